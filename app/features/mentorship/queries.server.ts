import { and, asc, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  MENTORSHIP_MONTHS,
  OPEN_REQUESTS_MAX,
  type MenteeInput,
  type MentorFilters,
  type MentorInput,
} from "~/features/mentorship/mentorship";
import { cpdRule } from "~/content/cpd-rule";
import type { Database } from "~/db/client.server";
import { recordAutomaticCredit } from "~/features/cpd/index.server";
import { menteeProfiles, mentorProfiles, mentorshipEndingNotices, mentorships, users } from "~/db/schema";

export const MENTORS_PAGE_SIZE = 9;

export async function saveMentorProfile(db: Database, userId: string, input: MentorInput) {
  const values = { ...input, active: true, updatedAt: new Date() };
  await db
    .insert(mentorProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: mentorProfiles.userId, set: values });
}

export async function setMentorActive(db: Database, userId: string, active: boolean) {
  await db.update(mentorProfiles).set({ active, updatedAt: new Date() }).where(eq(mentorProfiles.userId, userId));
}

export async function getMentorProfile(db: Database, userId: string) {
  const [row] = await db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, userId));
  return row ?? null;
}

export async function saveMenteeProfile(db: Database, userId: string, input: MenteeInput) {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(menteeProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: menteeProfiles.userId, set: values });
}

export async function getMenteeProfile(db: Database, userId: string) {
  const [row] = await db.select().from(menteeProfiles).where(eq(menteeProfiles.userId, userId));
  return row ?? null;
}

/** Active mentorships per mentor, as a subquery. */
function activeCounts(db: Database) {
  return db
    .select({ mentorId: mentorships.mentorId, activeCount: count().as("active_count") })
    .from(mentorships)
    .where(eq(mentorships.status, "active"))
    .groupBy(mentorships.mentorId)
    .as("active_counts");
}

function mentorFilters(filters: Partial<MentorFilters>) {
  const where = [eq(mentorProfiles.active, true)];
  if (filters.domain) where.push(sql`${mentorProfiles.domains} @> ${JSON.stringify([filters.domain])}::jsonb`);
  if (filters.language) where.push(sql`${mentorProfiles.languages} @> ${JSON.stringify([filters.language])}::jsonb`);
  if (filters.level) where.push(eq(mentorProfiles.level, filters.level));
  if (filters.region) where.push(eq(mentorProfiles.region, filters.region));
  return and(...where);
}

export type MentorListing = {
  userId: string;
  name: string;
  domains: string[];
  level: string;
  languages: string[];
  region: string;
  capacity: number;
  bio: string;
  freePlaces: number;
};

