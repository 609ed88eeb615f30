// Notifications: what a member is told, how they want to hear of it, what they watch.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Delivery, NotificationData, NotificationType } from "~/features/notifications/types";
import { forumCategories, forumDiscussions } from "~/features/forum/schema";
import { mentorships } from "~/features/mentorship/schema";
import { partnerApplications } from "~/features/partners/schema";
import { users } from "~/features/auth/schema";

/**
 * One thing a member is told (app/features/notifications/notify.server.ts). `data` holds what the list and
 * the mail show (a title, a site path, the actor's name), never words of the mail itself: those are
 * translated when shown, in the reader's language. `emailedAt` marks the instant mail, `digestedAt`
 * the digest that carried it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    data: jsonb("data").$type<NotificationData>().notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    digestedAt: timestamp("digested_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_user_created_idx").on(table.userId, table.createdAt),
    // The header's unread count: one index-only count per signed-in request.
    index("notifications_unread_idx")
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** A member's choice per type; a type without a row has its default (app/features/notifications/types.ts). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    delivery: text("delivery").$type<Delivery>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/**
 * Digests sent: one row per member, frequency and period (the period's start). Inserting the row is
 * the claim, so a member gets one digest per period however many runners try (bookkeeping: no page
 * shows it).
 */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency").$type<"daily" | "weekly">().notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.frequency, table.periodStart] })],
);

/** A member watches a discussion (told of every reply) or mutes it (told of nothing in it). */
export const forumDiscussionWatches = pgTable(
  "forum_discussion_watches",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    discussionId: uuid("discussion_id")
      .notNull()
      .references(() => forumDiscussions.id, { onDelete: "cascade" }),
    level: text("level").$type<"watch" | "mute">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.discussionId] }),
    index("forum_discussion_watches_discussion_idx").on(table.discussionId),
  ],
);

/** A member watches a category: told of every new discussion and reply in it. */
export const forumCategoryWatches = pgTable(
  "forum_category_watches",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => forumCategories.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.categoryId] }),
    index("forum_category_watches_category_idx").on(table.categoryId),
  ],
);

/**
 * The decision on a partnership application (docs/decisions/034-partnership-decisions.md): inserting
 * the row is the claim, so two admins (or a double click) decide once, grant once and mail once.
 * `reason` is the staff's words for a decline, mailed to the applicant.
 */
export const partnerApplicationDecisions = pgTable("partner_application_decisions", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => partnerApplications.id, { onDelete: "cascade" }),
  decision: text("decision").$type<"approved" | "declined">().notNull(),
  reason: text("reason"),
  /** approved: "granted" (an account had the role given) or "invited" (a link to create one was mailed). */
  outcome: text("outcome").$type<"granted" | "invited" | "declined">().notNull(),
  decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
  decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An approved partnership application whose address has no confirmed account yet
 * (docs/decisions/034-partnership-decisions.md): the mailed link's token is stored hashed (SHA-256),
 * single use, expiring. Accepting it — signed in, with a confirmed account at `email` — grants the
 * partner role. One invitation per application.
 */
export const partnerInvitations = pgTable("partner_invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  applicationId: uuid("application_id")
    .notNull()
    .unique()
    .references(() => partnerApplications.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * Mails this invitation caused: 1 for the approval's, one more each time staff send it again (a new
   * token replaces the old) or grant the role on it. The admin's form carries the count it showed:
   * the update that sends again requires it, so a double click or two admins send once.
   */
  sends: integer("sends").notNull().default(1),
  /** When the current link was mailed (the approval, or the last time it was sent again). */
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Your mentorship ends soon" told once per mentorship: inserting the row is the claim, so two
 * instances or a restart tell nobody twice.
 */
export const mentorshipEndingNotices = pgTable("mentorship_ending_notices", {
  mentorshipId: uuid("mentorship_id")
    .primaryKey()
    .references(() => mentorships.id, { onDelete: "cascade" }),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
