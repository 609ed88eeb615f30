/**
 * The staff side of certification applications (docs/decisions/044): the review queue, one case with its evidence
 * and checklist, internal notes, and the staff moves of states.ts (start review, ask for more, approve, decline,
 * decide an appeal). Every move is one transaction that locks the application's row (`for update`), asks
 * `canMove` and the impartiality door, moves the state with a conditional update, writes an application_events
 * row and the decision log, and queues the candidate's mail in their language — so two staff members pressing at
 * once make one move, one history row and one mail.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import type { CareerLevelKey } from "~/content/home";
import { conflictPartners, decisionsFor, impartialityProblem, logDecision } from "~/features/staff/index.server";
import type { ImpartialityProblem } from "~/features/staff";
import { isoDate } from "~/lib/format/dates";
import type { Deps } from "~/lib/server/deps.server";
import { addDaysIso, addMonthsIso, reviewChecklist, type Checklist } from "./checklist";
import { applicationInvoice, type ApplicationInvoice } from "./fee.server";
import { activeCredentialsOf, draftContent } from "./queries.server";
import { MAX_MORE_INFO_DAYS, REVIEW_PAGE_SIZE, reviewStates, type ReviewMove } from "./review-forms";
import { reviewMail } from "./review-mail.server";
import {
  applicationDocuments,
  applicationEvents,
  applicationMessages,
  certificationApplications,
  refereeRequests,
} from "./schema";
import {
  APPEAL_WINDOW_DAYS,
  ELIGIBILITY_WINDOW_MONTHS,
  isOpen,
  nextState,
  type Actor,
  type ApplicationEvent,
  type ApplicationState,
} from "./states";

const DAY = 86_400_000;
type MoveDeps = Pick<Deps, "db" | "config" | "clock" | "mailer" | "logger">;
type StaffActor = Extract<Actor, "reviewer" | "decisionMaker" | "appealsPanel">;

/** The decision log's subject of an application: every staff step and note is logged under it (decision 040). */
export const applicationSubject = (id: string) => ({ kind: "certificationApplication", id });

/** When an application last moved: its latest state change, else its submission. */
const lastMoveAt = sql<Date>`coalesce((select max(${applicationEvents.at}) from ${applicationEvents} where ${applicationEvents.applicationId} = ${certificationApplications.id} and ${applicationEvents.toState} is not null), ${certificationApplications.submittedAt})`;

/** The states the queue shows when no state is picked: the ones that wait for staff. */
export const waitingStates = ["submitted", "inReview", "moreInfoRequested", "appealed"] as const;

export type QueueFilters = { level?: CareerLevelKey; state?: ApplicationState; waiting?: number; page?: number };

export type QueueRow = {
  id: string;
  level: CareerLevelKey;
  state: ApplicationState;
  applicantName: string;
  submittedAt: Date | null;
  lastMoveAt: Date;
  waitingDays: number;
  audited: boolean;
  /** Why this staff member may not act on it (own case, declared conflict, appeal of their own decision), or null. */
  locked: ImpartialityProblem | null;
};

/**
 * The review queue, oldest first (the longest-waiting case on top), filtered by level, state and waiting time
 * ("more than N days since the last move"). Cases the staff member may not handle stay listed, marked and locked,
 * so nobody wonders where a case went; the case page and every move refuse them.
 */
export async function reviewQueue(
  db: Database,
  staffId: string,
  filters: QueueFilters,
  now: Date,
): Promise<{ rows: QueueRow[]; total: number; page: number; pageCount: number }> {
  const page = Math.max(1, filters.page ?? 1);
  const where: SQL | undefined = and(
    filters.state
      ? eq(certificationApplications.state, filters.state)
      : inArray(certificationApplications.state, [...waitingStates]),
    ne(certificationApplications.state, "draft"),
    filters.level ? eq(certificationApplications.level, filters.level) : undefined,
    filters.waiting ? sql`${lastMoveAt} <= ${new Date(now.getTime() - filters.waiting * DAY)}` : undefined,
  );
  const [rows, [counted], partners] = await Promise.all([
    db
      .select({
        id: certificationApplications.id,
        userId: certificationApplications.userId,
        level: certificationApplications.level,
        state: certificationApplications.state,
        audited: certificationApplications.audited,
        submittedAt: certificationApplications.submittedAt,
        decidedBy: certificationApplications.decidedBy,
        applicantName: users.name,
        lastMoveAt,
      })
      .from(certificationApplications)
      .innerJoin(users, eq(users.id, certificationApplications.userId))
      .where(where)
      .orderBy(asc(lastMoveAt), asc(certificationApplications.id))
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE),
    db.select({ n: count() }).from(certificationApplications).where(where),
    conflictPartners(db, staffId),
  ]);
  const total = counted?.n ?? 0;
  return {
    rows: rows.map((row) => {
      const last = new Date(row.lastMoveAt);
      return {
        id: row.id,
        level: row.level,
        state: row.state,
        applicantName: row.applicantName,
        submittedAt: row.submittedAt,
        lastMoveAt: last,
        waitingDays: Math.max(0, Math.floor((now.getTime() - last.getTime()) / DAY)),
        audited: row.audited,
        locked:
          row.userId === staffId
            ? "own"
            : row.state === "appealed" && row.decidedBy === staffId
              ? "sameDecider"
              : partners.has(row.userId)
                ? "conflict"
                : null,
      };
    }),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)),
  };
}

