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
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { FrameworkDomain, FrameworkLevel } from "~/content/framework";
import { users } from "~/features/auth/schema";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { Blueprint } from "./engine/blueprint";
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
