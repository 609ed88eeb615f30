/**
 * The invigilator's side of a sitting (docs/decisions/052): the sessions they are named at, each session's
 * candidates, and the steps on an attempt (admit with a one-time code, a new code, an incident, pause, resume, end).
 * Every step asks the policy with the session's invigilators read in its transaction, locks the attempt, checks the
 * version the page showed, and logs its event.
 */
import { and, asc, eq, gte, inArray, isNull, ne } from "drizzle-orm";
import type { Viewer } from "~/features/auth";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import type { AttemptState } from "../engine/attempts";
import { clockAt } from "../engine/timer";
import { examAttemptEvents, examAttemptPauses, examAttempts, examSessionStaff, examSessions } from "../schema";
import {
  ADMISSION_CODE_MINUTES,
  clockOf,
  hashAdmissionCode,
  inTransaction,
  lockAttempt,
  logEvent,
  moveAttempt,
  newAdmissionCode,
  scoreLocked,
  touchAttempt,
  type AttemptRow,
  type SitDeps,
} from "./attempts.server";
import { feeSettled } from "../booking/fee.server";
import type { InvigilationForm } from "./forms";
import { canInvigilate, canInvigilateSession } from "./policy";

/** Sessions shown from this long before now: today's that started, and every one to come. */
const SHOWN_FROM_HOURS = 14;

export type InvigilationSessionRow = {
  id: string;
  level: (typeof examSessions.$inferSelect)["level"];
  delivery: (typeof examSessions.$inferSelect)["delivery"];
  startsAt: Date;
  timeZone: string;
  venue: string | null;
  booked: number;
  capacity: number;
};

/** The viewer's sessions from today on (an admin's: every session), soonest first. */
export async function myInvigilationSessions(
  db: Database,
  viewer: Viewer,
  now: Date,
): Promise<InvigilationSessionRow[]> {
  if (!viewer || !canInvigilate(viewer)) return [];
  const from = new Date(now.getTime() - SHOWN_FROM_HOURS * 3_600_000);
  const columns = {
    id: examSessions.id,
    level: examSessions.level,
    delivery: examSessions.delivery,
    startsAt: examSessions.startsAt,
    timeZone: examSessions.timeZone,
    venue: examSessions.venue,
    booked: examSessions.booked,
    capacity: examSessions.capacity,
  };
  const open = and(gte(examSessions.startsAt, from), ne(examSessions.status, "cancelled"));
  if (viewer.role === "admin")
    return db.select(columns).from(examSessions).where(open).orderBy(asc(examSessions.startsAt));
  return db
    .selectDistinct(columns)
    .from(examSessions)
    .innerJoin(examSessionStaff, eq(examSessionStaff.sessionId, examSessions.id))
    .where(and(open, eq(examSessionStaff.userId, viewer.id), eq(examSessionStaff.role, "invigilator")))
    .orderBy(asc(examSessions.startsAt));
}

async function invigilatorsOf(db: Database, sessionId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: examSessionStaff.userId })
    .from(examSessionStaff)
    .where(and(eq(examSessionStaff.sessionId, sessionId), eq(examSessionStaff.role, "invigilator")));
  return rows.map((row) => row.userId);
}

export type CandidateRow = {
  attemptId: string;
  version: number;
  name: string;
  state: AttemptState;
  language: string;
  extraTimePercent: number;
  admissionExpiresAt: Date | null;
  /** Minutes left, rounded down; null before the start or after the end. */
  minutesLeft: number | null;
  incidents: number;
  endReason: string | null;
};

/** One session and its candidates, or null when it does not exist or the viewer may not invigilate it. */
export async function invigilationSession(deps: SitDeps, viewer: Viewer, sessionId: string) {
  const [session] = await deps.db.select().from(examSessions).where(eq(examSessions.id, sessionId));
  if (!session) return null;
  if (!canInvigilateSession(viewer, await invigilatorsOf(deps.db, sessionId))) return null;
  const attempts = await deps.db
    .select({ attempt: examAttempts, name: users.name })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .where(and(eq(examAttempts.sessionId, sessionId), ne(examAttempts.state, "cancelled")))
    .orderBy(asc(users.name));
  const ids = attempts.map((row) => row.attempt.id);
  const incidents =
    ids.length === 0
      ? []
      : await deps.db
          .select({ attemptId: examAttemptEvents.attemptId })
          .from(examAttemptEvents)
          .where(and(inArray(examAttemptEvents.attemptId, ids), eq(examAttemptEvents.action, "incident")));
  const now = deps.clock.now();
  const candidates: CandidateRow[] = [];
  for (const { attempt, name } of attempts) {
    const clock = attempt.state === "inProgress" || attempt.state === "paused" ? await clockOf(deps.db, attempt) : null;
    candidates.push({
      attemptId: attempt.id,
      version: attempt.version,
      name,
      state: attempt.state,
      language: attempt.language,
      extraTimePercent: attempt.extraTimePercent,
      admissionExpiresAt: attempt.state === "admitted" ? attempt.admissionExpiresAt : null,
      minutesLeft: clock ? Math.floor(clockAt(clock, now).remainingMs / 60_000) : null,
      incidents: incidents.filter((row) => row.attemptId === attempt.id).length,
      endReason: attempt.endReason,
    });
  }
  return { session, candidates };
}

