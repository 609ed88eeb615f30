/**
 * The schema barrel drizzle-kit reads (drizzle.config.ts) and the app imports: one file of tables per area.
 * The area files import each other directly, never this barrel, so no module loop runs through it.
 */
export * from "./schema-settings";
export * from "./schema-contact";
export * from "./schema-survey";
export * from "./schema-quiz";
export * from "./schema-accounts";
export * from "./schema-registry";
export * from "./schema-partners";
export * from "./schema-credentials";
export * from "./schema-periodic";
export * from "./schema-forum";
export * from "./schema-mentorship";
export * from "./schema-directory";
export * from "./schema-chapters";
export * from "./schema-jobs";
export * from "./schema-mail";
// Rate limits shared by every instance (docs/decisions/013).
export * from "./schema-rate-limits";
export * from "./schema-forms";
export * from "./schema-notifications";
export * from "./schema-newsletter";
// The CPD ledger
export * from "./schema-cpd";
// Renewals, audits and reminders
export * from "./schema-renewals";
// Events and registrations (decision 032)
export * from "./schema-events";
