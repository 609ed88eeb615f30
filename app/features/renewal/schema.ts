// Tables: renewals of credentials, their audits, and the reminders sent (docs/decisions/033).
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CredentialLevel } from "~/features/registry";
import type { RenewalSnapshot, RenewalStatus, ReminderThreshold } from "~/features/renewal/renewal";
import { users } from "~/features/auth/schema";
import { credentials } from "~/features/registry/schema";

/**
 * A holder's request to renew a credential for the next cycle. The counted ledger entries are copied
 * into `snapshot` at submission, so later edits of the ledger do not change what staff review.
 * One open renewal (submitted, inAudit, evidenceReady) per credential: a unique partial index.
 */
export const credentialRenewals = pgTable(
  "credential_renewals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    credentialId: text("credential_id")
      .notNull()
      .references(() => credentials.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<RenewalStatus>().notNull().default("submitted"),
    level: text("level").$type<CredentialLevel>().notNull(),
    /** The cycle reviewed: the credential's issue and expiry dates at submission. */
    cycleStart: date("cycle_start", { mode: "string" }).notNull(),
    cycleEnd: date("cycle_end", { mode: "string" }).notNull(),
    requiredTenths: integer("required_tenths").notNull(),
    countedTenths: integer("counted_tenths").notNull(),
    snapshot: jsonb("snapshot").$type<RenewalSnapshot>().notNull(),
    /** The holder confirmed following the code of conduct (the form's checkbox). */
    conductConfirmedAt: timestamp("conduct_confirmed_at", { withTimezone: true }).notNull(),
    /** The audit draw: the rate in force (percent), the number drawn (0–9999, crypto), and its outcome. */
    auditRate: integer("audit_rate").notNull(),
    auditDraw: integer("audit_draw").notNull(),
    audited: boolean("audited").notNull().default(false),
    evidenceRequestedAt: timestamp("evidence_requested_at", { withTimezone: true }),
    evidenceReadyAt: timestamp("evidence_ready_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    declineReason: text("decline_reason"),
    /** The validity the approval gave. */
    newIssuedOn: date("new_issued_on", { mode: "string" }),
    newExpiresOn: date("new_expires_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("credential_renewals_open_idx")
      .on(table.credentialId)
      .where(sql`${table.status} in ('submitted', 'inAudit', 'evidenceReady')`),
    index("credential_renewals_credential_idx").on(table.credentialId, table.createdAt),
    index("credential_renewals_status_idx").on(table.status),
  ],
);

/**
 * Reminders mailed (180, 90, 30, 7 days before expiry, and the lapse notice): one row per credential,
 * threshold and expiry date, inserted in the transaction that queues the mail, so two instances or a
 * restart send each once. A renewal moves the expiry date: the next cycle's reminders are new rows.
 */
export const credentialRenewalReminders = pgTable(
  "credential_renewal_reminders",
  {
    credentialId: text("credential_id")
      .notNull()
      .references(() => credentials.id, { onDelete: "cascade" }),
    threshold: text("threshold").$type<ReminderThreshold>().notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.credentialId, table.threshold, table.expiresOn] })],
);
