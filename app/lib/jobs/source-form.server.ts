import { Cron } from "croner";
import { z } from "zod";
import type { JobSourceInput, JobSourceRow } from "~/db/job-sources.server";
import { fieldErrors } from "~/lib/forms/fields";
import { isCountryCode } from "./countries.server";
import { isHttpUrl, jobLevels, jobSourceKinds } from "./jobs";

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

const selector = z.string().trim().max(200, "errors.selectorLong");

/** The admin's source form. Messages are keys of the jobScraping namespace. */
export const sourceFormSchema = z
  .object({
    name: z.string().trim().min(2, "errors.name").max(120, "errors.nameLong"),
    kind: z.enum(jobSourceKinds, { error: "errors.kind" }),
    identifier: z.string().trim().min(1, "errors.identifier").max(500, "errors.identifier"),
    organisation: z.string().trim().max(160, "errors.organisationLong"),
    apiBaseUrl: z
      .string()
      .trim()
      .max(300, "errors.apiBaseUrl")
      .refine((value) => value === "" || isHttpUrl(value), "errors.apiBaseUrl"),
    selectorItem: selector,
    selectorTitle: selector,
    selectorLink: selector,
    selectorLocation: selector,
    keywords: z
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
    defaultCountry: z.string().refine((value) => value === "" || isCountryCode(value), "errors.country"),
    defaultLevel: z.union([z.literal(""), z.enum(jobLevels)], { error: "errors.level" }),
    schedule: z.enum(["manual", "interval", "cron"], { error: "errors.schedule" }),
    intervalMinutes: z.string().trim(),
    cron: z.string().trim().max(100, "errors.cron"),
    enabled: z.string().optional(),
  })
  .superRefine((v, ctx) => {
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
  });

const fields = [
  "name",
  "kind",
  "identifier",
  "organisation",
  "apiBaseUrl",
  "selectorItem",
  "selectorTitle",
  "selectorLink",
  "selectorLocation",
  "keywords",
  "defaultCountry",
  "defaultLevel",
  "schedule",
  "intervalMinutes",
  "cron",
  "enabled",
] as const;

export function readSourceForm(
  form: FormData,
): { ok: true; input: JobSourceInput } | { ok: false; errors: Record<string, string>; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const name of fields) values[name] = String(form.get(name) ?? "").slice(0, 2000);
  const parsed = sourceFormSchema.safeParse({ ...values, enabled: values.enabled || undefined });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), values };
  const v = parsed.data;
  return {
    ok: true,
    input: {
      name: v.name,
      kind: v.kind,
      identifier: v.identifier,
      organisation: v.organisation,
      apiBaseUrl: v.apiBaseUrl || null,
      selectors:
        v.kind === "html"
          ? { item: v.selectorItem, title: v.selectorTitle, link: v.selectorLink, location: v.selectorLocation }
          : null,
      keywords: v.keywords,
      defaultCountry: v.defaultCountry || null,
      defaultLevel: v.defaultLevel || null,
      cron: v.schedule === "cron" ? v.cron : null,
      intervalMinutes: v.schedule === "interval" ? Number(v.intervalMinutes) : null,
      enabled: v.enabled === "on",
    },
  };
}

/** The form's values for a stored source. */
export function sourceFormValues(source: JobSourceRow): Record<string, string> {
  return {
    name: source.name,
    kind: source.kind,
    identifier: source.identifier,
    organisation: source.organisation,
    apiBaseUrl: source.apiBaseUrl ?? "",
    selectorItem: source.selectors?.item ?? "",
    selectorTitle: source.selectors?.title ?? "",
    selectorLink: source.selectors?.link ?? "",
    selectorLocation: source.selectors?.location ?? "",
    keywords: source.keywords.join(", "),
    defaultCountry: source.defaultCountry ?? "",
    defaultLevel: source.defaultLevel ?? "",
    schedule: source.cron ? "cron" : source.intervalMinutes ? "interval" : "manual",
    intervalMinutes: source.intervalMinutes ? String(source.intervalMinutes) : "",
    cron: source.cron ?? "",
    enabled: source.enabled ? "on" : "",
  };
}
