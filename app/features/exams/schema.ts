/**
 * Tables of the exam item bank (docs/decisions/047): items and their translations, case studies and theirs, the
 * log of every change, and the frozen exam forms. The key of an item is here: these tables are read only by
 * `*.server.ts` modules of the bank, never shipped to a browser.
 *
 * Author and reviewer ids are text, not references to accounts: an imported bank names the people of the bank it
 * came from (decision 046's person ids), who may have no account here. Who acted here (the log's actor, the
 * translation's reviewer, the form's maker) is always an account, and references it.
 *
 * The file is the feature's `schema.ts` (not under bank/) because that is the one module of a feature the schema
 * barrel and other features' tables may import (decision 038's door rule); the bank's code lives in bank/.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
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
import type { FrameworkDomain, FrameworkLevel } from "~/content/framework";
import { certificationApplications } from "~/features/applications/schema";
import { users } from "~/features/auth/schema";
import { events } from "~/features/events/schema";
import type { LanguageCode } from "~/lib/i18n/languages";
import { activeAttemptStates, attemptStates, type AttemptEvent, type AttemptState } from "./engine/attempts";
import type { Blueprint } from "./engine/blueprint";
import type { DomainResult } from "./engine/scoring";
import type { SessionDelivery } from "./engine/sessions";
import type { ItemOption, ItemStatus, ItemType } from "./items/model";

/** A case study: the scenario several items share. Its texts are in `examCaseTranslations`. */
export const examCaseStudies = pgTable("exam_case_studies", {
  /** The model's id (an NCName): what items, exports and forms refer to. */
  id: text("id").primaryKey(),
  /** Bumped by every change; a change names the version it was made on, so a stale edit is refused. */
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const examCaseTranslations = pgTable(
  "exam_case_translations",
  {
    caseId: text("case_id")
      .notNull()
      .references(() => examCaseStudies.id, { onDelete: "cascade" }),
    language: text("language").$type<LanguageCode>().notNull(),
    scenario: text("scenario").notNull(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.language] })],
);

/**
 * An exam item: what does not depend on the language. `status` moves only through `moveProblem` (draft →
 * reviewed → live → retired, reviewed → draft), each move logged in `examItemEvents` in its transaction.
 */
export const examItems = pgTable(
  "exam_items",
  {
    id: text("id").primaryKey(),
    domain: text("domain").$type<FrameworkDomain>().notNull(),
    level: text("level").$type<FrameworkLevel>().notNull(),
    type: text("type").$type<ItemType>().notNull(),
    /** Restrict: a case with items cannot be deleted from under them. */
    caseId: text("case_id").references(() => examCaseStudies.id, { onDelete: "restrict" }),
    /** The correct options' ids, the same in every language. */
    key: jsonb("key").$type<string[]>().notNull(),
    status: text("status").$type<ItemStatus>().notNull().default("draft"),
    authorId: text("author_id").notNull(),
    reviewerId: text("reviewer_id"),
    /** Bumped by every change of the item or its texts (optimistic concurrency, as for cases). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("exam_items_level_status_idx").on(table.level, table.status, table.domain),
    index("exam_items_case_idx").on(table.caseId),
    check("exam_items_status_check", sql`${table.status} in ('draft', 'reviewed', 'live', 'retired')`),
    // The four-eyes rule held by the table too: no code path can store an author as reviewer.
    check("exam_items_reviewer_check", sql`${table.reviewerId} is null or ${table.reviewerId} <> ${table.authorId}`),
  ],
);

/** What a translator writes: the stem, the options (same ids in every language) and the rationale. */
export const examItemTranslations = pgTable(
  "exam_item_translations",
  {
    itemId: text("item_id")
      .notNull()
      .references(() => examItems.id, { onDelete: "cascade" }),
    language: text("language").$type<LanguageCode>().notNull(),
    stem: text("stem").notNull(),
    options: jsonb("options").$type<ItemOption[]>().notNull(),
    rationale: text("rationale").notNull().default(""),
    /** Checked against English by someone other than the item's author. */
    reviewed: boolean("reviewed").notNull().default(false),
    /** The account that reviewed it here; null for a review that came with an import, or none yet. */
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.language] })],
);

/** What happened in the bank. */
export type ExamBankAction =
  "created" | "edited" | "translationSaved" | "translationReviewed" | "moved" | "imported" | "caseSaved";

/**
 * Every change of the bank, in the transaction that made it: append-only (no code updates or deletes a row), and
 * items and cases are never deleted while they have a history (no cascade). One of `itemId` and `caseId` is set.
 */
