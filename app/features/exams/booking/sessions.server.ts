/**
 * Exam staff's sessions (docs/decisions/051): create, close to new bookings, cancel (every booked candidate is
 * mailed and the seats given back), and who invigilates or assesses at each. Every function asks the policy.
 */
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { FrameworkLevel } from "~/content/framework";
import type { Database } from "~/db/client.server";
import { examAttemptEvents, examAttempts, examSessions, examSessionStaff, users } from "~/db/schema";
import type { Viewer } from "~/features/auth";
import { dutiesOfUser, listStaff } from "~/features/staff/index.server";
import { storeOnce } from "~/lib/forms/idempotency.server";
import type { SessionDelivery } from "../engine/sessions";
import type { BookingDeps } from "./booking.server";
import { refundRetakeFee } from "./fee.server";
import { queueBookingMail } from "./mail.server";
import { canManageSessions } from "./policy";
import { bookedAttemptsOf, candidateOf, sessionById, staffOfSessions } from "./queries.server";
import { zonedToUtc } from "./zones";

const HOUR = 3_600_000;

export type NewSession = {
  level: FrameworkLevel;
  delivery: SessionDelivery;
  venue: string;
  /** Wall-clock time in `timeZone` ("2027-01-18T09:00"). */
  startsAt: string;
  timeZone: string;
  capacity: number;
  eventId?: string | null;
};

/** Sessions from a day ago on, soonest first, then the older ones (newest first), at most `limit`. */
export async function listSessions(db: Database, now: Date, limit = 200) {
  const since = new Date(now.getTime() - 24 * HOUR);
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(examSessions)
      .where(gt(examSessions.startsAt, since))
      .orderBy(asc(examSessions.startsAt))
      .limit(limit),
    db
      .select()
      .from(examSessions)
      .where(sql`${examSessions.startsAt} <= ${since}`)
      .orderBy(desc(examSessions.startsAt))
      .limit(20),
  ]);
  return { upcoming, past };
}

/** Creates a session; a retried post stores once. Returns its id, or null when the viewer may not. */
export async function createSession(
  deps: BookingDeps,
  viewer: Viewer,
  form: FormData,
  input: NewSession,
): Promise<string | null> {
  if (!canManageSessions(viewer)) return null;
  const { result } = await storeOnce(deps.db, form, "exam-session", async (tx) => {
    const [row] = await tx
      .insert(examSessions)
      .values({
        level: input.level,
        delivery: input.delivery,
        startsAt: zonedToUtc(input.startsAt, input.timeZone),
        timeZone: input.timeZone,
        venue: input.delivery === "online" ? null : input.venue,
        capacity: input.capacity,
        eventId: input.eventId ?? null,
        createdBy: viewer.id,
      })
      .returning({ id: examSessions.id });
    return row!.id;
  });
  return result;
}

/** Closes an open session to new bookings (those made stay). */
export async function closeSession(deps: BookingDeps, viewer: Viewer, sessionId: string): Promise<boolean> {
  if (!canManageSessions(viewer)) return false;
  const closed = await deps.db
    .update(examSessions)
    .set({ status: "closed", version: sql`${examSessions.version} + 1`, updatedAt: deps.clock.now() })
    .where(and(eq(examSessions.id, sessionId), eq(examSessions.status, "open")))
    .returning({ id: examSessions.id });
  return closed.length === 1;
}

/**
 * Cancels a session that has not been cancelled: each booked attempt is cancelled and its candidate mailed, in
 * one transaction with the session's change; the seats are given back. Attempts already admitted or running are
 * left to the invigilator (a session is cancelled before it starts).
 */
