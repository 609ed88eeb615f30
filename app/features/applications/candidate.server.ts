/**
 * The candidate's own moves after submission (docs/guides/application-states.md): answering a request for more
 * information, sending audit evidence, appealing a decline. Each is one transaction that locks the application's
 * row (`select … for update`), asks states.ts whether the move is allowed from the state it finds, moves it with an
 * update conditional on that state, and writes a row of application_events. Two parallel posts therefore make one
 * move: the second waits for the lock, then finds the state moved and is refused.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Deps } from "~/lib/server/deps.server";
import { storeDocument, type DocumentCheck } from "./queries.server";
import { applicationEvents, applicationMessages, certificationApplications } from "./schema";
import { APPEAL_WINDOW_DAYS, canMove, nextState, openStates, type ApplicationState } from "./states";

type Tx = Database;
type CandidateDeps = Pick<Deps, "db" | "clock">;
type CheckedFile = Extract<DocumentCheck, { ok: true }>;

const DAY = 86_400_000;

/** States in which an audited candidate may still send evidence: submitted and not decided yet. */
export const auditEvidenceStates = [
  "submitted",
  "inReview",
  "moreInfoRequested",
] as const satisfies readonly ApplicationState[];

/** The last moment an appeal of a decline made at `decidedAt` may be made. */
export function appealDeadline(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + APPEAL_WINDOW_DAYS * DAY);
}

/** The candidate's application, locked for the rest of the transaction; null for someone else's. */
async function lockOwn(tx: Tx, userId: string, applicationId: string) {
  const [row] = await tx
    .select()
    .from(certificationApplications)
    .where(and(eq(certificationApplications.id, applicationId), eq(certificationApplications.userId, userId)))
    .for("update");
  return row ?? null;
}

/** Moves `from` → `to` only if the row is still in `from` (the lock makes this certain; the condition says it). */
async function move(tx: Tx, id: string, from: ApplicationState, to: ApplicationState, now: Date): Promise<boolean> {
  const moved = await tx
    .update(certificationApplications)
    .set({ state: to, updatedAt: now })
    .where(and(eq(certificationApplications.id, id), eq(certificationApplications.state, from)))
    .returning({ id: certificationApplications.id });
  return moved.length > 0;
}

export type CandidateMoveOutcome = "done" | "notFound" | "refused";

/**
 * The candidate answers a request for more information: a message (and a document, if sent) for staff, and the
 * application goes back to review (moreInfoRequested → inReview).
 */
export async function answerMoreInfo(
  deps: CandidateDeps,
  input: { userId: string; applicationId: string; body: string; file: CheckedFile | null },
): Promise<CandidateMoveOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockOwn(tx, input.userId, input.applicationId);
    if (!current) return "notFound";
    const to = nextState(current.state, "answerMoreInfo", "candidate");
    if (!to || !(await move(tx, current.id, current.state, to, now))) return "refused";
    const documentId = input.file
      ? await storeDocument(tx, { applicationId: current.id, userId: input.userId, kind: "message", file: input.file })
      : null;
    await tx.insert(applicationMessages).values({
      applicationId: current.id,
      authorId: input.userId,
      fromStaff: false,
      body: input.body,
      documentId,
      createdAt: now,
    });
    await tx.insert(applicationEvents).values({
      applicationId: current.id,
      actorId: input.userId,
      actorKind: "candidate",
      action: "answerMoreInfo",
      fromState: current.state,
      toState: to,
      at: now,
    });
    return "done";
  });
}

/**
 * An audited candidate sends evidence (a document), while the application is submitted and undecided. The state
 * does not move: `auditEvidenceAt` records that evidence came, so review can finish. More may be sent later; each
 * file is kept and logged.
 */
export async function sendAuditEvidence(
  deps: CandidateDeps,
  input: { userId: string; applicationId: string; file: CheckedFile },
): Promise<CandidateMoveOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockOwn(tx, input.userId, input.applicationId);
    if (!current) return "notFound";
    const marked = await tx
      .update(certificationApplications)
      .set({ auditEvidenceAt: now, updatedAt: now })
      .where(
        and(
          eq(certificationApplications.id, current.id),
          eq(certificationApplications.audited, true),
          inArray(certificationApplications.state, [...auditEvidenceStates]),
        ),
      )
      .returning({ id: certificationApplications.id });
    if (!marked.length) return "refused";
    await storeDocument(tx, { applicationId: current.id, userId: input.userId, kind: "audit", file: input.file });
    await tx.insert(applicationEvents).values({
      applicationId: current.id,
      actorId: input.userId,
      actorKind: "candidate",
      action: "auditEvidence",
      at: now,
    });
    return "done";
  });
}

export type AppealOutcome = CandidateMoveOutcome | "late" | "openApplication";

/**
 * A declined candidate appeals within APPEAL_WINDOW_DAYS of the decision, with a statement kept as the event's
 * reason (declined → appealed). Refused after the window, and while another application for the same level is
 * open (one open application per level: the appeal would reopen this one).
 */
export async function appealDecline(
  deps: CandidateDeps,
  input: { userId: string; applicationId: string; statement: string },
): Promise<AppealOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockOwn(tx, input.userId, input.applicationId);
    if (!current) return "notFound";
    if (!canMove(current.state, "appeal", "candidate")) return "refused";
    const decidedAt = current.decidedAt ?? (await declinedAt(tx, current.id));
    if (!decidedAt || appealDeadline(decidedAt) < now) return "late";
    const [other] = await tx
      .select({ id: certificationApplications.id })
      .from(certificationApplications)
      .where(
        and(
          eq(certificationApplications.userId, input.userId),
          eq(certificationApplications.level, current.level),
          inArray(certificationApplications.state, [...openStates]),
        ),
      );
    if (other) return "openApplication";
    const to = nextState(current.state, "appeal", "candidate")!;
    if (!(await move(tx, current.id, current.state, to, now))) return "refused";
    await tx.insert(applicationEvents).values({
      applicationId: current.id,
      actorId: input.userId,
      actorKind: "candidate",
      action: "appeal",
      fromState: current.state,
      toState: to,
      reason: input.statement,
      at: now,
    });
    return "done";
  });
}

/** When the application was declined, from its history (for rows whose `decidedAt` was not set). */
async function declinedAt(tx: Tx, applicationId: string): Promise<Date | null> {
  const rows = await tx
    .select({ at: applicationEvents.at })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.toState, "declined")));
  return rows.reduce<Date | null>((latest, row) => (!latest || row.at > latest ? row.at : latest), null);
}
