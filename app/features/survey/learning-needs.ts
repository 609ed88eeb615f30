import { z } from "zod";
import { keySkills } from "~/content/home";
import {
  barriers,
  contactChoices,
  currentLevels,
  experienceBands,
  gapField,
  gapScale,
  learningFormats,
  monthlyHours,
  multiValueFields,
  regions,
  roles,
  stepFieldNames,
  surveyLanguages,
  surveySteps,
  targetLevels,
} from "~/content/learning-needs";

/**
 * The survey's validation, one zod schema per step, shared by the browser (checks before
 * posting) and the server (the authority). Messages are keys of the learningNeeds namespace.
 */
export type RawAnswers = Record<string, string | string[]>;

const one = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input ? "errors.invalidChoice" : "errors.chooseOne") });

const many = <T extends readonly [string, ...string[]]>(values: T, min: number) =>
  z
    .array(z.enum(values, { error: "errors.invalidChoice" }), { error: "errors.invalidChoice" })
    .max(values.length, "errors.invalidChoice")
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length >= min, "errors.chooseAtLeastOne");

const optionalText = (max: number) => z.string({ error: "errors.invalidChoice" }).trim().max(max, "errors.tooLong");

const aboutSchema = z.object({
  role: one(roles),
  experience: one(experienceBands),
  region: one(regions),
  country: optionalText(80),
});

const certificationSchema = z.object({
  currentLevel: one(currentLevels),
  targetLevel: one(targetLevels),
});

const skillsSchema = z.object(
  Object.fromEntries(keySkills.map((skill) => [gapField(skill), one(gapScale)])) as Record<
    ReturnType<typeof gapField>,
    ReturnType<typeof one<typeof gapScale>>
  >,
);

const learningSchema = z.object({
  formats: many(learningFormats, 1),
  barriers: many(barriers, 0),
  languages: many(surveyLanguages as unknown as readonly [string, ...string[]], 1),
  hours: one(monthlyHours),
});

const emailText = z.email("errors.email");

const contactFields = z.object({
  contact: one(contactChoices),
  email: optionalText(254),
  comments: optionalText(1000),
});

const contactSchema = contactFields
  .superRefine((value, ctx) => {
    if (value.contact === "yes" && !value.email) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "errors.emailRequired" });
    } else if (value.email && !emailText.safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "errors.email" });
    }
  })
  // An address is kept only from someone who agreed to be contacted.
  .transform((value) => ({ ...value, email: value.contact === "yes" ? value.email.toLowerCase() : "" }));

export const stepSchemas = [aboutSchema, certificationSchema, skillsSchema, learningSchema, contactSchema] as const;

/** Each step's fields one by one (for keeping the valid part of a half-filled step). */
const stepShapes: ReadonlyArray<Record<string, z.ZodType>> = [
  aboutSchema.shape,
  certificationSchema.shape,
  skillsSchema.shape,
  learningSchema.shape,
  contactFields.shape,
];

/** Answers as stored: the parsed output of every step. */
export type SurveyAnswers = z.output<typeof aboutSchema> &
  z.output<typeof certificationSchema> &
  z.output<typeof skillsSchema> &
  z.output<typeof learningSchema> &
  z.output<typeof contactSchema>;

/** The fields of one step as typed (strings, lists for checkbox groups), capped in size. */
export function readStepValues(stepIndex: number, form: FormData): RawAnswers {
  const values: RawAnswers = {};
  for (const name of stepFieldNames(stepIndex)) {
    values[name] = multiValueFields.has(name)
      ? form
          .getAll(name)
          .slice(0, 30)
          .map((value) => String(value).slice(0, 100))
      : String(form.get(name) ?? "").slice(0, 2000);
  }
  return values;
}

export type StepResult = { ok: true; answers: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/** Validates one step's values; errors are per field name, as translation keys. */
export function validateStep(stepIndex: number, values: RawAnswers): StepResult {
  const schema = stepSchemas[stepIndex];
  if (!schema) return { ok: false, errors: { step: "errors.invalidChoice" } };
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, answers: parsed.data as Record<string, unknown> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The fields of a step that are valid on their own: what "Back" keeps of a half-filled step
 * (nothing invalid is ever stored).
 */
export function validFields(stepIndex: number, values: RawAnswers): Record<string, unknown> {
  const result = validateStep(stepIndex, values);
  if (result.ok) return result.answers;
  const kept: Record<string, unknown> = {};
  const shape = stepShapes[stepIndex] ?? {};
  for (const name of stepFieldNames(stepIndex)) {
    const value = values[name];
    const empty = value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
    // An address is kept only together with a complete, valid contact step.
    if (result.errors[name] || empty || name === "email") continue;
    const parsed = shape[name]?.safeParse(value);
    if (parsed?.success) kept[name] = parsed.data;
  }
  return kept;
}

/** Saved answers back as form values (what the fields show when a step is opened again). */
export function answersToValues(stepIndex: number, answers: Record<string, unknown>): RawAnswers {
  const values: RawAnswers = {};
  for (const name of stepFieldNames(stepIndex)) {
    const value = answers[name];
    if (multiValueFields.has(name)) values[name] = Array.isArray(value) ? value.map(String) : [];
    else values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Checks every step of a finished response; the index of the first incomplete step, or -1. */
export function firstIncompleteStep(answers: Record<string, unknown>): number {
  return surveySteps.findIndex((_, index) => !validateStep(index, answersToValues(index, answers)).ok);
}

/** A refused post's typed values (a reply keeps lists joined by commas) back as form values. */
export function typedToValues(stepIndex: number, typed: Record<string, string>): RawAnswers {
  const values: RawAnswers = {};
  for (const name of stepFieldNames(stepIndex)) {
    const value = typed[name] ?? "";
    values[name] = multiValueFields.has(name) ? value.split(",").filter(Boolean) : value;
  }
  return values;
}
