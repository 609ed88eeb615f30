// The credential registry and its CSV imports.
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CredentialLevel, CredentialStatus } from "~/features/registry/registry";
import { users } from "~/features/auth/schema";

/**
 * The credential registry (/partners/verify, /partners/bulk-verify, /admin/credentials). The id is
 * the human-friendly credential id (app/features/registry/credential-id.ts). `status` is what staff set; an
 * active credential past its expiry date reads as expired (app/features/registry/registry.ts effectiveStatus).
 */
export const credentials = pgTable(
  "credentials",
  {
    id: text("id").primaryKey(),
    givenNames: text("given_names").notNull(),
    lastName: text("last_name").notNull(),
    /** For staff only; never shown by verification. */
    email: text("email"),
    level: text("level").$type<CredentialLevel>().notNull(),
    /** Competency domains of app/content/framework.ts. */
    domains: jsonb("domains").$type<string[]>().notNull().default([]),
    status: text("status").$type<CredentialStatus>().notNull().default("active"),
    statusReason: text("status_reason"),
    statusChangedOn: date("status_changed_on", { mode: "string" }),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    /**
     * Why the expiry date is not the rule's (app/content/cpd-rule.ts validityFrom): staff state it when
     * they issue or import a credential with another validity; null when the rule gives it.
     */
    validityReason: text("validity_reason"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The CSV import that wrote the row (null: issued one by one). While that import is still
     * running (a row in credential_imports_running) the row is invisible: every query of
     * app/features/registry/queries.server.ts skips it (docs/decisions/017).
     */
    importId: uuid("import_id"),
    /**
     * The account that holds the credential: set when a member claims a credential issued
     * to their verified address, or by an admin. Null: not yet claimed.
     */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** The holder's public credential page (/credentials/:id) is on; off by default. */
    publicPage: boolean("public_page").notNull().default(false),
    /**
     * While a renewal sent on or before the expiry date is under review, the credential reads valid
     * until this day (the end of the grace period, docs/decisions/033); null otherwise.
     */
    renewalGraceUntil: date("renewal_grace_until", { mode: "string" }),
    /** Place in the Bitstring Status Lists (schema-credentials.ts credentialStatusIndex). */
    statusIndex: integer("status_index")
      .notNull()
      .default(sql`nextval('credential_status_index')`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credentials_last_name_idx").on(table.lastName),
    index("credentials_status_idx").on(table.status),
    index("credentials_user_idx").on(table.userId),
    uniqueIndex("credentials_status_index_idx").on(table.statusIndex),
    index("credentials_import_idx")
      .on(table.importId)
      .where(sql`${table.importId} is not null`),
  ],
);

/**
 * CSV imports still writing their rows: deleting an import's row here publishes all its credentials
 * at once (one small statement, however many rows); a failed import removes its rows first.
 */
export const credentialImportsRunning = pgTable("credential_imports_running", {
  id: uuid("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
});
