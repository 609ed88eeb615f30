import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Normalised: trimmed and lower-cased, so one address is stored once. */
  email: text("email").notNull().unique(),
  language: text("language").notNull(),
  source: text("source").notNull().default("home"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /**
   * Double opt-in (decision 030): only an address whose owner followed the mailed link is a
   * subscriber. Null while pending; a pending row expires (deleted) NEWSLETTER_CONFIRM_DAYS after its link.
   */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** SHA-256 (hex) of the secret in the confirmation link last mailed; null once used. */
  confirmTokenHash: text("confirm_token_hash").unique(),
  /** When that link was mailed: it expires, and a new one is mailed at most every few minutes. */
  confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
});

/** Messages sent through /contact; staff read them in the admin area. */

/**
 * Newsletter issues (decision 030). An issue is a draft until an admin sends it; sending
 * writes one delivery row per confirmed subscriber, and a periodic task queues them into the mail
 * outbox in batches (`queuedAt`), so each subscriber gets the issue once, whatever the instances.
 */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "draft" → "sending" (deliveries written) → "sent" (every delivery queued). */
  status: text("status").$type<"draft" | "sending" | "sent">().notNull().default("draft"),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  /** Recipients when sending began (the progress bar's whole). */
  recipients: integer("recipients").notNull().default(0),
});

/** An issue's words in one language (markdown). English is required; others fall back to it. */
export const newsletterIssueVersions = pgTable(
  "newsletter_issue_versions",
  {
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.language] })],
);

/** One subscriber's copy of an issue: written when sending starts, queued into the outbox by a task. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => newsletterSubscriptions.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    language: text("language").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (t) => [
    unique("newsletter_deliveries_issue_email").on(t.issueId, t.email),
    index("newsletter_deliveries_due").on(t.issueId, t.queuedAt),
  ],
);
