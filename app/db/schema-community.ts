// Tables of issue 7: forum, mentorship, directory, chapters.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema";

// Mentorship, directory, chapters

/** A member's offer to mentor (/community/mentorship): one per member. */
export const mentorProfiles = pgTable("mentor_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Framework domains (app/content/framework.ts). */
  domains: jsonb("domains").$type<string[]>().notNull(),
  /** The mentor's certification level (associate … expert). */
  level: text("level").notNull(),
  /** Spoken languages (app/lib/mentorship.ts spokenLanguages). */
  languages: jsonb("languages").$type<string[]>().notNull(),
  /** World region (app/content/chapters.ts worldRegions). */
  region: text("region").notNull(),
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
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  domains: jsonb("domains").$type<string[]>().notNull(),
  level: text("level").notNull(),
  languages: jsonb("languages").$type<string[]>().notNull(),
  region: text("region").notNull(),
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
    mentorId: text("mentor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    menteeId: text("mentee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    uniqueIndex("mentorships_open_pair_idx")
      .on(table.mentorId, table.menteeId)
      .where(sql`${table.status} in ('pending', 'active')`),
  ],
);

/**
 * A member's entry in the professional directory (/community/directory), shown only while
 * `listed`. The name is always shown; every other field has its own visibility switch, and
 * searches match hidden fields never.
 */
export const directoryProfiles = pgTable(
  "directory_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    listed: boolean("listed").notNull().default(true),
    country: text("country").notNull().default(""),
    city: text("city").notNull().default(""),
    level: text("level").notNull().default(""),
    domains: jsonb("domains").$type<string[]>().notNull().default([]),
    employer: text("employer").notNull().default(""),
    bio: text("bio").notNull().default(""),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    showCountry: boolean("show_country").notNull().default(false),
    showCity: boolean("show_city").notNull().default(false),
    showLevel: boolean("show_level").notNull().default(false),
    showDomains: boolean("show_domains").notNull().default(false),
    showEmployer: boolean("show_employer").notNull().default(false),
    showBio: boolean("show_bio").notNull().default(false),
    showLanguages: boolean("show_languages").notNull().default(false),
    /** The member's credential id; the verified mark links to /partners/verify with it. */
    credentialId: text("credential_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("directory_profiles_listed_idx").on(table.listed)],
);

/** Members of the regional chapters (app/content/chapters.ts). */
export const chapterMemberships = pgTable(
  "chapter_memberships",
  {
    chapterSlug: text("chapter_slug").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chapterSlug, table.userId] }),
    index("chapter_memberships_user_idx").on(table.userId),
  ],
);
