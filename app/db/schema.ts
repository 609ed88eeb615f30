/**
 * The schema barrel drizzle-kit reads (drizzle.config.ts) and the app imports: one file of tables per area.
 * The area files import each other directly, never this barrel, so no module loop runs through it.
 */
export * from "~/lib/server/schema-settings";
export * from "~/features/contact/schema";
export * from "~/features/survey/schema";
export * from "~/features/quiz/schema";
export * from "~/features/auth/schema";
export * from "~/features/registry/schema";
export * from "~/features/partners/schema";
export * from "~/features/credentials/schema";
export * from "~/lib/server/schema-periodic";
export * from "~/features/forum/schema";
export * from "~/features/mentorship/schema";
export * from "~/features/directory/schema";
export * from "~/features/chapters/schema";
export * from "~/features/jobs/schema";
export * from "~/lib/mail/schema";
// Rate limits shared by every instance (docs/decisions/013).
export * from "~/lib/server/schema-rate-limits";
export * from "~/lib/forms/schema";
export * from "~/features/notifications/schema";
export * from "~/features/newsletter/schema";
// The CPD ledger
export * from "~/features/cpd/schema";
// Renewals, audits and reminders
export * from "~/features/renewal/schema";
// Events and registrations (decision 032)
export * from "~/features/events/schema";
// Staff duties, conflicts of interest, the decision log; complaints (decision 040)
export * from "~/features/staff/schema";
export * from "~/features/complaints/schema";
// Invoices, payments and refunds (decision 039)
export * from "~/features/payments/schema";
// Certification applications (decision 041)
export * from "~/features/applications/schema";
// The exam item bank and frozen exam forms (decision 047)
export * from "~/features/exams/schema";
