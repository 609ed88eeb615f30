// Tables: the CPD ledger (docs/decisions/031).
import { sql } from "drizzle-orm";
import { customType, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CpdCategory, CpdSource } from "~/content/cpd-rule";
import { users } from "~/features/auth/schema";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A file a member attached to a ledger entry as evidence (PDF, JPEG or PNG, type checked by its
 * content). Kept in the database, so every instance serves it; only the member and admins see it.
 */
export const cpdEvidence = pgTable(
  "cpd_evidence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The name the member's file had, shown only to them and admins; never used as a path. */
    fileName: text("file_name").notNull(),
    /** Decided from the content: application/pdf, image/jpeg or image/png. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cpd_evidence_user_idx").on(table.userId)],
);

/**
 * One entry of a member's CPD ledger. Hours in tenths (1.5 h = 15). Entries the site records itself
 * (an event attended, a mentorship completed, an answer accepted) carry their source and a reference,
 * unique per member, so recording one twice stores it once.
 */
export const cpdActivities = pgTable(
  "cpd_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activityDate: date("activity_date", { mode: "string" }).notNull(),
    category: text("category").$type<CpdCategory>().notNull(),
    hoursTenths: integer("hours_tenths").notNull(),
    provider: text("provider").notNull().default(""),
    description: text("description").notNull().default(""),
    source: text("source").$type<CpdSource>().notNull().default("manual"),
    /** For automatic entries: the event registration, mentorship or post it comes from. */
    sourceRef: text("source_ref"),
    evidenceId: uuid("evidence_id").references(() => cpdEvidence.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cpd_activities_user_date_idx").on(table.userId, table.activityDate),
    uniqueIndex("cpd_activities_source_idx")
      .on(table.userId, table.source, table.sourceRef)
      .where(sql`${table.sourceRef} is not null`),
  ],
);
