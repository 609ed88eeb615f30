/** The application wizard's forms: one schema per post, shared by the page and its action (docs/guides/forms.md). */
import { z } from "zod";
import { educationOrder } from "~/content/certifications";
import { frameworkDomains } from "~/content/framework";
import { languageCodes } from "~/lib/i18n/languages";

/** The wizard's steps, in order; "prerequisite" only for levels whose rule names one (see `stepsFor`). */
export const allSteps = ["education", "experience", "training", "prerequisite", "declaration"] as const;
export type WizardStep = (typeof allSteps)[number];

export function stepsFor(rule: { prerequisite?: string; trainingHours?: number }): WizardStep[] {
  return allSteps.filter((step) => step !== "prerequisite" || Boolean(rule.prerequisite));
}

export const refereeRelations = ["supervisor", "manager", "colleague", "client"] as const;
/** At most this many experience or training entries per application. */
export const MAX_ENTRIES = 20;
export const TEXT_MAX = 200;
export const DUTIES_MAX = 2000;

const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** Today where the day is furthest ahead (UTC+14): nothing later is a date in the past anywhere. */
export function latestDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const pastDate = z
  .string()
  .trim()
  .min(1, "errors.required")
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v) && v >= "1950-01-01", "errors.date")
  .refine((v) => v <= latestDate(), "errors.future");

const text = (max = TEXT_MAX) => z.string().trim().min(1, "errors.required").max(max, "errors.tooLong");
const wholeIn = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
const checkboxes = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(values)));

const step = z.string().regex(/^\d{1,2}$/);
const move = z.union([z.enum(["next", "back", "submit"]), z.string().regex(/^goto:\d{1,2}$/)]);

export const educationFields = z.object({
  education: z.enum(educationOrder, { error: "errors.education" }),
  institution: text(),
  completedOn: pastDate,
});

export const experienceFields = z
  .object({
    employer: text(),
    role: text(),
    startOn: pastDate,
    endOn: z.union([z.literal("").transform(() => null), pastDate]).default(""),
    hoursPerWeek: wholeIn(1, 80, "errors.hours"),
    domains: checkboxes(frameworkDomains),
    duties: z.string().trim().max(DUTIES_MAX, "errors.tooLong").default(""),
    refereeName: text(),
    refereeEmail: z.string().trim().toLowerCase().max(254, "errors.email").pipe(z.email("errors.email")),
    refereeRelation: z.enum(refereeRelations, { error: "errors.relation" }),
    refereeLanguage: z.enum(languageCodes, { error: "errors.required" }),
  })
  .refine((v) => v.endOn === null || v.endOn >= v.startOn, { path: ["endOn"], message: "errors.dateOrder" });

export const trainingFields = z.object({
  provider: text(),
  title: text(),
  completedOn: pastDate,
  hours: wholeIn(1, 2000, "errors.trainingHours"),
});

const id = z.uuid("errors.notFound");

/** Every post of the wizard page. A step's own fields are parsed apart (`educationFields`…), after its move. */
export const wizardForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("addExperience"), step }).passthrough(),
  z.object({ intent: z.literal("removeExperience"), step, id }),
  z.object({ intent: z.literal("addTraining"), step }).passthrough(),
  z.object({ intent: z.literal("removeTraining"), step, id }),
]);

/** A wizard move (next, back, submit, goto:n) with the step shown. */
export const moveForm = z.object({ intent: move, step }).passthrough();

export const prerequisiteFields = z.object({ credentialId: z.string().trim().min(1, "errors.prerequisite").max(64) });
export const declarationFields = z.object({ agree: z.literal("on", { error: "errors.declaration" }) });

/** The dashboard's posts. */
export const dashboardForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("withdraw"), applicationId: id }),
  /** moreInfoRequested → inReview: the answer, with an optional document (read apart: a file). */
  z.object({ intent: z.literal("answerMoreInfo"), applicationId: id, body: text(DUTIES_MAX) }),
  /** An audited candidate's evidence: the document is the post (read apart). */
  z.object({ intent: z.literal("auditEvidence"), applicationId: id }),
  /** declined → appealed within the appeal window, with the statement. */
  z.object({ intent: z.literal("appeal"), applicationId: id, statement: text(DUTIES_MAX) }),
  z.object({
    intent: z.literal("replaceReferee"),
    requestId: id,
    refereeName: text(),
    refereeEmail: z.string().trim().toLowerCase().max(254, "errors.email").pipe(z.email("errors.email")),
    refereeLanguage: z.enum(languageCodes, { error: "errors.required" }),
  }),
]);

/** The referee's page: one answer, with an optional comment. */
export const refereeForm = z.object({
  intent: z.literal("answer"),
  answer: z.enum(["confirmed", "disputed"], { error: "errors.required" }),
  comment: z.string().trim().max(DUTIES_MAX, "errors.tooLong").default(""),
});

/** A referee's address may not be the applicant's own (letter case and surrounding spaces aside). */
export function isOwnAddress(refereeEmail: string, applicantEmail: string): boolean {
  return refereeEmail.trim().toLowerCase() === applicantEmail.trim().toLowerCase();
}