/** Active mentors matching the filters, those with free places first, then by name. */
export async function listMentors(
  db: Database,
  filters: Partial<MentorFilters>,
  page = 1,
  pageSize = MENTORS_PAGE_SIZE,
): Promise<{ rows: MentorListing[]; total: number }> {
  const counts = activeCounts(db);
  const where = mentorFilters(filters);
  const free = sql<number>`(${mentorProfiles.capacity} - coalesce(${sql.raw(`"active_counts"."active_count"`)}, 0))::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: mentorProfiles.userId,
        name: users.name,
        domains: mentorProfiles.domains,
        level: mentorProfiles.level,
        languages: mentorProfiles.languages,
        region: mentorProfiles.region,
        capacity: mentorProfiles.capacity,
        bio: mentorProfiles.bio,
        freePlaces: free,
      })
      .from(mentorProfiles)
      .innerJoin(users, eq(users.id, mentorProfiles.userId))
      .leftJoin(counts, eq(counts.mentorId, mentorProfiles.userId))
      .where(where)
      .orderBy(sql`case when ${free} > 0 then 0 else 1 end`, asc(users.name), asc(mentorProfiles.userId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mentorProfiles).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, freePlaces: Math.max(0, Number(row.freePlaces)) })),
    total: total?.total ?? 0,
  };
}

export type RequestResult =
  { ok: true; id: string } | { ok: false; error: "self" | "notMentor" | "full" | "duplicate" | "tooMany" };

/** A mentee asks a mentor; refused when the mentor is paused or full, or one is already open. */
export async function requestMentorship(
  db: Database,
  input: { mentorId: string; menteeId: string; message: string },
): Promise<RequestResult> {
  if (input.mentorId === input.menteeId) return { ok: false, error: "self" };
  return db.transaction(async (tx) => {
    // The mentee's requests are counted one transaction at a time (the mentee's account row is the
    // lock), so parallel requests to different mentors cannot all pass the OPEN_REQUESTS_MAX count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.menteeId)).for("no key update");
    const [mentor] = await tx
      .select({ capacity: mentorProfiles.capacity, active: mentorProfiles.active })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, input.mentorId));
    if (!mentor?.active) return { ok: false, error: "notMentor" } as const;
    const [open] = await tx
      .select({ n: count() })
      .from(mentorships)
      .where(and(eq(mentorships.mentorId, input.mentorId), eq(mentorships.status, "active")));
    if ((open?.n ?? 0) >= mentor.capacity) return { ok: false, error: "full" } as const;
    const [pair] = await tx
      .select({ id: mentorships.id })
      .from(mentorships)
      .where(
        and(
          eq(mentorships.mentorId, input.mentorId),
          eq(mentorships.menteeId, input.menteeId),
          inArray(mentorships.status, ["pending", "active"]),
        ),
      );
    if (pair) return { ok: false, error: "duplicate" } as const;
    const [pending] = await tx
      .select({ n: count() })
      .from(mentorships)
      .where(and(eq(mentorships.menteeId, input.menteeId), eq(mentorships.status, "pending")));
    if ((pending?.n ?? 0) >= OPEN_REQUESTS_MAX) return { ok: false, error: "tooMany" } as const;
    const [row] = await tx
      .insert(mentorships)
      .values({ mentorId: input.mentorId, menteeId: input.menteeId, requestMessage: input.message, status: "pending" })
      .onConflictDoNothing()
      .returning({ id: mentorships.id });
    if (!row) return { ok: false, error: "duplicate" } as const;
    return { ok: true, id: row.id } as const;
  });
}

/** The end date of a mentorship accepted at `start`. */
export function mentorshipEnd(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + MENTORSHIP_MONTHS);
  return end;
}

export type RespondResult =
  | { ok: true; status: "active" | "declined"; menteeId: string; endsAt: Date | null }
  | { ok: false; error: "notFound" | "full" };

/**
 * The mentor accepts or declines a pending request. Accepting locks the mentor's profile row
 * first, so two acceptances at once cannot both take the last place (capacity is never exceeded).
 */
export async function respondToRequest(
  db: Database,
  input: { id: string; mentorId: string; accept: boolean; message: string; now?: Date },
): Promise<RespondResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [mentor] = await tx
      .select({ capacity: mentorProfiles.capacity })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, input.mentorId))
      .for("update");
    const [request] = await tx
      .select({ id: mentorships.id, menteeId: mentorships.menteeId })
      .from(mentorships)
      .where(
        and(eq(mentorships.id, input.id), eq(mentorships.mentorId, input.mentorId), eq(mentorships.status, "pending")),
      )
      .for("update");
    if (!request) return { ok: false, error: "notFound" } as const;
    if (!input.accept) {
      await tx
        .update(mentorships)
        .set({ status: "declined", responseMessage: input.message || null, respondedAt: now })
        .where(eq(mentorships.id, request.id));
      return { ok: true, status: "declined", menteeId: request.menteeId, endsAt: null } as const;
    }
    if (!mentor) return { ok: false, error: "notFound" } as const;
    const [active] = await tx
      .select({ n: count() })
      .from(mentorships)
      .where(and(eq(mentorships.mentorId, input.mentorId), eq(mentorships.status, "active")));
    if ((active?.n ?? 0) >= mentor.capacity) return { ok: false, error: "full" } as const;
    const endsAt = mentorshipEnd(now);
    await tx
      .update(mentorships)
      .set({ status: "active", responseMessage: input.message || null, respondedAt: now, endsAt })
      .where(eq(mentorships.id, request.id));
    return { ok: true, status: "active", menteeId: request.menteeId, endsAt } as const;
  });
}

/** The mentee withdraws a pending request. */
export async function withdrawRequest(db: Database, input: { id: string; menteeId: string }): Promise<boolean> {
  const rows = await db
    .update(mentorships)
    .set({ status: "withdrawn", endedAt: new Date() })
    .where(
      and(eq(mentorships.id, input.id), eq(mentorships.menteeId, input.menteeId), eq(mentorships.status, "pending")),
    )
    .returning({ id: mentorships.id });
  return rows.length > 0;
}

/**
 * The mentor's CPD credit for a completed mentorship (decision 031): recorded in the transaction that
 * ends it, once (the ledger's key is the mentorship). A mentorship is completed when it ran to its end
 * date; one ended early by a member, declined or withdrawn earns nothing (docs/decisions/027).
 */
async function creditMentor(tx: Database, row: { id: string; mentorId: string; endsAt: Date | null }) {
  if (!row.endsAt) return;
  await recordAutomaticCredit(tx, {
    userId: row.mentorId,
    source: "mentorship",
    sourceRef: row.id,
    activityDate: row.endsAt.toISOString().slice(0, 10),
    category: "mentoring",
    hours: cpdRule.automatic.mentorshipHours,
    provider: "GeoCert mentorship",
    description: "Mentoring (completed mentorship)",
  });
}

/**
 * Either party ends an active mentorship; returns the other party's id. Ended on or after its end
 * date (before the page closed it), it is completed: the mentor's CPD credit is recorded with it.
 */
export async function endMentorship(
  db: Database,
  input: { id: string; userId: string; now?: Date },
): Promise<{ otherId: string } | null> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mentorships)
      .set({ status: "ended", endedAt: now })
      .where(
        and(
          eq(mentorships.id, input.id),
          eq(mentorships.status, "active"),
          or(eq(mentorships.mentorId, input.userId), eq(mentorships.menteeId, input.userId)),
        ),
      )
      .returning({
        id: mentorships.id,
        mentorId: mentorships.mentorId,
        menteeId: mentorships.menteeId,
        endsAt: mentorships.endsAt,
      });
    if (!row) return null;
    if (row.endsAt && row.endsAt <= now) await creditMentor(tx, row);
    return { otherId: row.mentorId === input.userId ? row.menteeId : row.mentorId };
  });
}

/**
 * Active mentorships whose end date has passed are ended — when anyone looks at the mentorship page
 * and by the daily mentorship task — each with its mentor's CPD credit in the same transaction.
 * Returns how many were ended.
 */
export async function endOverdueMentorships(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(mentorships)
      .set({ status: "ended", endedAt: now })
      .where(and(eq(mentorships.status, "active"), sql`${mentorships.endsAt} < ${now.toISOString()}`))
      .returning({ id: mentorships.id, mentorId: mentorships.mentorId, endsAt: mentorships.endsAt });
    for (const row of ended) await creditMentor(tx, row);
    return ended.length;
  });
}

/** Active mentorships ending within `days` whose members were not yet told (the daily task). */
export async function mentorshipsEndingSoon(db: Database, days: number, now = new Date()) {
  const until = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const mentor = alias(users, "mentor");
  const mentee = alias(users, "mentee");
  return db
    .select({
      id: mentorships.id,
      mentorId: mentorships.mentorId,
      menteeId: mentorships.menteeId,
      mentorName: mentor.name,
      menteeName: mentee.name,
    })
    .from(mentorships)
    .innerJoin(mentor, eq(mentor.id, mentorships.mentorId))
    .innerJoin(mentee, eq(mentee.id, mentorships.menteeId))
    .leftJoin(mentorshipEndingNotices, eq(mentorshipEndingNotices.mentorshipId, mentorships.id))
    .where(
      and(
        eq(mentorships.status, "active"),
        sql`${mentorships.endsAt} >= ${now.toISOString()}`,
        sql`${mentorships.endsAt} <= ${until.toISOString()}`,
        isNull(mentorshipEndingNotices.mentorshipId),
      ),
    )
    .orderBy(asc(mentorships.endsAt))
    .limit(500);
}

/** Claims the "ending soon" notice of a mentorship: true for the first caller only. */
export async function claimEndingNotice(tx: Database, mentorshipId: string): Promise<boolean> {
  const claimed = await tx
    .insert(mentorshipEndingNotices)
    .values({ mentorshipId })
    .onConflictDoNothing()
    .returning({ id: mentorshipEndingNotices.mentorshipId });
  return claimed.length === 1;
}

/** The member's mentorships and requests, both as mentor and as mentee, newest first. */
export async function listMyMentorships(db: Database, userId: string) {
  const mentor = alias(users, "mentor");
  const mentee = alias(users, "mentee");
  return db
    .select({
      id: mentorships.id,
      status: mentorships.status,
      mentorId: mentorships.mentorId,
      menteeId: mentorships.menteeId,
      mentorName: mentor.name,
      menteeName: mentee.name,
      requestMessage: mentorships.requestMessage,
      responseMessage: mentorships.responseMessage,
      createdAt: mentorships.createdAt,
      endsAt: mentorships.endsAt,
      endedAt: mentorships.endedAt,
    })
    .from(mentorships)
    .innerJoin(mentor, eq(mentor.id, mentorships.mentorId))
    .innerJoin(mentee, eq(mentee.id, mentorships.menteeId))
    .where(or(eq(mentorships.mentorId, userId), eq(mentorships.menteeId, userId)))
    .orderBy(desc(mentorships.createdAt))
    .limit(100);
}

/** Ids of the mentors the member has an open (pending or active) request or mentorship with. */
export async function openMentorIds(db: Database, menteeId: string): Promise<Set<string>> {
  const rows = await db
    .select({ mentorId: mentorships.mentorId })
    .from(mentorships)
    .where(and(eq(mentorships.menteeId, menteeId), inArray(mentorships.status, ["pending", "active"])));
  return new Set(rows.map((row) => row.mentorId));
}

/** Name, address and language of a member, for mail. */
export async function mailContact(db: Database, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** One mentorship or request: its two members and its state (for the policy's checks). */
export async function getMentorship(db: Database, id: string) {
  const [row] = await db
    .select({
      id: mentorships.id,
      mentorId: mentorships.mentorId,
      menteeId: mentorships.menteeId,
      status: mentorships.status,
    })
    .from(mentorships)
    .where(eq(mentorships.id, id));
  return row ?? null;
}
