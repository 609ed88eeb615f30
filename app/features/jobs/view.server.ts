import type { RouterContextProvider } from "react-router";
import type { JobRow } from "~/features/jobs/queries.server";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import type { LanguageCode } from "~/lib/i18n/languages";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { countryName } from "./countries.server";
import type { JobDomain, JobLevel } from "./jobs";

/** "ISK 9,000,000–12,500,000", "EUR 60.000+", "up to USD 90,000" style, digits in the visitor's language. */
export function formatSalary(
  job: Pick<JobRow, "salaryMin" | "salaryMax" | "salaryCurrency">,
  language: LanguageCode,
): string | null {
  if (!job.salaryCurrency || (job.salaryMin === null && job.salaryMax === null)) return null;
  const n = (value: number) => formatInteger(value, language);
  if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin !== job.salaryMax) {
    return `${job.salaryCurrency} ${n(job.salaryMin)}–${n(job.salaryMax)}`;
  }
  const value = job.salaryMin ?? job.salaryMax ?? 0;
  return `${job.salaryCurrency} ${n(value)}`;
}

export type JobStatus = "open" | "expired" | "closed";

export function jobStatus(job: Pick<JobRow, "closedAt" | "expiresAt">, now = new Date()): JobStatus {
  if (job.closedAt) return "closed";
  return job.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

/** What a job card and the job page show, formatted on the server in the request's language. */
export function jobViewFor(context: Readonly<RouterContextProvider>) {
  const language = getRequestLanguage(context);
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  const now = new Date();
  return (row: { job: JobRow; sourceName: string | null }, saved = false) => {
    const { job } = row;
    return {
      id: job.id,
      title: job.title,
      organisation: job.organisation,
      country: job.country ? countryName(job.country, language) : null,
      city: job.city,
      workplace: job.workplace,
      type: job.type,
      level: job.level ? levels[job.level as JobLevel].level : null,
      domains: job.domains as JobDomain[],
      salary: formatSalary(job, language),
      posted: formatDate(job.postedAt),
      closes: formatDate(job.expiresAt),
      closedOn: job.closedAt ? formatDate(job.closedAt) : null,
      status: jobStatus(job, now),
      closedReason: job.closedReason,
      /** null: posted here; otherwise the source it was scraped from (null name: that source was deleted). */
      source: job.sourceId || row.sourceName ? { name: row.sourceName } : null,
      saved,
    };
  };
}

export type JobView = ReturnType<ReturnType<typeof jobViewFor>>;
