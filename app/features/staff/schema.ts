import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Duty } from "~/features/auth";
import { users } from "~/features/auth/schema";

// Staff duties, declared conflicts of interest and the decision log (docs/decisions/040).

/** A duty held by a staff account; granted by an admin. One row per account and duty. */
export const staffDuties = pgTable(
  "staff_duties",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    duty: text("duty").$type<Duty>().notNull(),
    grantedBy: text("granted_by").references(() => users.id, { onDelete: "set null" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.duty] })],
);

/**
 * A conflict of interest a staff member declared with a person (an account). Withdrawn declarations
 * are kept (withdrawnAt); one standing declaration per staff member and person.
 */
export const staffConflicts = pgTable(
  "staff_conflicts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: text("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    personId: text("person_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    declaredAt: timestamp("declared_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("staff_conflicts_standing_idx")
      .on(table.staffId, table.personId)
      .where(sql`${table.withdrawnAt} is null`),
    index("staff_conflicts_person_idx").on(table.personId),
  ],
);

/**
 * The decision log: who did what to which subject, when and why. Append-only — the code has no
 * update or delete of it (only an account's deletion clears its `staffId`).
 */
export const staffDecisions = pgTable(
  "staff_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    /** Null: the step was not a staff member's (a complaint filed by a visitor), or the account is gone. */
    staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_decisions_subject_idx").on(table.subjectKind, table.subjectId, table.createdAt)],
);
