/**
 * The exam item bank's model: a multiple-choice item (one key or several), written in up to the
 * eleven interface languages, tied to one domain and one level of the competency framework, and
 * moved from draft to retirement by named people. One zod schema validates what an import reads
 * and, later, what a form sends; its messages are the problem codes below, so a form can turn
 * them into texts and an import can report them as typed problems.
 *
 * What is language-independent (domain, level, type, the key, who wrote and reviewed it) is stored
 * once per item; what a translator writes (stem, option texts, rationale) lives per language, and
 * every language must offer the same options, so the key means the same thing in all of them.
 */
import { z } from "zod";
import { frameworkDomains, frameworkLevels, type FrameworkDomain, type FrameworkLevel } from "~/content/framework";
import { isLanguageCode, languages, type LanguageCode } from "~/lib/i18n/languages";

export const itemTypes = ["single", "multiple"] as const;
export type ItemType = (typeof itemTypes)[number];

/** An item's life: written, checked by someone else, used in exams, withdrawn. */
export const itemStatuses = ["draft", "reviewed", "live", "retired"] as const;
export type ItemStatus = (typeof itemStatuses)[number];

/**
 * The moves an item may make. A reviewed item can be sent back to its author; a live item is never
 * edited in place (candidates have answered it, and their scores must stay explainable), it is
 * retired and a new item written. Retirement is final for the same reason.
 */
export const itemStatusMoves: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  draft: ["reviewed"],
  reviewed: ["draft", "live"],
  live: ["retired"],
  retired: [],
};

/** Options an item offers, in every language. */
export const MIN_OPTIONS = 3;
export const MAX_OPTIONS = 6;
export const MAX_STEM_CHARS = 4000;
export const MAX_OPTION_CHARS = 1000;
export const MAX_RATIONALE_CHARS = 4000;
export const MAX_SCENARIO_CHARS = 20_000;

/** The language every item and case must have: the one reviewers and the appeals panel share. */
export const REQUIRED_LANGUAGE = "en" satisfies LanguageCode;

/**
 * Ids end up as QTI identifiers (xs:NCName: a letter or underscore first, no colon, no space) and
 * as file names in an export, so they are kept to that alphabet.
 */
export const ITEM_ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;
export const OPTION_ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]{0,31}$/;
/** Account ids (and, for imported banks, e-mail-like handles); never whitespace or markup. */
export const PERSON_ID_PATTERN = /^[A-Za-z0-9_.@:-]{1,100}$/;

/** Every code a problem with an item, a case or a bank can carry. */
export type ItemProblemCode =
  | "invalidId"
  | "unknownDomain"
  | "unknownLevel"
  | "unknownType"
  | "unknownStatus"
  | "invalidPerson"
  | "invalidCaseId"
  | "unknownLanguage"
  | "englishMissing"
  | "optionCount"
  | "invalidOptionId"
  | "duplicateOptionId"
  | "optionIdsDiffer"
  | "keyCount"
  | "keyNotAnOption"
  | "duplicateKey"
  | "invalidText"
  | "reviewerIsAuthor"
  | "reviewerMissing"
  | "invalid";

/** What is wrong with an item or a case: the code, where (zod's path) and, if it is one, the language. */
export type ItemProblem = { code: ItemProblemCode; path: ReadonlyArray<string | number>; language?: LanguageCode };

/**
 * Whether XML 1.0 can carry the text: no controls other than tab and line ends, no lone surrogate,
 * no U+FFFE/U+FFFF. Both exports write text as it is, so the model refuses what they could not.
 */
export function isXmlSafe(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (!allowed) return false;
  }
  return true;
}

/**
 * Text as stored: line ends as "\n", no space at the end of a line, at most one blank line between
 * paragraphs, no space around it.
 * The exports write paragraphs and lines as they are, so this form is also what comes back.
 */
export function normaliseText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const text = (max: number, required: boolean) =>
  z
    .string({ error: "invalidText" })
    .transform(normaliseText)
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, "invalidText")
        .max(max, "invalidText")
        .refine(isXmlSafe, "invalidText"),
    );

const languageCodeTuple = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
const languageCode = z.enum(languageCodeTuple, { error: "unknownLanguage" });

export const itemIdSchema = z.string({ error: "invalidId" }).regex(ITEM_ID_PATTERN, "invalidId");
const optionId = z.string({ error: "invalidOptionId" }).regex(OPTION_ID_PATTERN, "invalidOptionId");
const personId = z.string({ error: "invalidPerson" }).regex(PERSON_ID_PATTERN, "invalidPerson");

export const optionSchema = z.object({ id: optionId, text: text(MAX_OPTION_CHARS, true) });

export const translationSchema = z.object({
  stem: text(MAX_STEM_CHARS, true),
  options: z.array(optionSchema, { error: "optionCount" }),
  /** Why the key is right and the others are not; may wait until review, so it may be empty. */
  rationale: text(MAX_RATIONALE_CHARS, false),
  /** A reviewer has checked this language against English. */
  reviewed: z.boolean({ error: "invalid" }),
});
export type Translation = z.output<typeof translationSchema>;
export type ItemOption = Translation["options"][number];

