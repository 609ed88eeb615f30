/**
 * A candidate's own bookings: take a seat, move it, give it back (docs/decisions/051). The engine decides whether
 * (retakes.ts `canBook`, sessions.ts `seatCheck` and `changesOpen`), in words a candidate can act on; the
 * database makes sure: the seat by a conditional update, one active attempt per person and level by a unique
 * index, each change on the attempt's row lock and the state read. A mail goes in the same transaction.
 */
import type { Database } from "~/db/client.server";
import { examAttemptEvents, examAttempts } from "~/db/schema";
import { approvedApplicationOf, type ApprovedApplication } from "~/features/applications/index.server";
import { answeredBefore, storeOnce } from "~/lib/forms/idempotency.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { Deps } from "~/lib/server/deps.server";
import { canBook, isRetake, type BookingCheck, type EligibilityWindow } from "../engine/retakes";
import { bookable, changesOpen, seatCheck, sessionRule, type ExamSession } from "../engine/sessions";
import { issueRetakeInvoice, refundRetakeFee } from "./fee.server";
import { queueBookingMail } from "./mail.server";
import {
  approvedExtraTime,
  attemptRecords,
  candidateOf,
  engineSession,
  freeSeat,
  languagesOffered,
  lockAttempt,
  moveAttempt,
  nextAttemptNumber,
  sessionById,
  takeSeat,
  upcomingSessions,
} from "./queries.server";

export type BookingDeps = Pick<Deps, "db" | "clock" | "mailer" | "config" | "logger">;

/** Why a booking or a change was refused: the engine's reasons, and the few the database adds. */
export type Refusal =
  | Exclude<BookingCheck, { ok: true }>
  | { ok: false; reason: "closed" | "otherLevel" | "outsideWindow" | "tooLate" | "language" | "notBooked" | "same" }
  | { ok: false; reason: "full"; alternatives: ExamSession[] };

export type BookOutcome = { ok: true; attemptId: string } | Refusal | { ok: false; reason: "notFound" };

/** Thrown inside a transaction to roll it back with the reason (a seat lost to a parallel booking). */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

export const windowOf = (application: ApprovedApplication): EligibilityWindow => ({
  from: application.eligibleFrom,
  until: application.eligibleUntil,
});

async function fullRefusal(db: Database, application: ApprovedApplication, now: Date): Promise<Refusal> {
  const sessions = (await upcomingSessions(db, application.level, now)).map(engineSession);
  return {
    ok: false,
    reason: "full",
    alternatives: bookable(sessions, application.level, windowOf(application), now).slice(0, sessionRule.alternatives),
  };
}

/**
 * Books a seat of `sessionId` for an approved application of the candidate's, in one of the languages a frozen
 * form of the level exists in. A retried post (the same form token) answers the first booking and stores nothing.
 */
export async function bookSeat(
  deps: BookingDeps,
  form: FormData,
  input: { userId: string; applicationId: string; sessionId: string; language: LanguageCode },
): Promise<BookOutcome> {
  const { db } = deps;
  const before = await answeredBefore<{ attemptId: string }>(db, form, "exam-book");
  if (before) return { ok: true, attemptId: before.attemptId };
  const now = deps.clock.now();
  const application = await approvedApplicationOf(db, input.userId, input.applicationId);
  if (!application) return { ok: false, reason: "notFound" };
  const window = windowOf(application);
  const records = await attemptRecords(db, input.userId, application.level);
  const check = canBook(records, window, now);
  if (!check.ok) return check;
  const retake = isRetake(records, window);
  const session = await sessionById(db, input.sessionId);
  if (!session) return { ok: false, reason: "closed" };
  const sessions = (await upcomingSessions(db, application.level, now)).map(engineSession);
  const seat = seatCheck(engineSession(session), sessions, application.level, window, now);
  if (!seat.ok) return seat;
  if (!(await languagesOffered(db, application.level)).includes(input.language))
    return { ok: false, reason: "language" };
  const extraTime = await approvedExtraTime(db, application.id);
  const candidate = await candidateOf(db, input.userId);
  try {
    const { result } = await storeOnce(db, form, "exam-book", async (tx) => {
      if (!(await takeSeat(tx, session.id, now))) throw new Refused({ ok: false, reason: "full", alternatives: [] });
      const [attempt] = await tx
        .insert(examAttempts)
        .values({
          userId: input.userId,
          applicationId: application.id,
          sessionId: session.id,
          level: application.level,
          language: input.language,
          number: await nextAttemptNumber(tx, application.id),
          extraTimePercent: extraTime,
        })
        // The unique index of active attempts: a second tab's booking of the same level finds the first.
        .onConflictDoNothing()
        .returning();
      if (!attempt) throw new Refused({ ok: false, reason: "attemptPending", takenOn: now.toISOString().slice(0, 10) });
      await tx.insert(examAttemptEvents).values({
        attemptId: attempt.id,
        actorId: input.userId,
        action: "booked",
        toState: "booked",
        detail: { sessionId: session.id, language: input.language },
        at: now,
      });
      if (retake)
        await issueRetakeInvoice(tx, deps, {
          userId: input.userId,
          attemptId: attempt.id,
          level: attempt.level,
          basis: application.feeBasis ?? "nonMember",
        });
      if (candidate) await queueBookingMail(tx, deps, "booked", { to: candidate, attempt, session, now });
      return { attemptId: attempt.id };
    });
    return { ok: true, attemptId: result.attemptId };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return error.refusal.reason === "full" ? fullRefusal(db, application, now) : error.refusal;
  }
}

