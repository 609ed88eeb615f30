// Mentorship: mentors' offers, mentees' wishes, and the mentorships between them.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/auth/schema";

/** A column holding a member's id that goes with the member: deleting the account deletes the row. */
function memberId(column: string) {
  return text(column).references(() => users.id, { onDelete: "cascade" });
}

/**
 * What a mentor's offer and a mentee's wishes both hold, one row per member: the suggested
 * matches compare them (app/features/mentorship/mentorship.ts). A function, so each table gets its own columns.
 */
function mentorshipMatchColumns() {
  return {
    userId: memberId("user_id").primaryKey(),
    /** Framework domains (app/content/framework.ts). */
    domains: jsonb("domains").$type<string[]>().notNull(),
    /** The mentor's certification level, or the mentee's own (associate … expert). */
    level: text("level").notNull(),
    /** Spoken languages (app/features/mentorship/mentorship.ts spokenLanguages). */
    languages: jsonb("languages").$type<string[]>().notNull(),
    /** World region (app/content/chapters.ts worldRegions). */
    region: text("region").notNull(),
  };
}

/** A member's offer to mentor (/community/mentorship): one per member. */
export const mentorProfiles = pgTable("mentor_profiles", {
  ...mentorshipMatchColumns(),
  /** Mentees at once, 1-5; enforced when a request is accepted. */
  capacity: integer("capacity").notNull(),
  bio: text("bio").notNull(),
  /** Paused offers are not listed and take no new requests. */
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a member looking for a mentor wants: the input of the suggested matches. */
export const menteeProfiles = pgTable("mentee_profiles", {
  ...mentorshipMatchColumns(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A request and, once accepted, the mentorship: pending → active (with an end date) → ended;
 * or pending → declined / withdrawn. One open (pending or active) per mentor and mentee.
 */
export const mentorships = pgTable(
  "mentorships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mentorId: memberId("mentor_id").notNull(),
    menteeId: memberId("mentee_id").notNull(),
    status: text("status").$type<"pending" | "active" | "declined" | "withdrawn" | "ended">().notNull(),
    requestMessage: text("request_message").notNull(),
    responseMessage: text("response_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    index("mentorships_mentor_idx").on(table.mentorId, table.status),
    index("mentorships_mentee_idx").on(table.menteeId, table.status),
    // Mentorships past their end date are closed on each visit of the mentorship page: a small index.
    index("mentorships_active_end_idx")
      .on(table.endsAt)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex("mentorships_open_pair_idx")
      .on(table.mentorId, table.menteeId)
      .where(sql`${table.status} in ('pending', 'active')`),
  ],
);
