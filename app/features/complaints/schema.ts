import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "~/features/auth/schema";
import { credentials } from "~/features/registry/schema";
import type { ComplaintAbout, ComplaintOutcome, ComplaintStatus } from "./complaints";

// Complaints (ISO/IEC 17024 9.9; docs/decisions/040).

export const complaints = pgTable(
  "complaints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the complainant quotes ("CMP-5F3A9B21"). */
    reference: text("reference").notNull(),
    about: text("about").$type<ComplaintAbout>().notNull(),
    /** The credential the complaint names (validated against the registry), if any. */
    credentialId: text("credential_id").references(() => credentials.id, { onDelete: "set null" }),
    /** The holder's account when the named credential is claimed: impartiality is checked against it. */
    holderUserId: text("holder_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The holder's name as the complainant typed it (about a holder). */
    holderName: text("holder_name"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    text: text("text").notNull(),
    /** The complainant's language: their mails are in it. */
    language: text("language").notNull(),
    /** The complainant's account when they were signed in. */
    submittedBy: text("submitted_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<ComplaintStatus>().notNull().default("open"),
    outcome: text("outcome").$type<ComplaintOutcome>(),
    outcomeReason: text("outcome_reason"),
    closedBy: text("closed_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("complaints_reference_idx").on(table.reference),
    index("complaints_status_idx").on(table.status, table.createdAt),
  ],
);

/** Staff notes on a complaint (internal; never mailed). */
export const complaintNotes = pgTable(
  "complaint_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    complaintId: uuid("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("complaint_notes_complaint_idx").on(table.complaintId, table.createdAt)],
);
