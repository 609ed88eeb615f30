import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Form posts already stored (app/lib/forms/idempotency.server.ts): one row per form token, written in the
 * same transaction as what the post created, with the answer given. A retried post with the same
 * token gets that answer and stores nothing new; the primary key settles concurrent duplicates.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    /** `<form name>:<token>`: the token is the random id the form carried (`_submission`). */
    key: text("key").primaryKey(),
    /** The answer of the first post (JSON: a redirect target or the action's data). */
    result: jsonb("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("form_submissions_created_at_idx").on(table.createdAt)],
);