export type ChangeOutcome = { ok: true } | Refusal | { ok: false; reason: "notFound" };

/**
 * Moves a booking to another session of its level within the window, while changes of both are open: the new
 * seat is taken and the old one given back in one transaction, on the attempt's row lock.
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  input: { userId: string; attemptId: string; sessionId: string },
): Promise<ChangeOutcome> {
  const { db } = deps;
  const now = deps.clock.now();
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const attempt = await lockAttempt(tx, input.userId, input.attemptId);
      if (!attempt) return { ok: false, reason: "notFound" } as const;
      if (attempt.state !== "booked") return { ok: false, reason: "notBooked" } as const;
      if (attempt.sessionId === input.sessionId) return { ok: false, reason: "same" } as const;
      const application = await approvedApplicationOf(tx, input.userId, attempt.applicationId);
      const [from, to] = await Promise.all([sessionById(tx, attempt.sessionId), sessionById(tx, input.sessionId)]);
      if (!application || !from) return { ok: false, reason: "notFound" } as const;
      if (!changesOpen(from.startsAt, now)) return { ok: false, reason: "tooLate" } as const;
      if (!to) return { ok: false, reason: "closed" } as const;
      const sessions = (await upcomingSessions(tx, attempt.level, now)).map(engineSession);
      const seat = seatCheck(engineSession(to), sessions, attempt.level, windowOf(application), now);
      if (!seat.ok) return seat;
      if (!(await takeSeat(tx, to.id, now))) throw new Refused({ ok: false, reason: "full", alternatives: [] });
      await freeSeat(tx, from.id, now);
      // Reminders are counted afresh for the new date.
      if (!(await moveAttempt(tx, attempt, { sessionId: to.id, remindersSent: [] }, now)))
        throw new Refused({ ok: false, reason: "notBooked" });
      await tx.insert(examAttemptEvents).values({
        attemptId: attempt.id,
        actorId: input.userId,
        action: "rescheduled",
        fromState: "booked",
        toState: "booked",
        detail: { from: from.id, to: to.id },
        at: now,
      });
      const candidate = await candidateOf(tx, input.userId);
      if (candidate) await queueBookingMail(tx, deps, "rescheduled", { to: candidate, attempt, session: to, now });
      return { ok: true } as const;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.refusal.reason !== "full") return error.refusal;
    const attempt = await lockAttempt(db, input.userId, input.attemptId);
    const application = attempt ? await approvedApplicationOf(db, input.userId, attempt.applicationId) : null;
    return application ? fullRefusal(db, application, now) : { ok: false, reason: "notFound" };
  }
}

/** Cancels a booking while changes are open; the seat goes back to the session. Cancelling twice is a no-op. */
export async function cancelBooking(
  deps: BookingDeps,
  input: { userId: string; attemptId: string },
): Promise<ChangeOutcome | { ok: true; already: true }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const attempt = await lockAttempt(tx, input.userId, input.attemptId);
    if (!attempt) return { ok: false, reason: "notFound" } as const;
    if (attempt.state === "cancelled") return { ok: true, already: true } as const;
    if (attempt.state !== "booked") return { ok: false, reason: "notBooked" } as const;
    const session = await sessionById(tx, attempt.sessionId);
    if (!session) return { ok: false, reason: "notFound" } as const;
    if (!changesOpen(session.startsAt, now)) return { ok: false, reason: "tooLate" } as const;
    if (!(await moveAttempt(tx, attempt, { state: "cancelled", endedAt: now }, now)))
      return { ok: false, reason: "notBooked" } as const;
    await freeSeat(tx, session.id, now);
    // A cancellation in time gives a retake's fee back: voided while unpaid, refunded once paid.
    await refundRetakeFee(tx, deps, attempt.id, "bookingCancelled");
    await tx.insert(examAttemptEvents).values({
      attemptId: attempt.id,
      actorId: input.userId,
      action: "cancel",
      fromState: "booked",
      toState: "cancelled",
      at: now,
    });
    const candidate = await candidateOf(tx, input.userId);
    if (candidate) await queueBookingMail(tx, deps, "cancelled", { to: candidate, attempt, session, now });
    return { ok: true } as const;
  });
}
