// Tables: signed Open Badges 3.0 credentials (docs/decisions/022).
import { sql } from "drizzle-orm";
import { pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The issuer's Ed25519 signing keys (multikey). One key is current (retired_at null); a rotation
 * retires it and creates the next one. Retired keys stay published in the issuer's DID document, so
 * credentials signed with them still verify. The secret half never leaves the server.
 */
export const issuerKeys = pgTable(
  "issuer_keys",
  {
    /** The verification method's fragment, e.g. "key-20261126-3f9a" (the id is `${did}#${id}`). */
    id: text("id").primaryKey(),
    publicKeyMultibase: text("public_key_multibase").notNull(),
    /** The secret key (multibase), sealed with the server's secret (lib/credentials/keys.server.ts). */
    secretKeySealed: text("secret_key_sealed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the key stopped signing; null for the current key. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [
    // At most one current key, whatever the number of instances starting at once.
    uniqueIndex("issuer_keys_one_current_idx")
      .on(sql`(${table.retiredAt} is null)`)
      .where(sql`${table.retiredAt} is null`),
  ],
);

/**
 * A credential's place in the issuer's Bitstring Status Lists: credential N sits at bit
 * (N mod list size) of list floor(N / list size), the same place in the revocation and the
 * suspension list. Allocated once per credential from this sequence (never reused).
 */
export const credentialStatusIndex = pgSequence("credential_status_index", { startWith: 0, minValue: 0 });
