import { Cron } from "croner";
import { z } from "zod";
import { isCountryCode } from "./country-codes";
import { isHttpUrl, jobLevels, jobSourceKinds, sent } from "./jobs";

/** A job source's form and the admin pages' other forms (shared by the forms and the actions). */

export const MIN_INTERVAL_MINUTES = 15;
export const MAX_INTERVAL_MINUTES = 10_080;

/** Whether a cron expression is valid and runs no more often than every 15 minutes. */
export function cronProblem(expression: string): "errors.cron" | "errors.cronTooOften" | null {
  let job: Cron;
  try {
    job = new Cron(expression, { paused: true, timezone: "UTC" });
  } catch {
    return "errors.cron";
  }
  const runs = job.nextRuns(6, new Date("2026-01-01T00:00:00Z"));
  if (runs.length === 0) return "errors.cron";
  for (let i = 1; i < runs.length; i++) {
    const gap = (runs[i] as Date).getTime() - (runs[i - 1] as Date).getTime();
    if (gap < MIN_INTERVAL_MINUTES * 60_000) return "errors.cronTooOften";
  }
  return null;
}

const selector = sent(z.string().trim().max(200, "errors.selectorLong"));

/** The source form's fields. Messages are keys of the jobScraping namespace. */
const sourceFields = {
  name: sent(z.string().trim().min(2, "errors.name").max(120, "errors.nameLong")),
  kind: z.enum(jobSourceKinds, { error: "errors.kind" }),
  identifier: sent(z.string().trim().min(1, "errors.identifier").max(500, "errors.identifier")),
  organisation: sent(z.string().trim().max(160, "errors.organisationLong")),
  apiBaseUrl: sent(
    z
      .string()
      .trim()
      .max(300, "errors.apiBaseUrl")
      .refine((value) => value === "" || isHttpUrl(value), "errors.apiBaseUrl"),
  ),
  selectorItem: selector,
  selectorTitle: selector,
  selectorLink: selector,
  selectorLocation: selector,
  keywords: sent(
    z
      .string()
      .max(1000, "errors.keywords")
      .transform((value) =>
        [
          ...new Set(
            value
              .split(/[,\n]/)
              .map((k) => k.trim())
              .filter(Boolean),
          ),
        ].map((k) => k.slice(0, 60)),
      )
      .refine((list) => list.length <= 30, "errors.keywords"),
  ),
  defaultCountry: sent(z.string().refine((value) => value === "" || isCountryCode(value), "errors.country")),
  defaultLevel: sent(z.union([z.literal(""), z.enum(jobLevels)], { error: "errors.level" })),
  schedule: z.enum(["manual", "interval", "cron"], { error: "errors.schedule" }),
  intervalMinutes: sent(z.string().trim()),
  cron: sent(z.string().trim().max(100, "errors.cron")),
  /** The checkbox: "on" when ticked, absent otherwise. */
  enabled: z.string().optional(),
};

export type SourceFields = z.output<z.ZodObject<typeof sourceFields>>;

/** The rules across fields: the identifier's form per kind, selectors for HTML pages, the schedule. */
function sourceRules(v: SourceFields, ctx: z.RefinementCtx) {
  if (v.kind === "rss" || v.kind === "html") {
    if (!isHttpUrl(v.identifier))
      ctx.addIssue({ code: "custom", path: ["identifier"], message: "errors.identifierUrl" });
  } else if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(v.identifier)) {
    ctx.addIssue({ code: "custom", path: ["identifier"], message: "errors.identifierToken" });
  }
  if (v.kind === "html") {
    if (!v.selectorItem) ctx.addIssue({ code: "custom", path: ["selectorItem"], message: "errors.selectors" });
    if (!v.selectorTitle) ctx.addIssue({ code: "custom", path: ["selectorTitle"], message: "errors.selectors" });
  }
  if (v.schedule === "interval") {
    const minutes = Number(v.intervalMinutes);
    if (!/^\d+$/.test(v.intervalMinutes) || minutes < MIN_INTERVAL_MINUTES || minutes > MAX_INTERVAL_MINUTES) {
      ctx.addIssue({ code: "custom", path: ["intervalMinutes"], message: "errors.interval" });
    }
  }
  if (v.schedule === "cron") {
    const problem = cronProblem(v.cron);
    if (problem) ctx.addIssue({ code: "custom", path: ["cron"], message: problem });
  }
}

/** A source's fields alone. */
export const sourceFormSchema = z.object(sourceFields).superRefine(sourceRules);

/** A row's source: an unknown one is a 404 (findJobSource), not a visitor's mistake. */
const sourceId = sent(z.string().max(100));

/** /admin/job-scraping: Run now on a row. */
export const scrapingListForms = z.discriminatedUnion("intent", [z.object({ intent: z.literal("run"), sourceId })]);

/** /admin/job-scraping/new: the source form, `intent=create`. */
export const newSourceForms = z
  .discriminatedUnion("intent", [z.object({ intent: z.literal("create"), ...sourceFields })])
  .superRefine((v, ctx) => sourceRules(v, ctx));

/** /admin/job-scraping/:id: Run now, the settings (`intent=save`) and delete. */
export const sourcePageForms = z
  .discriminatedUnion("intent", [
    z.object({ intent: z.literal("run") }),
    z.object({ intent: z.literal("save"), ...sourceFields }),
    z.object({ intent: z.literal("delete") }),
  ])
  .superRefine((v, ctx) => {
    if (v.intent === "save") sourceRules(v, ctx);
  });
