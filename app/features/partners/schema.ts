// Partnership applications and their drafts.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ApplicationStatus } from "~/features/registry";

/** Partnership applications from /partners/apply, reviewed in /admin/applications. */
export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisation: text("organisation").notNull(),
    organisationType: text("organisation_type").notNull(),
    tier: text("tier").notNull(),
    country: text("country").notNull(),
    website: text("website"),
    contactName: text("contact_name").notNull(),
    contactRole: text("contact_role"),
    email: text("email").notNull(),
    phone: text("phone"),
    contribution: text("contribution").notNull(),
    areas: jsonb("areas").$type<string[]>().notNull().default([]),
    language: text("language").notNull(),
    status: text("status").$type<ApplicationStatus>().notNull().default("new"),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("partner_applications_status_idx").on(table.status)],
);

/**
 * An application being written (the multi-step form): the random id is kept in a cookie, so the
 * typed values survive reloads and steps without JavaScript. Deleted when the application is sent.
 */
export const partnerApplicationDrafts = pgTable("partner_application_drafts", {
  id: uuid("id").primaryKey().defaultRandom(),
  step: integer("step").notNull().default(0),
  values: jsonb("values").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
