/**
 * The item bank pages' forms and filters (docs/decisions/049), shared by the browser and the server. Messages are
 * keys of the `examBank` namespace. An item's own rules (option counts, the key, the four-eyes rule) stay in the
 * item model (decision 046): the server turns the model's problems into these keys, so there is one rule each.
 */
import { z } from "zod";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import { languageCodes } from "~/lib/i18n/languages";
import { uploadLimit } from "~/lib/uploads/limits";
import { caseStudyPlans } from "../engine/blueprint";
import { certifications } from "~/content/certifications";
import {
  ITEM_ID_PATTERN,
  itemStatuses,
  itemTypes,
  MAX_OPTION_CHARS,
  MAX_OPTIONS,
  MAX_RATIONALE_CHARS,
  MAX_SCENARIO_CHARS,
  MAX_STEM_CHARS,
  OPTION_ID_PATTERN,
  type FrameworkLevel,
} from "../items/model";
import { QTI_MAX_PACKAGE_BYTES } from "../items/qti";

/** The rows of options an item form offers; blank rows are left out. */
export const OPTION_ROWS = MAX_OPTIONS;
/** The option ids a new item's rows get, in order. */
export const OPTION_LETTERS = ["A", "B", "C", "D", "E", "F"] as const;

/** An import: one QTI package (.zip) or one CSV file, at most a package's size. */
export const bankImportUpload = uploadLimit(QTI_MAX_PACKAGE_BYTES);

/** Levels whose exam format has case studies (a scenario several items share): only they offer the case field. */
export function levelHasCases(level: FrameworkLevel): boolean {
  const format = certifications.find((c) => c.key === level)?.exam.format;
  return format !== undefined && caseStudyPlans[format] !== undefined;
}

/** A value that is not one of the choices is dropped: the list shows everything rather than an error page. */
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);

export const bankFilterSchema = z.object({
  level: choice(frameworkLevels),
  domain: choice(frameworkDomains),
  status: choice(itemStatuses),
  type: choice(itemTypes),
  language: choice(languageCodes as unknown as readonly [string, ...string[]]),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export const exportFilterSchema = z.object({
  format: z.enum(["qti", "csv"]).catch("qti"),
  level: choice(frameworkLevels),
  status: choice(itemStatuses),
});

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, "errors.tooLong");
const optionalText = (max: number) => z.string().trim().max(max, "errors.tooLong").optional().default("");
const version = z.coerce.number().int().min(1);
const language = z.enum(languageCodes as unknown as readonly [string, ...string[]], "errors.language");
/** A checkbox group: absent, one value or several. */
const checked = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

const optionFields = Object.fromEntries(
  Array.from({ length: OPTION_ROWS }, (_, i) => [
    [`optionId${i}`, z.string().regex(OPTION_ID_PATTERN).optional()],
    [`optionText${i}`, optionalText(MAX_OPTION_CHARS)],
  ]).flat(),
) as Record<`optionId${number}` | `optionText${number}`, z.ZodType<string | undefined>>;

/** The options a form sends, blank rows left out, each with its id (the row's letter unless it carries one). */
export function optionsOf(value: Record<string, unknown>, rows = OPTION_ROWS): { id: string; text: string }[] {
  const options: { id: string; text: string }[] = [];
  for (let i = 0; i < rows; i++) {
    const textValue = value[`optionText${i}`];
    if (typeof textValue !== "string" || textValue === "") continue;
    const id = value[`optionId${i}`];
    options.push({ id: typeof id === "string" && id !== "" ? id : OPTION_LETTERS[i]!, text: textValue });
  }
  return options;
}

const itemFields = {
  level: z.enum(frameworkLevels, "errors.level"),
  domain: z.enum(frameworkDomains, "errors.domain"),
  type: z.enum(itemTypes, "errors.type"),
  caseId: z.string().trim().optional().default(""),
  stem: text(MAX_STEM_CHARS, "errors.stem"),
  rationale: optionalText(MAX_RATIONALE_CHARS),
  key: checked,
  ...optionFields,
};

export const newItemForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    id: z.string().trim().regex(ITEM_ID_PATTERN, "errors.id"),
    ...itemFields,
  }),
  z.object({
    intent: z.literal("case"),
    caseId: z.string().trim().regex(ITEM_ID_PATTERN, "errors.caseId"),
    scenario: text(MAX_SCENARIO_CHARS, "errors.scenario"),
  }),
]);
export type NewItemForm = z.infer<typeof newItemForms>;

export const itemForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("edit"), version, ...itemFields }),
  z.object({
    intent: z.literal("translation"),
    version,
    language,
    stem: text(MAX_STEM_CHARS, "errors.stem"),
    rationale: optionalText(MAX_RATIONALE_CHARS),
    ...optionFields,
  }),
  z.object({ intent: z.literal("reviewTranslation"), version, language }),
  z.object({
    intent: z.literal("move"),
    version,
    to: z.enum(itemStatuses),
    reason: optionalText(2000),
  }),
  z.object({
    intent: z.literal("caseText"),
    caseVersion: version,
    language,
    scenario: text(MAX_SCENARIO_CHARS, "errors.scenario"),
  }),
]);
export type ItemForm = z.infer<typeof itemForms>;

export const freezeForms = z.object({
  intent: z.literal("freeze"),
  level: z.enum(frameworkLevels, "errors.level"),
  languages: checked.pipe(z.array(language).min(1, "errors.languages")),
  seed: z
    .string()
    .trim()
    .max(64, "errors.seed")
    .regex(/^[A-Za-z0-9_.-]*$/, "errors.seed")
    .optional()
    .default(""),
});
export type FreezeForm = z.infer<typeof freezeForms>;

export const importForms = z.object({
  intent: z.literal("import"),
});
