/**
 * Exam sessions and bookings in the database (docs/decisions/048 and 051). A booking is an attempt in "booked";
 * a seat is taken by one conditional update (`booked < capacity` on an open session), given back by one update,
 * and moved by both in one transaction, so a seat is never given twice, however many book at once.
 */
import { and, asc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { FrameworkLevel } from "~/content/framework";
import type { Database } from "~/db/client.server";
import { examAccommodations, examAttempts, examForms, examSessions, examSessionStaff, users } from "~/db/schema";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { AttemptState } from "../engine/attempts";
import type { AttemptRecord } from "../engine/retakes";
import type { ExamSession } from "../engine/sessions";

export type SessionRow = typeof examSessions.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;

/** A session as the engine's checks read it. */
export function engineSession(row: SessionRow): ExamSession {
  return {
    id: row.id,
    level: row.level,
    delivery: row.delivery,
    startsAt: row.startsAt,
    capacity: row.capacity,
    booked: row.booked,
    open: row.status === "open",
  };
}

export async function sessionById(db: Database, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(examSessions).where(eq(examSessions.id, id));
  return row ?? null;
}

/** The open sessions of a level that have not started, soonest first. */
export async function upcomingSessions(db: Database, level: FrameworkLevel, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(examSessions)
    .where(and(eq(examSessions.level, level), eq(examSessions.status, "open"), gt(examSessions.startsAt, now)))
    .orderBy(asc(examSessions.startsAt), asc(examSessions.id));
}

/** The languages a level's exam may be sat in: those a frozen form of the level exists in. */
export async function languagesOffered(db: Database, level: FrameworkLevel): Promise<LanguageCode[]> {
  const forms = await db.select({ languages: examForms.languages }).from(examForms).where(eq(examForms.level, level));
  return [...new Set(forms.flatMap((form) => form.languages))].sort();
}

/** What a past or pending attempt counts as for the retake rules (retakes.ts); a cancelled booking counts not. */
export function outcomeOf(attempt: Pick<AttemptRow, "state" | "passed">): AttemptRecord["outcome"] | null {
  if (attempt.state === "cancelled") return null;
  if (attempt.state === "noShow") return "failed";
  if (attempt.state === "scored") return attempt.passed ? "passed" : "failed";
  return "pending";
}

/** The person's attempts at a level as the retake rules read them: the day of the session and the outcome. */
export async function attemptRecords(db: Database, userId: string, level: FrameworkLevel): Promise<AttemptRecord[]> {
  const rows = await db
    .select({ state: examAttempts.state, passed: examAttempts.passed, startsAt: examSessions.startsAt })
    .from(examAttempts)
    .innerJoin(examSessions, eq(examSessions.id, examAttempts.sessionId))
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.level, level)));
  return rows.flatMap((row) => {
    const outcome = outcomeOf(row);
    return outcome ? [{ takenOn: row.startsAt.toISOString().slice(0, 10), outcome }] : [];
  });
}

/** Takes one seat of an open session, if one is left: the one statement that decides who gets the last seat. */
export async function takeSeat(tx: Database, sessionId: string, now: Date): Promise<boolean> {
  const taken = await tx
    .update(examSessions)
    .set({ booked: sql`${examSessions.booked} + 1`, updatedAt: now })
    .where(
      and(
        eq(examSessions.id, sessionId),
        lt(examSessions.booked, examSessions.capacity),
        eq(examSessions.status, "open"),
      ),
    )
    .returning({ id: examSessions.id });
  return taken.length === 1;
}

/** Gives a seat back (a cancelled or moved booking). */
export async function freeSeat(tx: Database, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(examSessions)
    .set({ booked: sql`${examSessions.booked} - 1`, updatedAt: now })
    .where(and(eq(examSessions.id, sessionId), gt(examSessions.booked, 0)));
}

/** The attempt of `userId`, locked for the change about to be made, or null (not theirs, or no such attempt). */
export async function lockAttempt(tx: Database, userId: string, attemptId: string): Promise<AttemptRow | null> {
  const [row] = await tx
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)))
    .for("update");
  return row ?? null;
}

/** Moves an attempt from the state it was read in; false when another request moved it first. */
export async function moveAttempt(
  tx: Database,
  attempt: Pick<AttemptRow, "id" | "state">,
  set: Partial<typeof examAttempts.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(examAttempts)
    .set({ ...set, version: sql`${examAttempts.version} + 1`, updatedAt: now })
    .where(and(eq(examAttempts.id, attempt.id), eq(examAttempts.state, attempt.state)))
    .returning({ id: examAttempts.id });
  return moved.length === 1;
}

/** The number the next attempt of an application gets: the attempts that were not cancelled, plus one. */
export async function nextAttemptNumber(tx: Database, applicationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(examAttempts)
    .where(and(eq(examAttempts.applicationId, applicationId), ne(examAttempts.state, "cancelled")));
  return (row?.n ?? 0) + 1;
}

/** The extra time approved for an application's attempts (0 without an approved accommodation). */
export async function approvedExtraTime(db: Database, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ percent: examAccommodations.extraTimePercent })
    .from(examAccommodations)
    .where(and(eq(examAccommodations.applicationId, applicationId), eq(examAccommodations.status, "approved")));
  return row?.percent ?? 0;
}

/** Who a mail about an attempt goes to, in their language. */
export async function candidateOf(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The booked attempts of a session, with their candidates, locked for a change of the whole session. */
export async function bookedAttemptsOf(tx: Database, sessionId: string) {
  return tx
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.sessionId, sessionId), eq(examAttempts.state, "booked" satisfies AttemptState)))
    .for("update");
}

/** The people assigned to sessions, by session. */
export async function staffOfSessions(db: Database, sessionIds: string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      sessionId: examSessionStaff.sessionId,
      userId: examSessionStaff.userId,
      role: examSessionStaff.role,
      name: users.name,
      email: users.email,
    })
    .from(examSessionStaff)
    .innerJoin(users, eq(users.id, examSessionStaff.userId))
    .where(inArray(examSessionStaff.sessionId, sessionIds))
    .orderBy(asc(examSessionStaff.role), asc(users.name));
}