/** Whether this staff member may act on the application (the impartiality door, with the decision on record). */
export async function caseProblem(
  db: Database,
  staffId: string,
  application: { userId: string; state: ApplicationState; decidedBy: string | null },
): Promise<ImpartialityProblem | null> {
  return impartialityProblem(db, {
    staffId,
    subjectUserId: application.userId,
    // While the case is open, whoever made the decision on record neither handles its appeal nor, once the appeal
    // overturns it, reviews or decides it again. A closed case's decider may still read it and add notes.
    decidedBy: isOpen(application.state) ? application.decidedBy : null,
  });
}

type ApplicationRow = typeof certificationApplications.$inferSelect;

/** The facts the checklist judges, read in `db` (the move's transaction, or the page's read). */
async function checklistOf(
  db: Database,
  application: ApplicationRow,
  today: string,
): Promise<{ checklist: Checklist; invoice: ApplicationInvoice | null; experienceMonths: number }> {
  const [content, held, invoice, requests] = await Promise.all([
    draftContent(db, application.id),
    activeCredentialsOf(db, application.userId, today),
    applicationInvoice(db, application.id),
    db
      .select({ experienceId: refereeRequests.experienceId, answer: refereeRequests.answer })
      .from(refereeRequests)
      .where(and(eq(refereeRequests.applicationId, application.id), isNull(refereeRequests.replacedBy))),
  ]);
  // The months the engine counted at submission (stored with the application): what the candidate was told.
  const experienceMonths = application.experienceMonths ?? 0;
  const checklist = reviewChecklist({
    level: application.level,
    education: content.education?.level ?? null,
    experienceMonths,
    trainingHours: content.training.reduce((sum, t) => sum + t.hours, 0),
    prerequisiteHeld: held.some((c) => c.id === application.prerequisiteCredentialId),
    referees: content.experience.map((entry) => requests.find((r) => r.experienceId === entry.id)?.answer ?? null),
    invoiceStatus: invoice?.status ?? null,
    audited: application.audited,
    auditEvidenceReceived: application.auditEvidenceAt !== null,
  });
  return { checklist, invoice, experienceMonths };
}

/**
 * One case for staff: the application, its applicant, the evidence (education, experience with each referee's
 * requests and answers, training, the prerequisite credential, documents), the audit, the invoice, the history,
 * the messages, the internal notes, the decision log and the checklist. Null for no such (or a draft) application.
 */
export async function reviewCase(db: Database, id: string, now: Date) {
  const [row] = await db
    .select({ application: certificationApplications, applicant: users })
    .from(certificationApplications)
    .innerJoin(users, eq(users.id, certificationApplications.userId))
    .where(and(eq(certificationApplications.id, id), ne(certificationApplications.state, "draft")));
  if (!row) return null;
  const { application } = row;
  const today = isoDate(now);
  const [content, held, requests, documents, events, messages, decisions, { checklist, invoice }] = await Promise.all([
    draftContent(db, id),
    activeCredentialsOf(db, application.userId, today),
    db.select().from(refereeRequests).where(eq(refereeRequests.applicationId, id)).orderBy(asc(refereeRequests.sentAt)),
    db
      .select({
        id: applicationDocuments.id,
        kind: applicationDocuments.kind,
        fileName: applicationDocuments.fileName,
        size: applicationDocuments.size,
        createdAt: applicationDocuments.createdAt,
      })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id))
      .orderBy(asc(applicationDocuments.createdAt)),
    db
      .select({ event: applicationEvents, actorName: users.name })
      .from(applicationEvents)
      .leftJoin(users, eq(users.id, applicationEvents.actorId))
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.at), asc(applicationEvents.id)),
    db
      .select({ message: applicationMessages, authorName: users.name })
      .from(applicationMessages)
      .leftJoin(users, eq(users.id, applicationMessages.authorId))
      .where(eq(applicationMessages.applicationId, id))
      .orderBy(asc(applicationMessages.createdAt)),
    decisionsFor(db, applicationSubject(id)),
    checklistOf(db, application, today),
  ]);
  const prerequisite = application.prerequisiteCredentialId
    ? {
        id: application.prerequisiteCredentialId,
        activeAndHeld: held.some((c) => c.id === application.prerequisiteCredentialId),
        level: held.find((c) => c.id === application.prerequisiteCredentialId)?.level ?? null,
      }
    : null;
  return {
    application,
    applicant: { id: row.applicant.id, name: row.applicant.name, email: row.applicant.email },
    education: content.education,
    experience: content.experience.map((entry) => ({
      ...entry,
      requests: requests.filter((r) => r.experienceId === entry.id),
    })),
    training: content.training,
    prerequisite,
    documents,
    invoice,
    events: events.map((e) => ({ ...e.event, actorName: e.actorName })),
    messages: messages.map((m) => ({ ...m.message, authorName: m.authorName })),
    notes: decisions.filter((d) => d.action === "note"),
    decisions: decisions.filter((d) => d.action !== "note"),
    checklist,
  };
}
export type ReviewCase = NonNullable<Awaited<ReturnType<typeof reviewCase>>>;