type Issue = { code: ItemProblemCode; path: Array<string | number> };

/** Who wrote an item and who reviewed it, and where it stands: what the reviewer rule needs. */
export type ReviewFacts = { authorId: string; reviewerId?: string | undefined; status: ItemStatus };

/**
 * The four-eyes rule: the reviewer is never the author, and an item past draft has a reviewer.
 * Null when the rule holds.
 */
export function reviewerProblem(item: ReviewFacts): { code: "reviewerIsAuthor" | "reviewerMissing" } | null {
  if (item.reviewerId !== undefined && item.reviewerId === item.authorId) return { code: "reviewerIsAuthor" };
  if (item.status !== "draft" && item.reviewerId === undefined) return { code: "reviewerMissing" };
  return null;
}

type ItemShape = {
  type: ItemType;
  key: string[];
  authorId: string;
  reviewerId?: string | undefined;
  status: ItemStatus;
  translations: Partial<Record<LanguageCode, Translation>>;
};

/** The rules across fields, as issues (path and code); the schema and the imports share them. */
function itemRuleIssues(item: ItemShape): Issue[] {
  const issues: Issue[] = [];
  const entries = Object.entries(item.translations).filter(
    (entry): entry is [LanguageCode, Translation] => entry[1] !== undefined,
  );
  if (item.translations[REQUIRED_LANGUAGE] === undefined)
    issues.push({ code: "englishMissing", path: ["translations"] });
  const reference = item.translations[REQUIRED_LANGUAGE] ?? entries[0]?.[1];
  const referenceIds = reference?.options.map((option) => option.id) ?? [];
  for (const [language, translation] of entries) {
    const path = ["translations", language, "options"];
    const ids = translation.options.map((option) => option.id);
    if (ids.length < MIN_OPTIONS || ids.length > MAX_OPTIONS) issues.push({ code: "optionCount", path });
    if (new Set(ids).size !== ids.length) issues.push({ code: "duplicateOptionId", path });
    if (translation !== reference && ids.join("\n") !== referenceIds.join("\n")) {
      issues.push({ code: "optionIdsDiffer", path });
    }
  }
  if (item.type === "single" && item.key.length !== 1) issues.push({ code: "keyCount", path: ["key"] });
  if (item.type === "multiple" && item.key.length < 2) issues.push({ code: "keyCount", path: ["key"] });
  if (new Set(item.key).size !== item.key.length) issues.push({ code: "duplicateKey", path: ["key"] });
  if (reference && item.key.some((id) => !referenceIds.includes(id)))
    issues.push({ code: "keyNotAnOption", path: ["key"] });
  if (reference && item.type === "multiple" && item.key.length >= referenceIds.length) {
    // A "choose all" item tests nothing: at least one option must be wrong.
    issues.push({ code: "keyCount", path: ["key"] });
  }
  const reviewer = reviewerProblem(item);
  if (reviewer) issues.push({ code: reviewer.code, path: ["reviewerId"] });
  return issues;
}

/** One schema for an exam item: imports validate with it, forms will too. */
export const examItemSchema = z
  .object({
    /** Stable across edits and exports; what answers and statistics refer to. */
    id: itemIdSchema,
    domain: z.enum(frameworkDomains, { error: "unknownDomain" }),
    level: z.enum(frameworkLevels, { error: "unknownLevel" }),
    type: z.enum(itemTypes, { error: "unknownType" }),
    /** The case study (shared scenario) the item belongs to, if any. */
    caseId: z.string({ error: "invalidCaseId" }).regex(ITEM_ID_PATTERN, "invalidCaseId").optional(),
    status: z.enum(itemStatuses, { error: "unknownStatus" }),
    authorId: personId,
    reviewerId: personId.optional(),
    /** The correct options' ids: the same in every language. */
    key: z.array(optionId, { error: "keyCount" }),
    translations: z.partialRecord(languageCode, translationSchema),
  })
  .superRefine((item, ctx) => {
    for (const issue of itemRuleIssues(item)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.code });
  });

export type ExamItem = z.output<typeof examItemSchema>;
export type ExamItemInput = z.input<typeof examItemSchema>;

/** A case study: one scenario (a site, a plant, an incident) several items ask about. */
export const caseStudySchema = z
  .object({
    id: z.string({ error: "invalidCaseId" }).regex(ITEM_ID_PATTERN, "invalidCaseId"),
    translations: z.partialRecord(languageCode, z.object({ scenario: text(MAX_SCENARIO_CHARS, true) })),
  })
  .superRefine((study, ctx) => {
    if (study.translations[REQUIRED_LANGUAGE] === undefined) {
      ctx.addIssue({ code: "custom", path: ["translations"], message: "englishMissing" });
    }
  });

export type CaseStudy = z.output<typeof caseStudySchema>;
export type CaseStudyInput = z.input<typeof caseStudySchema>;

