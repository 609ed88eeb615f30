import { z } from "zod";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import { alertFormSchema } from "./alerts";

/** The board's vocabularies (labels in the jobs namespace; levels and domains as on the home page). */
export const workplaces = ["remote", "hybrid", "onsite"] as const;
export type Workplace = (typeof workplaces)[number];

export const jobTypes = ["full-time", "part-time", "contract", "internship"] as const;
export type JobType = (typeof jobTypes)[number];

export const jobLevels = frameworkLevels;
export type JobLevel = (typeof jobLevels)[number];

export const jobDomains = frameworkDomains;
export type JobDomain = (typeof jobDomains)[number];

export const jobSorts = ["newest", "salary", "closing"] as const;
export type JobSort = (typeof jobSorts)[number];

export const jobSourceKinds = ["greenhouse", "lever", "ashby", "rss", "html"] as const;
export type JobSourceKind = (typeof jobSourceKinds)[number];

export const salaryCurrencies = [
  "USD",
  "EUR",
  "GBP",
  "ISK",
  "TRY",
  "KES",
  "NZD",
  "AUD",
  "CAD",
  "CHF",
  "IDR",
  "PHP",
  "JPY",
  "CNY",
  "MXN",
  "ZAR",
] as const;

export const JOBS_PAGE_SIZE = 10;
/** How long a new or renewed posting stays open by default, and at most. */
export const DEFAULT_EXPIRY_DAYS = 30;
export const MAX_EXPIRY_DAYS = 120;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional().default("");

const optionalAmount = z
  .string()
  .trim()
  .optional()
  .default("")
  .transform((value) => value.replace(/[\s,.'’]/g, ""))
  .refine((value) => value === "" || /^\d{1,9}$/.test(value), "errors.salary")
  .transform((value) => (value === "" ? ("" as const) : Number(value)));

/** A text field a form always sends: absent (a script's post) reads as empty, so its own message shows. */
export const sent = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? "", schema);

/** Checkboxes: none ticked sends nothing, one a string, several an array (formObject). */
const ticked = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), schema);

/** The post/edit form's fields. Messages are keys of the jobs namespace. */
const jobFields = {
  title: sent(z.string().trim().min(3, "errors.title").max(160, "errors.titleLong")),
  organisation: sent(z.string().trim().min(2, "errors.organisation").max(160, "errors.organisationLong")),
  country: z
    .string()
    .trim()
    .optional()
    .default("")
    .refine((value) => value === "" || /^[A-Z]{2}$/.test(value), "errors.country"),
  city: optionalText(100, "errors.cityLong"),
  workplace: z.enum(workplaces, { error: "errors.workplace" }),
  type: z.enum(jobTypes, { error: "errors.type" }),
  level: z
    .union([z.literal(""), z.enum(jobLevels)], { error: "errors.level" })
    .optional()
    .default(""),
  domains: ticked(z.array(z.enum(jobDomains, { error: "errors.domains" })).max(jobDomains.length, "errors.domains")),
  salaryMin: optionalAmount,
  salaryMax: optionalAmount,
  salaryCurrency: z
    .union([z.literal(""), z.enum(salaryCurrencies)], { error: "errors.currency" })
    .optional()
    .default(""),
  description: sent(z.string().trim().min(20, "errors.description").max(20_000, "errors.descriptionLong")),
  applyUrl: z
    .string()
    .trim()
    .max(500, "errors.applyUrl")
    .optional()
    .default("")
    .refine((value) => value === "" || isHttpUrl(value), "errors.applyUrl"),
  applyEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "errors.applyEmail")
    .optional()
    .default("")
    .refine((value) => value === "" || z.email().safeParse(value).success, "errors.applyEmail"),
  expiresInDays: z.coerce
    .number({ error: "errors.expiry" })
    .int("errors.expiry")
    .min(1, "errors.expiry")
    .max(MAX_EXPIRY_DAYS, "errors.expiry"),
};

type JobFields = z.output<z.ZodObject<typeof jobFields>>;

/** The rules across fields: a way to apply, a salary range in order and with its currency. */
function jobRules(v: JobFields, ctx: z.RefinementCtx) {
  if (v.applyUrl === "" && v.applyEmail === "") {
    ctx.addIssue({ code: "custom", path: ["applyUrl"], message: "errors.applyRequired" });
  }
  if (v.salaryMin !== "" && v.salaryMax !== "" && v.salaryMin > v.salaryMax) {
    ctx.addIssue({ code: "custom", path: ["salaryMax"], message: "errors.salaryOrder" });
  }
  if ((v.salaryMin !== "" || v.salaryMax !== "") && v.salaryCurrency === "") {
    ctx.addIssue({ code: "custom", path: ["salaryCurrency"], message: "errors.currency" });
  }
}

/** A job's fields as the post and edit forms send them (shared by the form and the action). */
export const jobFormSchema = z.object(jobFields).superRefine(jobRules);

/** /community/jobs/new: the one form, `intent=post`. */
export const newJobForms = z
  .discriminatedUnion("intent", [z.object({ intent: z.literal("post"), ...jobFields })])
  .superRefine(jobRules);

/** /community/jobs/:id/edit: the one form, `intent=edit`. */
export const editJobForms = z
  .discriminatedUnion("intent", [z.object({ intent: z.literal("edit"), ...jobFields })])
  .superRefine(jobRules);

/** The job a card's toggle acts on: an unknown one is a 404 (findJob), not a visitor's mistake. */
const jobId = sent(z.string().max(100));

/** The board's forms: the save toggle on each job card, and saving the search as an alert. */
export const boardForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), jobId }),
  z.object({ intent: z.literal("unsave"), jobId }),
  alertFormSchema,
]);

/** A job page's forms: the save toggle, and for who manages the job, close and renew. */
export const jobPageForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("unsave") }),
  z.object({ intent: z.literal("close") }),
  z.object({ intent: z.literal("renew") }),
]);

export type JobFormInput = z.output<typeof jobFormSchema>;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The board's query (?q=&country=&workplace=&type=&level=&domain=&salary=&sort=&page=&saved=1&mine=1); bad values are ignored. */
export const boardQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  workplace: z.enum(workplaces).optional().catch(undefined),
  type: z.enum(jobTypes).optional().catch(undefined),
  level: z.enum(jobLevels).optional().catch(undefined),
  domain: z.enum(jobDomains).optional().catch(undefined),
  salary: z.coerce.number().int().min(1).max(100_000_000).optional().catch(undefined),
  sort: z.enum(jobSorts).catch("newest"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  saved: z.literal("1").optional().catch(undefined),
  mine: z.literal("1").optional().catch(undefined),
});

export type BoardQuery = z.infer<typeof boardQuerySchema>;

export function parseBoardQuery(params: URLSearchParams): BoardQuery {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (value !== "" && !(key in raw)) raw[key] = value;
  return boardQuerySchema.parse(raw);
}

/** The form a Run now flash is left for (`run:<source id>`): the admin list has one Run now per source. */
export function runForm(sourceId: string): string {
  return `run:${sourceId}`;
}