/** An internal note on a case (staff only, never shown to or mailed to the candidate), kept in the decision log. */
export async function addReviewNote(
  db: Database,
  input: { applicationId: string; staffId: string; text: string },
): Promise<boolean> {
  const [exists] = await db
    .select({ id: certificationApplications.id })
    .from(certificationApplications)
    .where(and(eq(certificationApplications.id, input.applicationId), ne(certificationApplications.state, "draft")));
  if (!exists) return false;
  await logDecision(db, {
    subject: applicationSubject(input.applicationId),
    staffId: input.staffId,
    action: "note",
    reason: input.text,
  });
  return true;
}

/** Which actor of states.ts each staff move is made as (the duty it needs, policy.ts `reviewActorsOf`). */
export const moveActor: Record<ReviewMove, StaffActor> = {
  startReview: "reviewer",
  requestMoreInfo: "reviewer",
  approve: "decisionMaker",
  decline: "decisionMaker",
  upholdAppeal: "appealsPanel",
  dismissAppeal: "appealsPanel",
};

export type MoveInput = {
  applicationId: string;
  staffId: string;
  /** The actors the staff member may act as, by their duties (policy.ts `reviewActorsOf`). */
  actors: readonly StaffActor[];
  move: ReviewMove;
  reason?: string;
  /** requestMoreInfo: the deadline, YYYY-MM-DD. */
  dueOn?: string;
};

export type MoveOutcome =
  | { ok: true; application: ApplicationRow }
  | { ok: false; error: "notFound" | "notAllowed" | "moved" | "checklist" | "dueOn"; problem?: ImpartialityProblem };

/**
 * One staff move on an application, in one transaction: the row is locked (`select … for update`), so a parallel
 * move waits and then finds the state it may no longer move from; the update is conditional on the state read
 * too. Refused: no such application, a move the viewer's duties or states.ts do not allow ("notAllowed"), an
 * impartiality problem ("notAllowed" with the problem), a state already moved ("moved"), approval with an unmet
 * checklist ("checklist"), a deadline not in the next MAX_MORE_INFO_DAYS days ("dueOn").
 */