const problemCodes: ReadonlySet<string> = new Set<ItemProblemCode>([
  "invalidId",
  "unknownDomain",
  "unknownLevel",
  "unknownType",
  "unknownStatus",
  "invalidPerson",
  "invalidCaseId",
  "unknownLanguage",
  "englishMissing",
  "optionCount",
  "invalidOptionId",
  "duplicateOptionId",
  "optionIdsDiffer",
  "keyCount",
  "keyNotAnOption",
  "duplicateKey",
  "invalidText",
  "reviewerIsAuthor",
  "reviewerMissing",
  "invalid",
]);

const isProblemCode = (value: string): value is ItemProblemCode => problemCodes.has(value);

/** zod's issues as typed problems: the message is the code (set above), the path says where. */
function problemsOf(error: z.ZodError): ItemProblem[] {
  const seen = new Set<string>();
  const problems: ItemProblem[] = [];
  for (const issue of error.issues) {
    const path = issue.path.filter((part): part is string | number => typeof part !== "symbol");
    // A translation under a key that is no language: zod reports the record's unknown keys.
    const code: ItemProblemCode =
      issue.code === "unrecognized_keys" ? "unknownLanguage" : isProblemCode(issue.message) ? issue.message : "invalid";
    const language = path[0] === "translations" && isLanguageCode(path[1]) ? path[1] : undefined;
    const signature = `${code}|${path.join(".")}`;
    if (seen.has(signature)) continue;
    seen.add(signature);
    problems.push({ code, path, ...(language ? { language } : {}) });
  }
  return problems;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: ItemProblem[] };

/** An item from untrusted input (an import row, a form), or every problem with it. */
export function parseExamItem(input: unknown): Parsed<ExamItem> {
  const parsed = examItemSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: problemsOf(parsed.error) };
}

/** A case study from untrusted input, or every problem with it. */
export function parseCaseStudy(input: unknown): Parsed<CaseStudy> {
  const parsed = caseStudySchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: problemsOf(parsed.error) };
}

/** Whether an item may go from one status to another (itemStatusMoves). */
export function canMoveItem(from: ItemStatus, to: ItemStatus): boolean {
  return itemStatusMoves[from].includes(to);
}

export type MoveProblem =
  | { code: "moveNotAllowed"; from: ItemStatus; to: ItemStatus }
  | { code: "reviewerIsAuthor" | "reviewerMissing" }
  | { code: "translationsNotReviewed"; languages: LanguageCode[] };

/**
 * Why an item may not move to `to` (with `reviewerId` set by the move when it is a review), or null.
 * Review and going live ask every language to be reviewed: a candidate must never read a text no
 * second person has checked.
 */
export function moveProblem(item: ExamItem, to: ItemStatus, reviewerId?: string): MoveProblem | null {
  if (!canMoveItem(item.status, to)) return { code: "moveNotAllowed", from: item.status, to };
  const reviewer = reviewerProblem({ authorId: item.authorId, reviewerId: reviewerId ?? item.reviewerId, status: to });
  if (reviewer) return reviewer;
  if (to === "reviewed" || to === "live") {
    const unreviewed = (Object.keys(item.translations) as LanguageCode[]).filter(
      (language) => item.translations[language]?.reviewed === false,
    );
    if (unreviewed.length > 0) return { code: "translationsNotReviewed", languages: unreviewed };
  }
  return null;
}

/** Problems that only show across a whole bank (what an import brings in at once). */
export type BankProblem =
  | { code: "duplicateItemId"; itemId: string }
  | { code: "duplicateCaseId"; caseId: string }
  | { code: "unknownCase"; itemId: string; caseId: string }
  | { code: "caseLanguageMissing"; itemId: string; caseId: string; language: LanguageCode };

/** Ids are unique, every case an item names exists, and exists in every language the item has. */
export function bankProblems(items: readonly ExamItem[], cases: readonly CaseStudy[]): BankProblem[] {
  const problems: BankProblem[] = [];
  const caseById = new Map<string, CaseStudy>();
  for (const study of cases) {
    if (caseById.has(study.id)) problems.push({ code: "duplicateCaseId", caseId: study.id });
    caseById.set(study.id, study);
  }
  const itemIds = new Set<string>();
  for (const item of items) {
    if (itemIds.has(item.id)) problems.push({ code: "duplicateItemId", itemId: item.id });
    itemIds.add(item.id);
    if (item.caseId === undefined) continue;
    const study = caseById.get(item.caseId);
    if (!study) {
      problems.push({ code: "unknownCase", itemId: item.id, caseId: item.caseId });
      continue;
    }
    for (const language of Object.keys(item.translations) as LanguageCode[]) {
      if (study.translations[language] === undefined) {
        problems.push({ code: "caseLanguageMissing", itemId: item.id, caseId: item.caseId, language });
      }
    }
  }
  return problems;
}

/** The languages an item or case is written in, in the interface's order (English first). */
export function languagesOf(translations: Partial<Record<LanguageCode, unknown>>): LanguageCode[] {
  return languageCodeTuple.filter((code) => translations[code] !== undefined);
}

export type { FrameworkDomain, FrameworkLevel, LanguageCode };