export const examItemEvents = pgTable(
  "exam_item_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: text("item_id").references(() => examItems.id, { onDelete: "restrict" }),
    caseId: text("case_id").references(() => examCaseStudies.id, { onDelete: "restrict" }),
    /** The account that acted; null once the account is deleted (the row stays). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").$type<ExamBankAction>().notNull(),
    fromStatus: text("from_status").$type<ItemStatus>(),
    toStatus: text("to_status").$type<ItemStatus>(),
    /** The translation a translation event is about. */
    language: text("language").$type<LanguageCode>(),
    /** The item's (or case's) version after the change. */
    version: integer("version").notNull(),
    reason: text("reason").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("exam_item_events_item_idx").on(table.itemId, table.at),
    index("exam_item_events_case_idx").on(table.caseId, table.at),
    check("exam_item_events_subject_check", sql`num_nonnulls(${table.itemId}, ${table.caseId}) = 1`),
  ],
);

/**
 * A frozen exam form: the items drawn by `assembleForm` for a level and a set of languages, in order, with the
 * seed and the blueprint they were drawn to, so the draw can be rebuilt and explained. Never updated.
 */
export const examForms = pgTable(
  "exam_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    level: text("level").$type<FrameworkLevel>().notNull(),
    /** The languages every item of the form has a reviewed translation in, sorted. */
    languages: jsonb("languages").$type<LanguageCode[]>().notNull(),
    /** The form's item ids in the engine's order (domain by domain). */
    itemIds: jsonb("item_ids").$type<string[]>().notNull(),
    caseIds: jsonb("case_ids").$type<string[]>().notNull(),
    seed: text("seed").notNull(),
    blueprint: jsonb("blueprint").$type<Blueprint>().notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    frozenAt: timestamp("frozen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("exam_forms_level_idx").on(table.level, table.frozenAt)],
);

/**
 * The items of a form, one row each: the item's version when frozen (live items do not change, but the number
 * says so), and a reference that keeps an item on a form from being deleted. Also answers "which forms carry
 * this item" (exposure) without reading every form's list.
 */
export const examFormItems = pgTable(
  "exam_form_items",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => examForms.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    itemId: text("item_id")
      .notNull()
      .references(() => examItems.id, { onDelete: "restrict" }),
    itemVersion: integer("item_version").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.formId, table.position] }),
    index("exam_form_items_item_idx").on(table.itemId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Sitting the exam (docs/decisions/048): sessions, their staff, attempts (a booking is an attempt in "booked"),
// the clock's pauses, the answers, the log of every step and result change, and accommodations.
// ---------------------------------------------------------------------------------------------------------------

export type SessionStatus = "open" | "closed" | "cancelled";

/**
 * An exam session of one level: at a test centre (`venue`, a capacity of desks) or online with a remote
 * invigilator (a capacity of candidates one invigilator watches). `booked` counts seats taken by attempts that
 * are not cancelled; a seat is taken by `update … set booked = booked + 1 where booked < capacity`, so two
 * parallel bookings can never share the last seat (the check constraint holds it too).
 */
export const examSessions = pgTable(
  "exam_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    level: text("level").$type<FrameworkLevel>().notNull(),
    delivery: text("delivery").$type<SessionDelivery>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** The IANA zone the session is announced in (the test centre's, or the one staff chose for online). */
    timeZone: text("time_zone").notNull(),
    /** A test centre's name and address as one text; null online. */
    venue: text("venue"),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
    status: text("status").$type<SessionStatus>().notNull().default("open"),
    /** The exam window (an event of type "exam") the session belongs to, if any: the calendar links to booking. */
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("exam_sessions_level_start_idx").on(table.level, table.startsAt),
    index("exam_sessions_event_idx").on(table.eventId),
    check("exam_sessions_delivery_check", sql`${table.delivery} in ('testCentre', 'online')`),
    check("exam_sessions_status_check", sql`${table.status} in ('open', 'closed', 'cancelled')`),
    check(
      "exam_sessions_seats_check",
      sql`${table.capacity} > 0 and ${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`,
    ),
  ],
);

export type SessionStaffRole = "invigilator" | "assessor";

/** Who invigilates (or assesses at) a session: only they see its candidates and admit them. */
export const examSessionStaff = pgTable(
  "exam_session_staff",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => examSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<SessionStaffRole>().notNull(),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId, table.role] }),
    index("exam_session_staff_user_idx").on(table.userId),
  ],
);

/** Where a result stands: pending until scored and confirmed; withheld for an incident; released or voided. */
export type ResultStatus = "pending" | "withheld" | "released" | "voided";
/** The certification decision on a released result (ISO/IEC 17024 9.4: by someone who did not examine). */
export type ExamDecision = "certified" | "notCertified";