export async function moveApplication(deps: MoveDeps, input: MoveInput): Promise<MoveOutcome> {
  const now = deps.clock.now();
  const today = isoDate(now);
  const actor = moveActor[input.move];
  if (!input.actors.includes(actor)) return { ok: false, error: "notAllowed" };
  if (input.move === "requestMoreInfo") {
    const due = input.dueOn ?? "";
    if (!(due > today && due <= addDaysIso(today, MAX_MORE_INFO_DAYS))) return { ok: false, error: "dueOn" };
  }
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [current] = await tx
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.id, input.applicationId))
      .for("update");
    if (!current || current.state === "draft") return { ok: false as const, error: "notFound" as const };
    const problem = await caseProblem(tx, input.staffId, current);
    if (problem) return { ok: false as const, error: "notAllowed" as const, problem };
    const to = nextState(current.state, input.move as ApplicationEvent, actor);
    if (!to) return { ok: false as const, error: "moved" as const };
    if (input.move === "approve" && !(await checklistOf(tx, current, today)).checklist.passes)
      return { ok: false as const, error: "checklist" as const };

    const decided = input.move === "approve" || input.move === "decline";
    const [moved] = await tx
      .update(certificationApplications)
      .set({
        state: to,
        updatedAt: now,
        ...(input.move === "requestMoreInfo" ? { moreInfoDueOn: input.dueOn } : {}),
        ...(decided ? { decidedAt: now, decidedBy: input.staffId } : {}),
        ...(input.move === "approve"
          ? { eligibleFrom: today, eligibleUntil: addMonthsIso(today, ELIGIBILITY_WINDOW_MONTHS) }
          : {}),
      })
      .where(and(eq(certificationApplications.id, current.id), eq(certificationApplications.state, current.state)))
      .returning();
    if (!moved) return { ok: false as const, error: "moved" as const };
    const reason = input.reason?.trim() || null;
    await tx.insert(applicationEvents).values({
      applicationId: current.id,
      actorId: input.staffId,
      actorKind: "staff",
      action: input.move,
      fromState: current.state,
      toState: to,
      reason,
      at: now,
    });
    await logDecision(tx, {
      subject: applicationSubject(current.id),
      staffId: input.staffId,
      action: input.move,
      reason: reason ?? "",
    });
    // Starting review tells the candidate nothing new to do; every other move changes what they may do: mailed.
    if (input.move !== "startReview") {
      const [candidate] = await tx
        .select({ email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(eq(users.id, current.userId));
      if (candidate)
        await deps.mailer.send(
          await reviewMail(input.move, candidate.language, deps.config.siteUrl, {
            to: candidate.email,
            name: candidate.name,
            level: current.level,
            reason: reason ?? "",
            dueOn: moved.moreInfoDueOn,
            eligibleUntil: moved.eligibleUntil,
            appealUntil: input.move === "decline" ? addDaysIso(today, APPEAL_WINDOW_DAYS) : null,
          }),
          { db: tx },
        );
    }
    return { ok: true as const, application: moved };
  });
}

// ——— The overview ———

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The figures of /staff/applications/overview: applications per level and state (drafts left out: they are
 * nobody's work yet), the median days from submission to decision, the share of referee requests answered (a
 * replaced request counts as unanswered: its referee did not reply), and the audited applications' outcomes.
 */
export async function applicationsOverview(db: Database) {
  const [perLevel, decided, referees, audits] = await Promise.all([
    db
      .select({ level: certificationApplications.level, state: certificationApplications.state, n: count() })
      .from(certificationApplications)
      .where(ne(certificationApplications.state, "draft"))
      .groupBy(certificationApplications.level, certificationApplications.state),
    db
      .select({ submittedAt: certificationApplications.submittedAt, decidedAt: certificationApplications.decidedAt })
      .from(certificationApplications)
      .where(and(isNotNull(certificationApplications.decidedAt), isNotNull(certificationApplications.submittedAt))),
    db
      .select({
        sent: count(),
        answered: sql<number>`count(${refereeRequests.answer})::int`,
        confirmed: sql<number>`count(*) filter (where ${refereeRequests.answer} = 'confirmed')::int`,
      })
      .from(refereeRequests),
    db
      .select({
        state: certificationApplications.state,
        evidence: certificationApplications.auditEvidenceAt,
        n: count(),
      })
      .from(certificationApplications)
      .where(and(eq(certificationApplications.audited, true), ne(certificationApplications.state, "draft")))
      .groupBy(certificationApplications.state, certificationApplications.auditEvidenceAt),
  ]);
  const days = decided.map((d) => (d.decidedAt!.getTime() - d.submittedAt!.getTime()) / DAY);
  const r = referees[0] ?? { sent: 0, answered: 0, confirmed: 0 };
  const audited = audits.reduce((sum, a) => sum + a.n, 0);
  const outcome = (states: ApplicationState[]) =>
    audits.filter((a) => states.includes(a.state)).reduce((sum, a) => sum + a.n, 0);
  return {
    perLevel: perLevel.map((p) => ({ level: p.level, state: p.state, count: p.n })),
    medianDaysToDecision: median(days),
    decidedCount: days.length,
    referees: { sent: r.sent, answered: Number(r.answered), confirmed: Number(r.confirmed) },
    audits: {
      audited,
      evidenceReceived: audits.filter((a) => a.evidence !== null).reduce((sum, a) => sum + a.n, 0),
      approved: outcome(["approved"]),
      declined: outcome(["declined", "appealed", "appealDismissed"]),
      open: outcome(["submitted", "inReview", "moreInfoRequested"]),
    },
  };
}
export type ApplicationsOverview = Awaited<ReturnType<typeof applicationsOverview>>;

/** The states of the overview's table, in the order of states.ts (drafts left out). */
export const overviewStates = reviewStates;
