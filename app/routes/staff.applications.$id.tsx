import { Form, Link } from "react-router";
import type { Route } from "./+types/staff.applications.$id";
import { useTranslation } from "~/lib/i18n/react";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, TextareaField } from "~/components/ui/field";
import { FormAlert, FormSuccess, StatusNotice } from "~/components/forms/form-status";
import { AdminHeading } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import {
  APPEAL_WINDOW_DAYS,
  ELIGIBILITY_WINDOW_MONTHS,
  MAX_MORE_INFO_DAYS,
  ReviewChecklist,
  ReviewEvidence,
  addDaysIso,
  canNoteApplications,
  canUseReviewQueue,
  eventsFrom,
  reviewActorsOf,
  reviewForms,
  type ReviewMove,
} from "~/features/applications";
import {
  caseId,
  caseProblem,
  levelNamesIn,
  moveActor,
  reviewAction,
  reviewCase,
} from "~/features/applications/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatFileSize } from "~/lib/format/format";
import { isoDate } from "~/lib/format/dates";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getNamespace } from "~/locales/index.server";

export const headers = privateFormHeaders;

/**
 * /staff/applications/:id: one application's evidence, referee answers, checklist, internal notes, history, and
 * the decision forms states.ts allows from its state for the viewer's duties (none when impartiality forbids).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(canUseReviewQueue(me));
  const { db, clock } = getAppContext(context);
  const now = clock.now();
  const c = await reviewCase(db, caseId(params.id), now);
  if (!c) throw new Response(null, { status: 404 });
  const a = c.application;
  const problem = await caseProblem(db, me.id, a);
  const actors = reviewActorsOf(me);
  const moves = problem
    ? []
    : (actors.flatMap((actor) => eventsFrom(a.state, actor)) as string[]).filter(
        (event): event is ReviewMove => event in moveActor,
      );
  const language = getRequestLanguage(context);
  const formatDate = formatDateFor(context);
  const certTexts = getNamespace(language, "certifications");
  const levelNames = levelNamesIn(language);
  return {
    messages: pageMessages(context, "review"),
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

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canUseReviewQueue(me));
  const form = await request.formData();
  const parsed = parseForm(form, reviewForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return reviewAction(request, context, me, params.id, form, parsed.value);
}

const logged = new Set([
  "created",
  "submit",
  "auditDrawn",
  "refereeAsked",
  "refereeConfirmed",
  "refereeDisputed",
  "refereeReplaced",
  "startReview",
  "requestMoreInfo",
  "answerMoreInfo",
  "approve",
  "decline",
  "appeal",
  "upholdAppeal",
  "dismissAppeal",
  "withdraw",
  "auditEvidence",
]);

function MoveForm({
  move,
  figures,
  dueOn,
  blocked,
}: {
  move: ReviewMove;
  figures: { maxDays: number; months: number; appealDays: number };
  dueOn: { min: string; max: string };
  blocked: boolean;
}) {
  const { t } = useTranslation("review");
  const err = useErrorText("review");
  const reply = useFormReply(move);
  const needsReason = move !== "startReview";
  return (
    <Card>
      <h3 className="text-lg font-semibold text-basalt-950">{t(`moves.${move}.heading`)}</h3>
      <p className="mt-1 text-sm text-basalt-700">
        {t(`moves.${move}.text`, { days: figures.appealDays, months: figures.months })}
      </p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} className="mt-3" />
      {blocked ? <p className="mt-3 text-sm font-medium text-magma-700">{t("moves.approve.blocked")}</p> : null}
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <input type="hidden" name="intent" value={move} />
        {needsReason ? (
          <TextareaField
            label={t(
              move === "approve"
                ? "moves.approve.reason"
                : move === "requestMoreInfo"
                  ? "moves.requestMoreInfo.reason"
                  : move === "decline"
                    ? "moves.decline.reason"
                    : `moves.${move}.reason`,
            )}
            hint={move === "requestMoreInfo" || move === "decline" ? t(`moves.${move}.reasonHint`) : undefined}
            error={err(reply.fieldErrors.reason)}
            textareaProps={{
              name: "reason",
              required: move !== "approve",
              maxLength: 4000,
              rows: 4,
              defaultValue: reply.values.reason,
            }}
          />
        ) : null}
        {move === "requestMoreInfo" ? (
          <Field
            label={t("moves.requestMoreInfo.dueOn")}
            hint={t("moves.requestMoreInfo.dueOnHint", { days: figures.maxDays })}
            error={err(reply.fieldErrors.dueOn, { days: figures.maxDays })}
            inputProps={{
              name: "dueOn",
              type: "date",
              required: true,
              min: dueOn.min,
              max: dueOn.max,
              defaultValue: reply.values.dueOn,
            }}
          />
        ) : null}
        <div>
          <Button
            type="submit"
            variant={move === "decline" || move === "dismissAppeal" ? "secondary" : "primary"}
            disabled={blocked}
          >
            {t(`moves.${move}.button`)}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const staffMoves: readonly ReviewMove[] = [
  "startReview",
  "requestMoreInfo",
  "approve",
  "decline",
  "upholdAppeal",
  "dismissAppeal",
];

export default function StaffApplication({ loaderData }: Route.ComponentProps) {
  usePageMessages("review", loaderData.messages);
  const { t } = useTranslation("review");
  const err = useErrorText("review");
  const note = useFormReply("note");
  const { c } = loaderData;
  const who = (entry: (typeof loaderData.history)[number]) =>
    entry.actorKind === "system"
      ? t("case.system")
      : entry.actorKind === "referee"
        ? t("case.referee_actor")
        : (entry.by ?? t("case.someone"));
  return (
    <>
      <PageMeta title={t("meta.caseTitle", { name: c.applicantName })} />
      <p>
        <Link to="/staff/applications" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("case.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading
          title={c.applicantName}
          text={t("case.submittedOn", { level: loaderData.valueLabels[c.level] ?? c.level, date: c.submitted })}
        />
      </div>
      {/* Every move's flash: after a move its form is gone (the state moved on), its outcome still shows. */}
      {staffMoves.map((move) => (
        <FormSuccess key={move} form={move} className="mt-4" />
      ))}
      <FormSuccess form="note" className="mt-4" />
      {loaderData.problem ? (
        <StatusNotice className="mt-4">{t("case.locked", { why: t(`locked.${loaderData.problem}`) })}</StatusNotice>
      ) : null}
      <Card className="mt-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("case.applicant")}</dt>
            <dd className="text-basalt-950">
              {c.applicantName}
              <span className="block break-all text-basalt-700">{c.applicantEmail}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("case.stateHeading")}</dt>
            <dd className="text-basalt-950">
              {t(`states.${c.state}`)}
              {c.window ? <span className="block">{t("case.window", c.window)}</span> : null}
              {c.moreInfoDue ? <span className="block">{t("case.moreInfoDue", { date: c.moreInfoDue })}</span> : null}
              {c.decided ? (
                <span className="block text-basalt-700">
                  {t("case.decided", { date: c.decided.date, name: c.decided.by ?? t("case.someone") })}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
      </Card>
      <div className="mt-6 grid gap-6 xl:grid-cols-[3fr_2fr]">
        <ReviewEvidence evidence={loaderData.evidence} />
        <div className="grid content-start gap-6">
          <ReviewChecklist checklist={loaderData.checklist} valueLabels={loaderData.valueLabels} />
        </div>
      </div>

      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.decisionsHeading")}</h2>
      {loaderData.moves.length === 0 ? (
        <p className="mt-2 text-basalt-700">{t("case.noMoves")}</p>
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          {loaderData.moves.map((move) => (
            <MoveForm
              key={move}
              move={move}
              figures={loaderData.figures}
              dueOn={loaderData.dueOn}
              blocked={move === "approve" && !loaderData.checklist.passes}
            />
          ))}
        </div>
      )}

      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.messagesHeading")}</h2>
      {c.messages.length === 0 ? (
        <p className="mt-2 text-basalt-700">{t("case.noMessages")}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {c.messages.map((m) => (
            <li key={m.id} className="rounded-lg border border-basalt-200 bg-white p-4">
              <p className="text-sm text-basalt-700">{`${m.fromStaff ? t("case.fromStaff") : t("case.fromCandidate")} · ${m.date}`}</p>
              <p className="mt-1 whitespace-pre-line text-basalt-900">{m.body}</p>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.notesHeading")}</h2>
      <p className="mt-1 text-sm text-basalt-700">{t("case.notesText")}</p>
      {loaderData.notes.length === 0 ? (
        <p className="mt-2 text-basalt-700">{t("case.noNotes")}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {loaderData.notes.map((n) => (
            <li key={n.id} className="rounded-lg border border-basalt-200 bg-white p-4">
              <p className="text-sm text-basalt-700">{`${n.by ?? t("case.someone")} · ${n.date}`}</p>
              <p className="mt-1 whitespace-pre-line text-basalt-900">{n.text}</p>
            </li>
          ))}
        </ul>
      )}
      {loaderData.canNote ? (
        <Card className="mt-4">
          <FormAlert message={err(note.formError)} />
          <Form method="post" className="grid gap-4" noValidate>
            <input type="hidden" name="intent" value="note" />
            <TextareaField
              label={t("case.note")}
              error={err(note.fieldErrors.text)}
              textareaProps={{ name: "text", required: true, maxLength: 4000, rows: 3, defaultValue: note.values.text }}
            />
            <div>
              <Button type="submit" variant="secondary">
                {t("case.addNote")}
              </Button>
            </div>
          </Form>
        </Card>
      ) : null}

      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.historyHeading")}</h2>
      <ol className="mt-3 grid gap-2 text-basalt-800">
        {loaderData.history.map((entry) => (
          <li key={entry.id}>
            {`${entry.date} — ${logged.has(entry.action) ? t(`log.${entry.action}` as "log.other", { reason: entry.reason ?? "" }) : t("log.other")} (${t("log.by", { name: who(entry) })})`}
            {entry.reason && !entry.action.startsWith("referee") ? (
              <span className="mt-1 block whitespace-pre-line text-sm text-basalt-700">
                {t("case.reasonLine", { reason: entry.reason })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
