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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";

/** A column holding a member's id that goes with the member: deleting the account deletes the row. */
function memberId(column: string) {
  return text(column).references(() => users.id, { onDelete: "cascade" });
}

// Forum

/**
 * Forum categories are data rows found by `slug`: the fixed ones (names in the forum namespace,
 * `categories.<slug>`) and those other features add, e.g. one per regional chapter (`name` shown as is).
 */
export const forumCategories = pgTable("forum_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  /** Shown when the forum namespace has no name for the slug. */
  name: text("name").notNull(),
  description: text("description"),
  /** Order in the category list (smaller first). */
  position: integer("position").notNull().default(100),
  /** Only administrators may start discussions here (announcements). */
  staffOnly: boolean("staff_only").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A discussion: its title, category and state; the opening post and the replies are forum_posts. */
export const forumDiscussions = pgTable(
  "forum_discussions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => forumCategories.id, { onDelete: "restrict" }),
    /** Null once the author's account is deleted ("former member"). */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** Pinned discussions come first in every list. */
    pinned: boolean("pinned").notNull().default(false),
    /** Locked: no new replies and no edits. */
    locked: boolean("locked").notNull().default(false),
    /** The reply the discussion's author marked as the answer. */
    acceptedPostId: uuid("accepted_post_id").references((): AnyPgColumn => forumPosts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The time of the newest reply (or the opening post): the "latest" order. */
    lastPostAt: timestamp("last_post_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("forum_discussions_category_idx").on(table.categoryId),
    index("forum_discussions_last_post_idx").on(table.lastPostAt),
    index("forum_discussions_author_idx").on(table.authorId),
    // Search (ILIKE '%words%') through trigrams (pg_trgm, on PGlite and PostgreSQL): no full scan.
    index("forum_discussions_title_trgm_idx").using("gin", sql`${table.title} gin_trgm_ops`),
  ],
);

/** Free tags of a discussion (normalised, at most 5). */
export const forumDiscussionTags = pgTable(
  "forum_discussion_tags",
  {
    discussionId: uuid("discussion_id")
      .notNull()
      .references(() => forumDiscussions.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
  },
  (table) => [primaryKey({ columns: [table.discussionId, table.tag] }), index("forum_tags_tag_idx").on(table.tag)],
);

/**
 * Posts: the opening post of a discussion (`opening`) and its replies. The markdown source is
 * stored with its sanitised HTML, rendered on the server when written (docs/decisions/017). Deleting is soft (`deletedAt`: a placeholder keeps
 * the thread readable); `hiddenAt` hides a post until an administrator reviews it.
 */
export const forumPosts = pgTable(
  "forum_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    discussionId: uuid("discussion_id")
      .notNull()
      .references(() => forumDiscussions.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    opening: boolean("opening").notNull().default(false),
    body: text("body").notNull(),
    /** `body` rendered and sanitised when written (never per view), by renderer version `bodyHtmlVersion`. */
    bodyHtml: text("body_html"),
    bodyHtmlVersion: integer("body_html_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** Why it is hidden: "flags" (three members flagged it) or "admin". */
    hiddenBy: text("hidden_by").$type<"flags" | "admin">(),
  },
  (table) => [
    index("forum_posts_discussion_idx").on(table.discussionId, table.createdAt),
    index("forum_posts_author_idx").on(table.authorId, table.createdAt),
    index("forum_posts_body_trgm_idx").using("gin", sql`${table.body} gin_trgm_ops`),
  ],
);

/** Likes: one per member per post. */
export const forumReactions = pgTable(
  "forum_reactions",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: memberId("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("forum_reactions_post_user_idx").on(table.postId, table.userId),
    // Deleting an account removes its reactions and flags: found by member, not by scanning.
    index("forum_reactions_user_idx").on(table.userId),
  ],
);

/**
 * Flags members raise on a post (one per member per post). Open flags have no `resolvedAt`; an
 * administrator's review (hide or restore) resolves them.
 */
export const forumFlags = pgTable(
  "forum_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: memberId("user_id").notNull(),
    reason: text("reason").$type<"spam" | "abuse" | "offTopic" | "other">().notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("forum_flags_post_user_idx").on(table.postId, table.userId),
    index("forum_flags_open_idx").on(table.resolvedAt),
    index("forum_flags_user_idx").on(table.userId),
  ],
);

// Mentorship, directory, chapters

/**
 * What a mentor's offer and a mentee's wishes both hold, one row per member: the suggested
 * matches compare them (app/lib/community/mentorship.ts). A function, so each table gets its own columns.
 */
function mentorshipMatchColumns() {
  return {
    userId: memberId("user_id").primaryKey(),
    /** Framework domains (app/content/framework.ts). */
    domains: jsonb("domains").$type<string[]>().notNull(),
    /** The mentor's certification level, or the mentee's own (associate … expert). */
    level: text("level").notNull(),
    /** Spoken languages (app/lib/community/mentorship.ts spokenLanguages). */
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

/**
 * A member's entry in the professional directory (/community/directory), shown only while
 * `listed`. The name is always shown; every other field has its own visibility switch, and
 * searches match hidden fields never.
 */
export const directoryProfiles = pgTable(
  "directory_profiles",
  {
    userId: memberId("user_id").primaryKey(),
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
    userId: memberId("user_id").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chapterSlug, table.userId] }),
    index("chapter_memberships_user_idx").on(table.userId),
  ],
);