/** A code as given: shown once to the invigilator, in the session's time zone. */
export type AdmissionCode = { value: string; expiresAt: Date; name: string; timeZone: string };

export type InvigilationOutcome =
  { ok: true; code?: AdmissionCode } | { ok: false; error: "notFound" | "stale" | "refused" | "feeUnpaid" };

/**
 * One step of the form `input` on an attempt of session `sessionId`. The code of an admission is returned once, to
 * be shown to the invigilator; only its hash is kept.
 */
export async function invigilate(
  deps: SitDeps,
  viewer: Viewer,
  sessionId: string,
  input: InvigilationForm,
): Promise<InvigilationOutcome> {
  if (!viewer) return { ok: false, error: "notFound" };
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx): Promise<InvigilationOutcome> => {
    if (!canInvigilateSession(viewer, await invigilatorsOf(tx, sessionId))) return { ok: false, error: "notFound" };
    const attempt = await lockAttempt(tx, input.attemptId);
    if (!attempt || attempt.sessionId !== sessionId) return { ok: false, error: "notFound" };
    if (attempt.version !== input.version) return { ok: false, error: "stale" };
    // An unpaid retake fee holds the seat but not the admission (docs/decisions/054).
    if (input.intent === "admit" && !(await feeSettled(tx, attempt.id))) return { ok: false, error: "feeUnpaid" };
    const done = await step(tx, attempt, viewer.id, input, now);
    if (!done) return { ok: false, error: "refused" };
    return done;
  });
}

async function step(
  tx: Database,
  attempt: AttemptRow,
  actorId: string,
  input: InvigilationForm,
  now: Date,
): Promise<{ ok: true; code?: AdmissionCode } | null> {
  switch (input.intent) {
    case "admit":
    case "newCode": {
      const value = newAdmissionCode();
      const expiresAt = new Date(now.getTime() + ADMISSION_CODE_MINUTES * 60_000);
      const set = {
        admissionCodeHash: hashAdmissionCode(attempt.id, value),
        admissionExpiresAt: expiresAt,
        admittedBy: actorId,
        admittedAt: now,
      };
      let moved: AttemptRow | null;
      if (input.intent === "admit") {
        moved = await moveAttempt(tx, attempt, {
          event: "admit",
          actor: "invigilator",
          actorId,
          now,
          set,
          detail: { identityChecked: true },
        });
      } else {
        // A code that expired before the candidate typed it: the same admission, a new code.
        if (attempt.state !== "admitted") return null;
        moved = await touchAttempt(tx, attempt, now, set);
        if (moved) await logEvent(tx, attempt.id, { action: "admit", actorId, now, detail: { newCode: true } });
      }
      if (!moved) return null;
      const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, attempt.userId));
      const [session] = await tx
        .select({ timeZone: examSessions.timeZone })
        .from(examSessions)
        .where(eq(examSessions.id, attempt.sessionId));
      return { ok: true, code: { value, expiresAt, name: who?.name ?? "", timeZone: session?.timeZone ?? "UTC" } };
    }
    case "incident": {
      if (!["admitted", "inProgress", "paused", "submitted", "timedOut", "ended", "scored"].includes(attempt.state))
        return null;
      const touched = await touchAttempt(tx, attempt, now);
      if (!touched) return null;
      await logEvent(tx, attempt.id, { action: "incident", actorId, now, reason: input.text });
      // An incident noted after the result was released holds it back for a decision maker.
      if (touched.state === "scored" && touched.resultStatus === "released") {
        await tx
          .update(examAttempts)
          .set({ resultStatus: "withheld", version: touched.version + 1, updatedAt: now })
          .where(and(eq(examAttempts.id, attempt.id), eq(examAttempts.version, touched.version)));
        await logEvent(tx, attempt.id, { action: "withheld", actorId, now, reason: "incident" });
      }
      return { ok: true };
    }
    case "pause": {
      const clock = await clockOf(tx, attempt);
      // Time already ran out: the attempt is over, not paused (a pause then would give time back).
      if (!clock || clockAt(clock, now).status === "over") return null;
      const moved = await moveAttempt(tx, attempt, {
        event: "pause",
        actor: "invigilator",
        actorId,
        now,
        reason: input.reason,
      });
      if (!moved) return null;
      await tx
        .insert(examAttemptPauses)
        .values({ attemptId: attempt.id, from: now, by: actorId, reason: input.reason });
      return { ok: true };
    }
    case "resume": {
      const moved = await moveAttempt(tx, attempt, { event: "resume", actor: "invigilator", actorId, now });
      if (!moved) return null;
      await closePauses(tx, attempt.id, now);
      return { ok: true };
    }
    case "end": {
      const moved = await moveAttempt(tx, attempt, {
        event: "end",
        actor: "invigilator",
        actorId,
        now,
        reason: input.reason,
        set: { endedAt: now, endReason: input.reason },
      });
      if (!moved) return null;
      await closePauses(tx, attempt.id, now);
      await scoreLocked(tx, moved, now);
      return { ok: true };
    }
  }
}

async function closePauses(tx: Database, attemptId: string, now: Date) {
  await tx
    .update(examAttemptPauses)
    .set({ to: now })
    .where(and(eq(examAttemptPauses.attemptId, attemptId), isNull(examAttemptPauses.to)));
}
