import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { cpdRule, fromTenths, toTenths } from "~/content/cpd-rule";
import { eventEnd, eventStart, type GeoEvent } from "~/features/events/event-types";
import { localString } from "~/lib/format/localized";
import type { Database } from "~/db/client.server";
import { recordAutomaticCredit, removeAutomaticCredit } from "~/features/cpd/index.server";
import { eventRegistrations, events, examSessions, users, type RegistrationStatus } from "~/db/schema";
import { contentEvents } from "./seed-content.server";
import { insertSettingIfAbsent } from "~/lib/server/settings.server";

/** Events and registrations in the database (docs/decisions/032). */

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** An event as pages use it: the shape of the former static content plus what registration needs. */
export type EventRecord = GeoEvent & {
  id: string;
  capacity: number | null;
  registrationOpen: boolean;
  cpdHoursTenths: number;
  checkInCode: string;
  published: boolean;
};

export function toEventRecord(row: EventRow): EventRecord {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    region: row.region,
    format: row.format,
    start: { date: row.startDate, time: row.startTime },
    end: { date: row.endDate, time: row.endTime },
    utcOffset: row.utcOffset,
    ...(row.venue ? { venue: row.venue } : {}),
    title: row.title,
    summary: row.summary,
    description: row.description,
    agenda: row.agenda,
    audience: row.audience,
    capacity: row.capacity,
    registrationOpen: row.registrationOpen,
    cpdHoursTenths: row.cpdHoursTenths,
    checkInCode: row.checkInCode,
    published: row.published,
  };
}

/** Hours credited on attendance unless an admin sets others: the event's length, capped by the rule. */
export function defaultCpdHours(event: Pick<GeoEvent, "start" | "end" | "utcOffset">): number {
  const hours = (eventEnd(event).getTime() - eventStart(event).getTime()) / 3_600_000;
  return fromTenths(Math.min(toTenths(Math.max(hours, 0)), toTenths(cpdRule.automatic.eventMaxHours)));
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** A check-in code: eight characters without look-alikes (0/O, 1/I), e.g. "K7QM-4XZP" without the dash. */
export function newCheckInCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Normalises what a member typed: case, spaces and dashes do not matter. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}

/** The stored columns of an event from its content shape (seed, admin form). */
export function eventColumns(event: GeoEvent) {
  return {
    slug: event.slug,
    type: event.type,
    region: event.region,
    format: event.format,
    startDate: event.start.date,
    startTime: event.start.time,
    endDate: event.end.date,
    endTime: event.end.time,
    utcOffset: event.utcOffset,
    startsAt: eventStart(event),
    endsAt: eventEnd(event),
    venue: event.venue ?? null,
    title: event.title,
    summary: event.summary,
    description: event.description,
    agenda: event.agenda,
    audience: event.audience,
  };
}

/** The former static events, as rows: unlimited places, registration open, CPD hours by default. */
export function seedEventRows(list: readonly GeoEvent[] = contentEvents) {
  return list.map((event) => ({
    ...eventColumns(event),
    capacity: null,
    registrationOpen: true,
    cpdHoursTenths: toTenths(defaultCpdHours(event)),
    checkInCode: newCheckInCode(),
    published: true,
  }));
}

/**
 * Puts the events that were static content into an empty database, once (a marker in app_settings,
 * like the other seeds; an events table that already has rows is left alone).
 */
export async function seedEvents(db: Database): Promise<boolean> {
  if (!(await insertSettingIfAbsent(db, "events_seeded_at", new Date().toISOString()))) return false;
  const [existing] = await db.select({ n: count() }).from(events);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(events).values(seedEventRows()).onConflictDoNothing();
  return true;
}

export async function listEvents(db: Database, options: { publishedOnly: boolean }): Promise<EventRecord[]> {
  const rows = await db
    .select()
    .from(events)
    .where(options.publishedOnly ? eq(events.published, true) : undefined)
    .orderBy(asc(events.startsAt), asc(events.slug));
  return rows.map(toEventRecord);
}

export async function findEventBySlug(
  db: Database,
  slug: string,
  options: { publishedOnly: boolean },
): Promise<EventRecord | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), options.publishedOnly ? eq(events.published, true) : undefined));
  return row ? toEventRecord(row) : null;
}

export async function findEventById(db: Database, id: string): Promise<EventRecord | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ? toEventRecord(row) : null;
}

export type EventCounts = { registered: number; waitlisted: number; attended: number };

