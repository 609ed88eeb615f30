import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A file sent with a message (e.g. an event's .ics), its content in base64; dropped with the body once sent. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailStatus = "pending" | "sent" | "failed";

/**
 * What a message is (decision 028): "transactional" mail answers something the recipient did (a
 * confirmation link, a reset); "notification" and "newsletter" mail carry a one-click unsubscribe.
 */
export type MailCategory = "transactional" | "notification" | "newsletter";

/**
 * Outgoing mail (docs/decisions/015-mail-outbox.md): a message is stored here in the transaction of
 * the change that causes it, and a sender under a row lease delivers it, retrying with backoff.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The Message-ID header, the same on every attempt, so receivers can drop a repeated delivery. */
    messageId: text("message_id").notNull().unique(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    /** Emptied once sent: the outbox keeps no bodies of delivered mail. */
    text: text("text").notNull(),
    html: text("html"),
    language: text("language"),
    category: text("category").$type<MailCategory>().notNull().default("transactional"),
    /** Extra headers for the transport, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files attached to the message (the event's .ics), handed to nodemailer. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    /** Delivery attempts started (counted when the sender claims the message). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The sender's lease: while it lasts, no other instance claims the message. */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    leaseOwner: text("lease_owner"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_created_idx").on(table.createdAt),
  ],
);