/**
 * One attempt at a level's exam, from the booking to the decision. The engine's attempts.ts says which state
 * follows which and who moves it; every move is a conditional update on the state read, logged in
 * `examAttemptEvents` in its transaction. The key never is here: scores are computed on the server from the bank.
 */
export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The approved application whose eligibility window this attempt is sat in. */
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "restrict" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => examSessions.id, { onDelete: "restrict" }),
    level: text("level").$type<FrameworkLevel>().notNull(),
    /** The language the candidate sits in: one a complete reviewed form exists in. */
    language: text("language").$type<LanguageCode>().notNull(),
    /** 1 for the first attempt in the window, 2 and 3 for retakes (retakes.ts). */
    number: integer("number").notNull().default(1),
    state: text("state").$type<AttemptState>().notNull().default("booked"),
    /** The frozen form drawn at the start, and the seed of this attempt's item and option order. */
    formId: uuid("form_id").references(() => examForms.id, { onDelete: "restrict" }),
    seed: text("seed"),
    /** The one-time admission code: its hash only, and until when it may be used. */
    admissionCodeHash: text("admission_code_hash"),
    admissionExpiresAt: timestamp("admission_expires_at", { withTimezone: true }),
    admittedBy: text("admitted_by").references(() => users.id, { onDelete: "set null" }),
    admittedAt: timestamp("admitted_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Approved extra time (an accommodation), copied at admission so the clock never changes mid-attempt. */
    extraTimePercent: integer("extra_time_percent").notNull().default(0),
    /** Why an invigilator ended the attempt. */
    endReason: text("end_reason"),
    rawScore: integer("raw_score"),
    maxScore: integer("max_score"),
    scaledScore: integer("scaled_score"),
    passed: boolean("passed"),
    domainResults: jsonb("domain_results").$type<DomainResult[]>(),
    resultStatus: text("result_status").$type<ResultStatus>().notNull().default("pending"),
    decision: text("decision").$type<ExamDecision>(),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Reminder days (sessions.ts `reminderDays`) already sent for this booking. */
    remindersSent: jsonb("reminders_sent").$type<number[]>().notNull().default([]),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("exam_attempts_user_idx").on(table.userId, table.level),
    index("exam_attempts_session_idx").on(table.sessionId),
    index("exam_attempts_application_idx").on(table.applicationId),
    // One attempt at a time per person and level: two tabs booking at once get one seat between them.
    uniqueIndex("exam_attempts_active_idx")
      .on(table.userId, table.level)
      .where(sql.raw(`state in (${activeAttemptStates.map((state) => `'${state}'`).join(", ")})`)),
    check("exam_attempts_state_check", sql.raw(`state in (${attemptStates.map((state) => `'${state}'`).join(", ")})`)),
    check("exam_attempts_result_check", sql`${table.resultStatus} in ('pending', 'withheld', 'released', 'voided')`),
    check("exam_attempts_extra_time_check", sql`${table.extraTimePercent} between 0 and 200`),
  ],
);

/** The invigilator's pauses of an attempt's clock (timer.ts): `to` null while it runs. */
export const examAttemptPauses = pgTable(
  "exam_attempt_pauses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    from: timestamp("from_at", { withTimezone: true }).notNull(),
    to: timestamp("to_at", { withTimezone: true }),
    by: text("by").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
  },
  (table) => [index("exam_attempt_pauses_attempt_idx").on(table.attemptId, table.from)],
);

/**
 * The candidate's answer to one item of the attempt: the chosen option ids and the review flag. Saved with each
 * click while the attempt runs (one statement that reads the attempt's state under a share lock, so a save can
 * never land after the submit); `revision` is the browser's counter, so a retried or late save of an older
 * answer never overwrites a newer one. Never changed once the attempt ended.
 */
export const examResponses = pgTable(
  "exam_responses",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    itemId: text("item_id")
      .notNull()
      .references(() => examItems.id, { onDelete: "restrict" }),
    choice: jsonb("choice").$type<string[]>().notNull().default([]),
    flagged: boolean("flagged").notNull().default(false),
    revision: integer("revision").notNull().default(0),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.itemId] })],
);

/** What happened to an attempt or its result: the engine's events, and the result's and the booking's changes. */
export type ExamAttemptAction =
  AttemptEvent | "booked" | "rescheduled" | "incident" | "withheld" | "released" | "voided" | "decided";