export async function cancelSession(deps: BookingDeps, viewer: Viewer, sessionId: string): Promise<number | null> {
  if (!canManageSessions(viewer)) return null;
  const now = deps.clock.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [session] = await tx
      .update(examSessions)
      .set({ status: "cancelled", version: sql`${examSessions.version} + 1`, updatedAt: now })
      .where(and(eq(examSessions.id, sessionId), inArray(examSessions.status, ["open", "closed"])))
      .returning();
    if (!session) return null;
    const booked = await bookedAttemptsOf(tx, sessionId);
    if (booked.length > 0) {
      await tx
        .update(examAttempts)
        .set({ state: "cancelled", endedAt: now, updatedAt: now, version: sql`${examAttempts.version} + 1` })
        .where(
          and(
            inArray(
              examAttempts.id,
              booked.map((a) => a.id),
            ),
            eq(examAttempts.state, "booked"),
          ),
        );
      await tx.insert(examAttemptEvents).values(
        booked.map((attempt) => ({
          attemptId: attempt.id,
          actorId: viewer.id,
          action: "cancel" as const,
          fromState: "booked" as const,
          toState: "cancelled" as const,
          reason: "sessionCancelled",
          at: now,
        })),
      );
      await tx
        .update(examSessions)
        .set({ booked: sql`greatest(${examSessions.booked} - ${booked.length}, 0)` })
        .where(eq(examSessions.id, sessionId));
      for (const attempt of booked) {
        await refundRetakeFee(tx, deps, attempt.id, "staffDecision");
        const candidate = await candidateOf(tx, attempt.userId);
        if (candidate) await queueBookingMail(tx, deps, "sessionCancelled", { to: candidate, attempt, session, now });
      }
    }
    return booked.length;
  });
}

/** One session's page: the session, its bookings with the candidates, its staff, and who may be assigned. */
export async function sessionRoster(db: Database, viewer: Viewer, sessionId: string) {
  if (!canManageSessions(viewer)) return null;
  const session = await sessionById(db, sessionId);
  if (!session) return null;
  const [bookings, assigned, staff] = await Promise.all([
    db
      .select({
        id: examAttempts.id,
        state: examAttempts.state,
        language: examAttempts.language,
        number: examAttempts.number,
        extraTimePercent: examAttempts.extraTimePercent,
        name: users.name,
        email: users.email,
      })
      .from(examAttempts)
      .innerJoin(users, eq(users.id, examAttempts.userId))
      .where(eq(examAttempts.sessionId, sessionId))
      .orderBy(asc(users.name), asc(examAttempts.id)),
    staffOfSessions(db, [sessionId]),
    listStaff(db),
  ]);
  return {
    session,
    bookings,
    assigned,
    invigilators: staff.filter((s) => s.duties.includes("invigilation")),
    assessors: staff.filter((s) => s.duties.includes("assessment")),
  };
}

export type AssignOutcome = "assigned" | "already" | "noDuty" | "notFound" | "forbidden";

/** Assigns a staff member who holds the role's duty (invigilation, assessment) to a session. */
export async function assignStaff(
  deps: BookingDeps,
  viewer: Viewer,
  input: { sessionId: string; userId: string; role: "invigilator" | "assessor" },
): Promise<AssignOutcome> {
  if (!canManageSessions(viewer)) return "forbidden";
  if (!(await sessionById(deps.db, input.sessionId))) return "notFound";
  const duties = await dutiesOfUser(deps.db, input.userId);
  if (!duties.includes(input.role === "invigilator" ? "invigilation" : "assessment")) return "noDuty";
  const inserted = await deps.db
    .insert(examSessionStaff)
    .values({ ...input, assignedBy: viewer.id, assignedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ userId: examSessionStaff.userId });
  return inserted.length ? "assigned" : "already";
}

export async function unassignStaff(
  deps: BookingDeps,
  viewer: Viewer,
  input: { sessionId: string; userId: string; role: "invigilator" | "assessor" },
): Promise<boolean> {
  if (!canManageSessions(viewer)) return false;
  await deps.db
    .delete(examSessionStaff)
    .where(
      and(
        eq(examSessionStaff.sessionId, input.sessionId),
        eq(examSessionStaff.userId, input.userId),
        eq(examSessionStaff.role, input.role),
      ),
    );
  return true;
}
