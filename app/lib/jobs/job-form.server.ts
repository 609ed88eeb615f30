import type { RouterContextProvider } from "react-router";
import type { JobRow } from "~/db/jobs.server";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { fieldErrors } from "~/lib/forms/fields";
import { levelTexts } from "~/lib/certification/level-texts.server";
import { countryOptions } from "./countries.server";
import { jobFormSchema, jobLevels, type JobFormInput } from "./jobs";

const fields = [
  "title",
  "organisation",
  "country",
  "city",
  "workplace",
  "type",
  "level",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "description",
  "applyUrl",
  "applyEmail",
  "expiresInDays",
] as const;

/** Reads and validates the post/edit form; the typed values travel back with the errors. */
export function readJobForm(
  form: FormData,
): { ok: true; input: JobFormInput } | { ok: false; errors: Record<string, string>; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const name of fields) values[name] = String(form.get(name) ?? "").slice(0, 20_000);
  const domains = form.getAll("domains").map(String).slice(0, 20);
  values.domains = domains.join(",");
  const parsed = jobFormSchema.safeParse({ ...values, domains });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), values };
  return { ok: true, input: parsed.data };
}

/** The form's values for an existing job. */
export function jobFormValues(job: JobRow, now = new Date()): Record<string, string> {
  const days = Math.ceil((job.expiresAt.getTime() - now.getTime()) / 86_400_000);
  return {
    title: job.title,
    organisation: job.organisation,
    country: job.country ?? "",
    city: job.city ?? "",
    workplace: job.workplace,
    type: job.type,
    level: job.level ?? "",
    domains: job.domains.join(","),
    salaryMin: job.salaryMin === null ? "" : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? "" : String(job.salaryMax),
    salaryCurrency: job.salaryCurrency ?? "",
    description: job.description,
    applyUrl: job.applyUrl ?? "",
    applyEmail: job.applyEmail ?? "",
    expiresInDays: String(Math.min(120, Math.max(1, days > 0 ? days : 30))),
  };
}

/** Countries and levels for the form's selects, named in the request's language. */
export function jobFormOptions(context: Readonly<RouterContextProvider>) {
  const levels = levelTexts(context);
  return {
    countries: countryOptions(getRequestLanguage(context)),
    levels: jobLevels.map((level) => ({ value: level, label: levels[level].level })),
  };
}