/** Append-only, like the bank's log: every step of an attempt and every change to its result, with who and why. */
export const examAttemptEvents = pgTable(
  "exam_attempt_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").$type<ExamAttemptAction>().notNull(),
    fromState: text("from_state").$type<AttemptState>(),
    toState: text("to_state").$type<AttemptState>(),
    reason: text("reason").notNull().default(""),
    /** What else the step needs kept (the session moved from, the decision, the scores before a change). */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("exam_attempt_events_attempt_idx").on(table.attemptId, table.at)],
);

export type AccommodationStatus = "requested" | "approved" | "declined" | "withdrawn";

/**
 * A request for a reasonable adjustment (ISO/IEC 17024 9.3), for the attempts of one approved application:
 * what the candidate asks in their words, and what exam staff approved (extra time, which the timer applies).
 */
export const examAccommodations = pgTable(
  "exam_accommodations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "cascade" }),
    request: text("request").notNull(),
    status: text("status").$type<AccommodationStatus>().notNull().default("requested"),
    extraTimePercent: integer("extra_time_percent").notNull().default(0),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("exam_accommodations_application_idx").on(table.applicationId),
    index("exam_accommodations_status_idx").on(table.status, table.createdAt),
    // One open or approved request per application: a second is an edit of the first.
    uniqueIndex("exam_accommodations_live_idx")
      .on(table.applicationId)
      .where(sql.raw(`status in ('requested', 'approved')`)),
    check("exam_accommodations_extra_time_check", sql`${table.extraTimePercent} between 0 and 200`),
  ],
);

// ——— The Expert level's portfolio and panel (docs/decisions/053) ———

/** draft → submitted → assessing (two assessors assigned) → awaitingThird (they disagree) → scored. */
export type PortfolioState = "draft" | "submitted" | "assessing" | "awaitingThird" | "scored";
export const portfolioStates = ["draft", "submitted", "assessing", "awaitingThird", "scored"] as const;

/** What the candidate writes: the projects they led and the evidence of their expertise. */
export type PortfolioSections = {
  projects: Array<{ title: string; role: string; year: number; summary: string }>;
  expertise: string;
};

/**
 * An Expert candidate's portfolio for one approved application, and the panel's outcome once scored: the final
 * score (the mean of the two counting assessors, so it may end in .5), pass or fail, and whether exam
 * administration released it to the candidate. Every move is a conditional update on the state read.
 */
export const examPortfolios = pgTable(
  "exam_portfolios",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => certificationApplications.id, { onDelete: "restrict" }),
    level: text("level").$type<FrameworkLevel>().notNull(),
    state: text("state").$type<PortfolioState>().notNull().default("draft"),
    sections: jsonb("sections").$type<PortfolioSections>().notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    finalScore: doublePrecision("final_score"),
    panelPassed: boolean("panel_passed"),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("exam_portfolios_application_idx").on(table.applicationId),
    index("exam_portfolios_user_idx").on(table.userId, table.level),
    check("exam_portfolios_state_check", sql.raw(`state in (${portfolioStates.map((s) => `'${s}'`).join(", ")})`)),
  ],
);

/**
 * One assessor's place on a portfolio's panel (slot 1 and 2, slot 3 for a disagreement) and, once submitted, their
 * scores and comments per criterion. Submitted scores never change: the update that writes them requires
 * `submitted_at is null`.
 */
export const examPanelAssessments = pgTable(
  "exam_panel_assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    portfolioId: uuid("portfolio_id")
      .notNull()
      .references(() => examPortfolios.id, { onDelete: "cascade" }),
    assessorId: text("assessor_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    slot: integer("slot").notNull(),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    scores: jsonb("scores").$type<Record<string, number>>(),
    comments: jsonb("comments").$type<Record<string, string>>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("exam_panel_assessments_slot_idx").on(table.portfolioId, table.slot),
    uniqueIndex("exam_panel_assessments_assessor_idx").on(table.portfolioId, table.assessorId),
    index("exam_panel_assessments_queue_idx").on(table.assessorId),
    check("exam_panel_assessments_slot_check", sql`${table.slot} between 1 and 3`),
  ],
);

export type PortfolioAction = "saved" | "submitted" | "assigned" | "scored" | "thirdNeeded" | "completed" | "released";

/** Append-only: every change to a portfolio and its panel, with who and what. */
export const examPortfolioEvents = pgTable(
  "exam_portfolio_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    portfolioId: uuid("portfolio_id")
      .notNull()
      .references(() => examPortfolios.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").$type<PortfolioAction>().notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("exam_portfolio_events_portfolio_idx").on(table.portfolioId, table.at)],
);