/** Registered (attended included), waitlisted and attended per event. */
export async function registrationCounts(db: Database, eventIds: string[]): Promise<Map<string, EventCounts>> {
  const result = new Map<string, EventCounts>(
    eventIds.map((id) => [id, { registered: 0, waitlisted: 0, attended: 0 }]),
  );
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(and(inArray(eventRegistrations.eventId, eventIds), ne(eventRegistrations.status, "cancelled")))
    .groupBy(eventRegistrations.eventId, eventRegistrations.status);
  for (const row of rows) {
    const counts = result.get(row.eventId)!;
    if (row.status === "waitlisted") counts.waitlisted += row.n;
    else counts.registered += row.n;
    if (row.status === "attended") counts.attended += row.n;
  }
  return result;
}

/** Places left (null = unlimited). */
/**
 * Whether exam sessions belong to the event (an exam window, decision 051): its page then links to exam booking,
 * which asks for an approved application, instead of taking a registration from anyone.
 */
export async function hasExamSessions(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: examSessions.id })
    .from(examSessions)
    .where(eq(examSessions.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

export function placesLeft(capacity: number | null, registered: number): number | null {
  return capacity === null ? null : Math.max(capacity - registered, 0);
}

export type MemberRegistration = RegistrationRow & { position: number | null };

/** 1-based place on the wait list (null unless waitlisted). */
async function waitlistPosition(db: Database, registration: RegistrationRow): Promise<number | null> {
  if (registration.status !== "waitlisted") return null;
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, registration.eventId),
        eq(eventRegistrations.status, "waitlisted"),
        // Compared in the database at full precision (JavaScript dates keep milliseconds only).
        sql`(${eventRegistrations.queuedAt}, ${eventRegistrations.id}) < (select r.queued_at, r.id from event_registrations r where r.id = ${registration.id})`,
      ),
    );
  return (row?.n ?? 0) + 1;
}

/** A member's active (not cancelled) registration for an event, with their wait-list position. */
export async function activeRegistration(
  db: Database,
  eventId: string,
  userId: string,
): Promise<MemberRegistration | null> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.userId, userId),
        ne(eventRegistrations.status, "cancelled"),
      ),
    );
  return row ? { ...row, position: await waitlistPosition(db, row) } : null;
}

/** Locks the event's row until the transaction ends: registrations of one event happen one at a time. */
async function lockEvent(tx: Database, eventId: string): Promise<EventRow | null> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return row ?? null;
}

async function takenPlaces(tx: Database, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, ["registered", "attended"])),
    );
  return row?.n ?? 0;
}

export type RegisterOutcome =
  | { outcome: "registered" | "waitlisted"; registration: MemberRegistration; created: true }
  | { outcome: "already"; registration: MemberRegistration; created: false }
  | { outcome: "missing" };

/**
 * Registers a member in the caller's transaction, under the event's row lock: a place if one is
 * left, otherwise the end of the wait list. A member already registered (or waitlisted) keeps that.
 */
export async function registerForEvent(
  tx: Database,
  input: { eventId: string; userId: string },
): Promise<RegisterOutcome> {
  const event = await lockEvent(tx, input.eventId);
  if (!event) return { outcome: "missing" };
  const existing = await activeRegistration(tx, input.eventId, input.userId);
  if (existing) return { outcome: "already", registration: existing, created: false };
  const full = event.capacity !== null && (await takenPlaces(tx, event.id)) >= event.capacity;
  const status: RegistrationStatus = full ? "waitlisted" : "registered";
  const [row] = await tx
    .insert(eventRegistrations)
    // The time under the event's lock (not the transaction's start): the wait list's order is the order of registration.
    .values({ eventId: event.id, userId: input.userId, status, queuedAt: sql`clock_timestamp()` })
    .returning();
  const registration = { ...row!, position: await waitlistPosition(tx, row!) };
  return { outcome: status, registration, created: true };
}

/**
 * Fills free places from the wait list, first come first served (under the event's row lock, which
 * the caller holds). Returns the promoted registrations, for their mails in the same transaction.
 */
export async function promoteFromWaitlist(tx: Database, event: Pick<EventRow, "id" | "capacity">) {
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - (await takenPlaces(tx, event.id));
  if (free <= 0) return [];
  const next = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "waitlisted")))
    .orderBy(asc(eventRegistrations.queuedAt), asc(eventRegistrations.id))
    .limit(Math.min(free, 10_000));
  if (next.length === 0) return [];
  return tx
    .update(eventRegistrations)
    .set({ status: "registered", updatedAt: new Date() })
    .where(
      inArray(
        eventRegistrations.id,
        next.map((row) => row.id),
      ),
    )
    .returning();
}

export type CancelOutcome = { cancelled: RegistrationRow | null; promoted: RegistrationRow[] };

/**
 * Cancels a registration — the member's own (by `userId`) or one an admin picked (by
 * `registrationId`) — and, in the same transaction, gives a freed place to the wait list. Under the
 * event's row lock, so a second cancellation of the same registration (a double click, two admins)
 * finds it cancelled and changes nothing. A checked-in (attended) registration is not cancelled.
 */
