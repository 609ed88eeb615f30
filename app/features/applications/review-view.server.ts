/**
 * One application as a staff member's review page shows it: the evidence, referee answers, checklist, internal
 * notes, history, and the moves states.ts allows from its state for the viewer's duties (none when impartiality
 * forbids), with dates in the viewer's words. Null when there is no such application.
 */
import type { LanguageCode } from "~/lib/i18n/languages";
import type { Database } from "~/db/client.server";
import { formatFileSize } from "~/lib/format/format";
import { isoDate } from "~/lib/format/dates";
import { getNamespace } from "~/locales/index.server";
import { addDaysIso } from "./checklist";
import { levelNamesIn } from "./level-names.server";
import type { SessionUser } from "~/features/auth/index.server";
import { canNoteApplications, reviewActorsOf } from "./policy";
import { caseId } from "./review-actions.server";
import { MAX_MORE_INFO_DAYS, type ReviewMove } from "./review-forms";
import { caseProblem, moveActor, reviewCase } from "./review.server";
import { APPEAL_WINDOW_DAYS, ELIGIBILITY_WINDOW_MONTHS, eventsFrom } from "./states";

export async function reviewCaseView(
  db: Database,
  me: SessionUser,
  id: string | undefined,
  words: { language: LanguageCode; formatDate: (value: Date | string) => string; now: Date },
) {
  const { language, formatDate, now } = words;
  const c = await reviewCase(db, caseId(id), now);
  if (!c) return null;
  const a = c.application;
  const problem = await caseProblem(db, me.id, a);
  const actors = reviewActorsOf(me);
  const moves = problem
    ? []
    : (actors.flatMap((actor) => eventsFrom(a.state, actor)) as string[]).filter(
        (event): event is ReviewMove => event in moveActor,
      );
  const certTexts = getNamespace(language, "certifications");
  const levelNames = levelNamesIn(language);
  return {
    problem,
    moves,
    canNote: canNoteApplications(me),
    figures: { maxDays: MAX_MORE_INFO_DAYS, months: ELIGIBILITY_WINDOW_MONTHS, appealDays: APPEAL_WINDOW_DAYS },
    dueOn: { min: addDaysIso(isoDate(now), 1), max: addDaysIso(isoDate(now), MAX_MORE_INFO_DAYS) },
    // Level and education codes inside checklist figures, named in the viewer's language.
    valueLabels: { ...certTexts.education, ...levelNames } as Record<string, string>,
    c: {
      level: a.level,
      state: a.state,
      applicantName: c.applicant.name,
      applicantEmail: c.applicant.email,
      submitted: a.submittedAt ? formatDate(a.submittedAt) : "",
      decided: a.decidedAt
        ? {
            date: formatDate(a.decidedAt),
            by: c.decisions.findLast((d) => d.staffId === a.decidedBy)?.staffName ?? null,
          }
        : null,
      window:
        a.eligibleFrom && a.eligibleUntil
          ? { from: formatDate(a.eligibleFrom), until: formatDate(a.eligibleUntil) }
          : null,
      moreInfoDue: a.state === "moreInfoRequested" && a.moreInfoDueOn ? formatDate(a.moreInfoDueOn) : null,
      messages: c.messages.map((m) => ({
        id: m.id,
        fromStaff: m.fromStaff,
        author: m.authorName,
        body: m.body,
        date: formatDate(m.createdAt),
      })),
    },
    evidence: {
      education: c.education
        ? {
            label: certTexts.education[c.education.level],
            institution: c.education.institution,
            completed: formatDate(c.education.completedOn),
            documentId: c.education.documentId,
          }
        : null,
      experience: c.experience.map((e) => ({
        id: e.id,
        employer: e.employer,
        role: e.role,
        start: formatDate(e.startOn),
        end: e.endOn ? formatDate(e.endOn) : null,
        hours: e.hoursPerWeek,
        duties: e.duties,
        requests: e.requests.map((r) => ({
          id: r.id,
          name: r.refereeName,
          email: r.refereeEmail,
          sent: formatDate(r.sentAt),
          answer: r.answer,
          replaced: r.replacedBy !== null,
          comment: r.comment,
        })),
      })),
      monthsCounted: a.experienceMonths ?? 0,
      training: c.training.map((t) => ({
        id: t.id,
        title: t.title,
        provider: t.provider,
        hours: t.hours,
        completed: formatDate(t.completedOn),
      })),
      prerequisite: c.prerequisite ? { id: c.prerequisite.id, activeAndHeld: c.prerequisite.activeAndHeld } : null,
      documents: c.documents.map((d) => ({
        id: d.id,
        kind: d.kind,
        name: d.fileName,
        size: formatFileSize(d.size, language),
      })),
      audit: {
        audited: a.audited,
        due: a.auditEvidenceDueOn ? formatDate(a.auditEvidenceDueOn) : null,
        received: a.auditEvidenceAt ? formatDate(a.auditEvidenceAt) : null,
      },
      invoice: c.invoice ? { number: c.invoice.number, status: c.invoice.status } : null,
    },
    checklist: c.checklist,
    notes: c.notes.map((n) => ({ id: n.id, by: n.staffName, text: n.reason, date: formatDate(n.createdAt) })),
    history: c.events.map((e) => ({
      id: e.id,
      action: e.action,
      actorKind: e.actorKind,
      by: e.actorName,
      reason: e.reason,
      date: formatDate(e.at),
    })),
  };
}

export type ReviewCaseView = NonNullable<Awaited<ReturnType<typeof reviewCaseView>>>;
