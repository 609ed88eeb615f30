// The professional directory's entries.
import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "~/features/auth/schema";

/** A column holding a member's id that goes with the member: deleting the account deletes the row. */
function memberId(column: string) {
  return text(column).references(() => users.id, { onDelete: "cascade" });
}

/**
 * A member's entry in the professional directory (/community/directory), shown only while
 * `listed`. The name is always shown; every other field has its own visibility switch, and
 * searches match hidden fields never.
 */
export const directoryProfiles = pgTable(
  "directory_profiles",
  {
    userId: memberId("user_id").primaryKey(),
    listed: boolean("listed").notNull().default(true),
    country: text("country").notNull().default(""),
    city: text("city").notNull().default(""),
    level: text("level").notNull().default(""),
    domains: jsonb("domains").$type<string[]>().notNull().default([]),
    employer: text("employer").notNull().default(""),
    bio: text("bio").notNull().default(""),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    showCountry: boolean("show_country").notNull().default(false),
    showCity: boolean("show_city").notNull().default(false),
    showLevel: boolean("show_level").notNull().default(false),
    showDomains: boolean("show_domains").notNull().default(false),
    showEmployer: boolean("show_employer").notNull().default(false),
    showBio: boolean("show_bio").notNull().default(false),
    showLanguages: boolean("show_languages").notNull().default(false),
    /** The member's credential id; the verified mark links to /partners/verify with it. */
    credentialId: text("credential_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("directory_profiles_listed_idx").on(table.listed)],
);
