// The forum's tables: categories, discussions, tags, posts, reactions, flags.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "~/features/auth/schema";

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
    // The list's "latest" order (pinned first): a page is read from the index, not sorted from every row.
    index("forum_discussions_list_idx").on(
      table.pinned.desc().nullsFirst(),
      table.lastPostAt.desc().nullsFirst(),
      table.id,
    ),
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
    // The few hidden opening posts: "is this discussion visible" is a look-up, not a scan of every post.
    index("forum_posts_hidden_opening_idx")
      .on(table.discussionId)
      .where(sql`${table.opening} and ${table.hiddenAt} is not null`),
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
