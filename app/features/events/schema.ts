// Tables: events in the database, registrations with a wait list, check-in (decision 032).
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { LocalText } from "~/lib/format/localized";
import type {
  AgendaItem,
  AudienceKey,
  EventFormat,
  EventRegion,
  EventType,
  EventVenue,
} from "~/features/events/event-types";
import { users } from "~/features/auth/schema";

/**
 * An event (conference, webinar, meetup, exam window). Dates and times are local to the event with
 * its UTC offset; `starts_at`/`ends_at` are the same instants in UTC, written with them, for sorting.
 * Words per language as LocalText (English required, other languages fall back to it).
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    type: text("type").$type<EventType>().notNull(),
    region: text("region").$type<EventRegion>().notNull(),
    format: text("format").$type<EventFormat>().notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    endTime: text("end_time").notNull(),
    /** "+03:00": the place's offset from UTC on those days. */
    utcOffset: text("utc_offset").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    venue: jsonb("venue").$type<EventVenue>(),
    title: jsonb("title").$type<LocalText>().notNull(),
    summary: jsonb("summary").$type<LocalText>().notNull(),
    description: jsonb("description").$type<LocalText[]>().notNull().default([]),
    agenda: jsonb("agenda").$type<AgendaItem[]>().notNull().default([]),
    audience: jsonb("audience").$type<AudienceKey[]>().notNull().default([]),
    /** Places; null = unlimited. */
    capacity: integer("capacity"),
    registrationOpen: boolean("registration_open").notNull().default(true),
    /** CPD hours credited on attendance, in tenths. */
    cpdHoursTenths: integer("cpd_hours_tenths").notNull().default(0),
    /** The code shown at the event (and carried by its QR link) that checks a registered member in. */
    checkInCode: text("check_in_code").notNull(),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("events_starts_at_idx").on(table.startsAt)],
);

export type RegistrationStatus = "registered" | "waitlisted" | "cancelled" | "attended";

/**
 * A member's registration for an event. One active (not cancelled) registration per member and
 * event; the wait list is ordered by `queued_at`. Cancelled rows stay as history.
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<RegistrationStatus>().notNull(),
    /** When the member registered: the wait list's order. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("event_registrations_active_idx")
      .on(table.eventId, table.userId)
      .where(sql`${table.status} <> 'cancelled'`),
    index("event_registrations_event_idx").on(table.eventId, table.status, table.queuedAt),
    index("event_registrations_user_idx").on(table.userId),
  ],
);
