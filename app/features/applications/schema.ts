// Tables: certification applications, their evidence, referees, history and messages (docs/decisions/041).
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { EducationKey } from "~/content/certifications";
import type { FrameworkDomain } from "~/content/framework";
import type { CareerLevelKey } from "~/content/home";
import { users } from "~/features/auth/schema";
import { credentials } from "~/features/registry/schema";
import { openStates, type ApplicationState } from "./states";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type ApplicationDocumentKind = "education" | "training" | "audit" | "message";
export type RefereeRelation = "supervisor" | "manager" | "colleague" | "client";
export type RefereeAnswer = "confirmed" | "disputed";
export type FeeBasis = "member" | "nonMember";

/**
 * A person's application for one level. Open states (states.ts `openStates`): at most one per level per person,
 * held by a unique partial index, so two tabs or two parallel submits cannot open a second one.
 */
export const certificationApplications = pgTable(
  "certification_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: text("level").$type<CareerLevelKey>().notNull(),
    state: text("state").$type<ApplicationState>().notNull().default("draft"),
    /** The wizard step the candidate reached last (resumes there on any device). */
    step: text("step").notNull().default("education"),
    education: text("education").$type<EducationKey>(),
    /** The prerequisite credential picked from the registry (checked active and the applicant's at submission). */
    prerequisiteCredentialId: text("prerequisite_credential_id").references(() => credentials.id, {
      onDelete: "set null",
    }),
    /** The declaration's text version the candidate agreed to, and when. */
    declarationVersion: integer("declaration_version"),
    declaredAt: timestamp("declared_at", { withTimezone: true }),
    /** Counted at submission by the eligibility engine, kept so staff see what the candidate saw. */
    experienceMonths: integer("experience_months"),
    eligibilityOutcome: text("eligibility_outcome").$type<"eligible" | "eligibleAlternative" | "notYet">(),
    feeBasis: text("fee_basis").$type<FeeBasis>(),
    /** The audit draw at submission: the share in force (percent), the number drawn (0–9999, crypto), the outcome. */
    auditRate: integer("audit_rate"),
    auditDraw: integer("audit_draw"),
    audited: boolean("audited").notNull().default(false),
    auditEvidenceDueOn: date("audit_evidence_due_on", { mode: "string" }),
    auditEvidenceAt: timestamp("audit_evidence_at", { withTimezone: true }),
    /** The deadline of a request for more information. */
    moreInfoDueOn: date("more_info_due_on", { mode: "string" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** Approval opens the window in which the exam may be sat. */
    eligibleFrom: date("eligible_from", { mode: "string" }),
    eligibleUntil: date("eligible_until", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("certification_applications_user_idx").on(table.userId),
    index("certification_applications_state_idx").on(table.state, table.submittedAt),
    uniqueIndex("certification_applications_open_idx")
      .on(table.userId, table.level)
      .where(sql.raw(`state in (${openStates.map((state) => `'${state}'`).join(", ")})`)),
  ],
);

/**
 * A file of an application (PDF, JPEG or PNG, type decided by content). Kept in the database like CPD evidence,
 * so every instance serves it and nothing lies under the web root; served only to the applicant and staff.
 */
export const applicationDocuments = pgTable(
  "application_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ApplicationDocumentKind>().notNull(),
    /** The name the file had, cleaned (never a path); shown only to the applicant and staff. */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_documents_application_idx").on(table.applicationId)],
);

/** The education the candidate claims, with its proof. One per application (the highest completed). */
export const applicationEducation = pgTable(
  "application_education",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "cascade" }),
    level: text("level").$type<EducationKey>().notNull(),
    institution: text("institution").notNull(),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    documentId: uuid("document_id").references(() => applicationDocuments.id, { onDelete: "set null" }),
  },
  (table) => [uniqueIndex("application_education_application_idx").on(table.applicationId)],
);

/** A period of work, counted toward the level by the eligibility engine and confirmed by a referee. */
export const applicationExperience = pgTable(
  "application_experience",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "cascade" }),
    employer: text("employer").notNull(),
    role: text("role").notNull(),
    startOn: date("start_on", { mode: "string" }).notNull(),
    /** Null while it goes on. */
    endOn: date("end_on", { mode: "string" }),
    hoursPerWeek: integer("hours_per_week").notNull(),
    /** The framework's domains the duties covered (app/content/framework.ts). */
    domains: jsonb("domains").$type<FrameworkDomain[]>().notNull().default([]),
    duties: text("duties").notNull().default(""),
    refereeName: text("referee_name").notNull(),
    refereeEmail: text("referee_email").notNull(),
    refereeRelation: text("referee_relation").$type<RefereeRelation>().notNull(),
    /** The referee's language for the mail (default: the applicant's). */
    refereeLanguage: text("referee_language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_experience_application_idx").on(table.applicationId)],
);

/**
 * A request to a referee to confirm one experience entry. The link's token is random; only its SHA-256 is kept.
 * A replaced request keeps its row (history) with `replacedBy` set and its link dead. Answered once: the answer
 * columns are written by an update that requires them empty.
 */
export const refereeRequests = pgTable(
  "referee_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    experienceId: uuid("experience_id")
      .notNull()
      .references(() => applicationExperience.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "cascade" }),
    refereeName: text("referee_name").notNull(),
    refereeEmail: text("referee_email").notNull(),
    language: text("language").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    /** Reminders sent: 7 and 14 days after sending (one each, across instances). */
    remindersSent: integer("reminders_sent").notNull().default(0),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    answer: text("answer").$type<RefereeAnswer>(),
    comment: text("comment"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    replacedBy: uuid("replaced_by"),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("referee_requests_token_idx").on(table.tokenHash),
    index("referee_requests_experience_idx").on(table.experienceId),
    index("referee_requests_pending_idx")
      .on(table.sentAt)
      .where(sql`answer is null and replaced_by is null`),
  ],
);

/** Approved training the candidate took, in hours, with a certificate. */
export const applicationTraining = pgTable(
  "application_training",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    title: text("title").notNull(),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    hours: integer("hours").notNull(),
    documentId: uuid("document_id").references(() => applicationDocuments.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_training_application_idx").on(table.applicationId)],
);

/**
 * What happened to an application, in order: append-only (no code updates or deletes a row). `action` is a state
 * event of states.ts or one of the other things that happen (a referee answered, a document came…).
 */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "cascade" }),
    /** The person who acted; null for the site itself and for a referee (no account). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorKind: text("actor_kind").$type<"candidate" | "staff" | "referee" | "system">().notNull(),
    action: text("action").notNull(),
    fromState: text("from_state").$type<ApplicationState>(),
    toState: text("to_state").$type<ApplicationState>(),
    /** Why (a decision's reason, shown to the candidate). */
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_events_application_idx").on(table.applicationId, table.at)],
);

/** Messages between staff and the candidate about one application. */
export const applicationMessages = pgTable(
  "application_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    fromStaff: boolean("from_staff").notNull(),
    body: text("body").notNull(),
    documentId: uuid("document_id").references(() => applicationDocuments.id, { onDelete: "set null" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_messages_application_idx").on(table.applicationId, table.createdAt)],
);