export async function cancelRegistration(
  tx: Database,
  input: { eventId: string } & ({ userId: string } | { registrationId: string }),
): Promise<CancelOutcome> {
  const event = await lockEvent(tx, input.eventId);
  if (!event) return { cancelled: null, promoted: [] };
  const [cancelled] = await tx
    .update(eventRegistrations)
    .set({ status: "cancelled", cancelledAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(eventRegistrations.eventId, input.eventId),
        "userId" in input
          ? eq(eventRegistrations.userId, input.userId)
          : eq(eventRegistrations.id, input.registrationId),
        inArray(eventRegistrations.status, ["registered", "waitlisted"]),
      ),
    )
    .returning();
  if (!cancelled) return { cancelled: null, promoted: [] };
  return { cancelled, promoted: await promoteFromWaitlist(tx, event) };
}

export type CheckInOutcome =
  { outcome: "checkedIn" | "already"; registration: RegistrationRow; credited: boolean } | { outcome: "notRegistered" };

/**
 * Marks a registration attended and records its CPD credit in the same transaction (idempotent: a
 * second check-in changes nothing and the credit is stored once).
 */
export async function checkInRegistration(
  tx: Database,
  registrationId: string,
  event: Pick<EventRecord, "id" | "start" | "title" | "cpdHoursTenths">,
): Promise<CheckInOutcome> {
  const [current] = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, event.id)))
    .for("update");
  if (!current || (current.status !== "registered" && current.status !== "attended")) {
    return { outcome: "notRegistered" };
  }
  let registration = current;
  if (current.status === "registered") {
    const [updated] = await tx
      .update(eventRegistrations)
      .set({ status: "attended", checkedInAt: new Date(), updatedAt: new Date() })
      .where(eq(eventRegistrations.id, current.id))
      .returning();
    registration = updated!;
  }
  const credited = await recordAutomaticCredit(tx, {
    userId: registration.userId,
    source: "event",
    sourceRef: registration.id,
    activityDate: event.start.date,
    category: "events",
    hours: fromTenths(event.cpdHoursTenths),
    provider: "GeoCert",
    description: localString(event.title, "en"),
  });
  return { outcome: current.status === "registered" ? "checkedIn" : "already", registration, credited };
}

/** An admin's undo of a check-in: registered again, and the automatic credit removed. */
export async function undoCheckIn(tx: Database, registrationId: string, eventId: string): Promise<boolean> {
  const [row] = await tx
    .update(eventRegistrations)
    .set({ status: "registered", checkedInAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(eventRegistrations.id, registrationId),
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, "attended"),
      ),
    )
    .returning();
  if (!row) return false;
  await removeAutomaticCredit(tx, { userId: row.userId, source: "event", sourceRef: row.id });
  return true;
}

export type Attendee = {
  id: string;
  userId: string;
  name: string;
  email: string;
  status: RegistrationStatus;
  queuedAt: Date;
  checkedInAt: Date | null;
};

/** Everyone who registered (cancellations included), registered first, then in order of registration. */
export async function listAttendees(db: Database, eventId: string): Promise<Attendee[]> {
  return db
    .select({
      id: eventRegistrations.id,
      userId: eventRegistrations.userId,
      name: users.name,
      email: users.email,
      status: eventRegistrations.status,
      queuedAt: eventRegistrations.queuedAt,
      checkedInAt: eventRegistrations.checkedInAt,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(
      sql`case ${eventRegistrations.status} when 'attended' then 0 when 'registered' then 0 when 'waitlisted' then 1 else 2 end`,
      asc(eventRegistrations.queuedAt),
      asc(eventRegistrations.id),
    );
}

export type MyEventRegistration = {
  id: string;
  status: RegistrationStatus;
  position: number | null;
  event: EventRecord;
};

/** A member's registrations that are not cancelled, soonest event first. */
export async function listMemberRegistrations(db: Database, userId: string): Promise<MyEventRegistration[]> {
  const rows = await db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, userId), ne(eventRegistrations.status, "cancelled")))
    .orderBy(desc(events.startsAt));
  const result: MyEventRegistration[] = [];
  for (const row of rows) {
    result.push({
      id: row.registration.id,
      status: row.registration.status,
      position: await waitlistPosition(db, row.registration),
      event: toEventRecord(row.event),
    });
  }
  return result;
}

/** One registration with its event and member (certificate, admin). */
export async function findRegistration(db: Database, registrationId: string) {
  const [row] = await db
    .select({ registration: eventRegistrations, event: events, user: users })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.id, registrationId));
  return row ? { registration: row.registration, event: toEventRecord(row.event), user: row.user } : null;
}
