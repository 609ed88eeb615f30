// Periodic tasks (digests, alerts, reminders) run once per scheduled time across instances.
import { primaryKey, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per task and scheduled time (its slot): the instance that inserts it runs the task, every
 * other instance finds it there and does not (app/lib/server/periodic.server.ts).
 */
export const periodicRuns = pgTable(
  "periodic_runs",
  {
    task: text("task").notNull(),
    slot: timestamp("slot", { withTimezone: true }).notNull(),
    /** The process that claimed the slot (host and pid). */
    owner: text("owner").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Null while running or after success; the error's message after a failure. */
    error: text("error"),
  },
  (table) => [primaryKey({ columns: [table.task, table.slot] })],
);
