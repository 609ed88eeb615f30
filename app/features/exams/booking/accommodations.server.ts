/**
 * Reasonable adjustments (ISO/IEC 17024 9.3): a candidate asks, for the attempts of one approved application, in
 * their own words and with the extra time they need; exam staff approve (with the extra time they grant, 0–200 %)
 * or decline with a note. While a request waits, `extraTimePercent` holds what was asked; once approved, what was
 * granted, copied onto the application's attempts not yet started (the timer reads the attempt's column).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { examAccommodations, examAttempts, users } from "~/db/schema";
import type { Viewer } from "~/features/auth";
import type { BookingDeps } from "./booking.server";
import { queueAccommodationMail } from "./mail.server";
import { canManageSessions } from "./policy";
import { candidateOf } from "./queries.server";

export type AccommodationRow = typeof examAccommodations.$inferSelect;

/** The live (waiting or approved) request of an application, or the last decided one. */
export async function accommodationOf(db: Database, applicationId: string): Promise<AccommodationRow | null> {
  const [row] = await db
    .select()
    .from(examAccommodations)
    .where(eq(examAccommodations.applicationId, applicationId))
    .orderBy(
      sql`case when ${examAccommodations.status} in ('requested', 'approved') then 0 else 1 end`,
      desc(examAccommodations.createdAt),
    )
    .limit(1);
  return row ?? null;
}

export type RequestOutcome = "requested" | "updated" | "decided";

/**
 * Stores the candidate's request for the application; a second request while the first waits replaces its words
 * (one live request per application, held by a unique index). Once approved, a change is a new conversation
 * with exam staff, not an edit.
 */
export async function requestAccommodation(
  db: Database,
  input: { userId: string; applicationId: string; request: string; extraTime: number },
): Promise<RequestOutcome> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const inserted = await tx
      .insert(examAccommodations)
      .values({
        userId: input.userId,
        applicationId: input.applicationId,
        request: input.request,
        extraTimePercent: input.extraTime,
      })
      .onConflictDoNothing()
      .returning({ id: examAccommodations.id });
    if (inserted.length) return "requested";
    const updated = await tx
      .update(examAccommodations)
      .set({ request: input.request, extraTimePercent: input.extraTime })
      .where(
        and(
          eq(examAccommodations.applicationId, input.applicationId),
          eq(examAccommodations.userId, input.userId),
          eq(examAccommodations.status, "requested"),
        ),
      )
      .returning({ id: examAccommodations.id });
    return updated.length ? "updated" : "decided";
  });
}

/** Exam staff's list: waiting requests first (oldest first), then the last decided ones. */
export async function accommodationQueue(db: Database, viewer: Viewer) {
  if (!canManageSessions(viewer)) return null;
  const rows = await db
    .select({
      id: examAccommodations.id,
      applicationId: examAccommodations.applicationId,
      request: examAccommodations.request,
      status: examAccommodations.status,
      extraTimePercent: examAccommodations.extraTimePercent,
      decisionNote: examAccommodations.decisionNote,
      createdAt: examAccommodations.createdAt,
      decidedAt: examAccommodations.decidedAt,
      name: users.name,
      email: users.email,
    })
    .from(examAccommodations)
    .innerJoin(users, eq(users.id, examAccommodations.userId))
    .orderBy(
      sql`case when ${examAccommodations.status} = 'requested' then 0 else 1 end`,
      desc(examAccommodations.createdAt),
    )
    .limit(200);
  return {
    waiting: rows.filter((r) => r.status === "requested").reverse(),
    decided: rows.filter((r) => r.status !== "requested").slice(0, 50),
  };
}

export type DecideOutcome = "approved" | "declined" | "stale" | "forbidden";

/**
 * Approves or declines a waiting request, once (a conditional update on "requested"). An approval copies the
 * granted extra time onto the application's attempts that have not started; one admitted later gets it too,
 * since a booking made after the approval starts with it.
 */
export async function decideAccommodation(
  deps: BookingDeps,
  viewer: Viewer,
  input: { id: string; approve: boolean; extraTimePercent: number; note: string },
): Promise<DecideOutcome> {
  if (!canManageSessions(viewer)) return "forbidden";
  const now = deps.clock.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [decided] = await tx
      .update(examAccommodations)
      .set({
        status: input.approve ? "approved" : "declined",
        ...(input.approve ? { extraTimePercent: input.extraTimePercent } : {}),
        decidedBy: viewer.id,
        decidedAt: now,
        decisionNote: input.note,
      })
      .where(and(eq(examAccommodations.id, input.id), eq(examAccommodations.status, "requested")))
      .returning();
    if (!decided) return "stale";
    const candidate = await candidateOf(tx, decided.userId);
    if (candidate)
      await queueAccommodationMail(tx, deps, {
        to: candidate,
        decision: input.approve ? "approved" : "declined",
        extraTimePercent: decided.extraTimePercent,
        note: input.note,
      });
    if (input.approve)
      await tx
        .update(examAttempts)
        .set({ extraTimePercent: input.extraTimePercent, updatedAt: now })
        .where(
          and(
            eq(examAttempts.applicationId, decided.applicationId),
            inArray(examAttempts.state, ["booked", "admitted"]),
          ),
        );
    return input.approve ? "approved" : "declined";
  });
}
