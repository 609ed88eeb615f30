import type { RouterContextProvider } from "react-router";
import type { JobSourceRow, JobSourceRunRow } from "~/features/jobs/sources-queries.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { consume } from "~/lib/server/rate-limit.server";
import { runSourceNow } from "./run.server";
import { runForm } from "./jobs";
import { fetchPolicy } from "./safe-fetch.server";

/**
 * "Run now" (intent=run) from the admin pages: runs the source under its lease and goes back to `to`
 * saying how it went, for the form `run:<source id>` (the list says which source). A run that could
 * not start (rate limit, already running) is refused.
 */
export async function runSource(
  context: Readonly<RouterContextProvider>,
  userId: string,
  form: FormData,
  source: JobSourceRow,
  to: string,
) {
  const app = getAppContext(context);
  if ((await consume(app.rateLimits.jobRuns, userId)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  // The same allow/deny lists as the scheduler (see startJobScheduler).
  const policy = fetchPolicy(app.config.jobs, app.config.siteUrl);
  const outcome = await runSourceNow(source.id, "manual", { db: app.db, policy });
  if (outcome.status === "busy") return refuseForm(form, "done.busy", { status: 409 });
  const flash = { ns: "jobScraping", form: runForm(source.id) } as const;
  if (outcome.status === "failed")
    throw redirectWithFlash(context, to, { ...flash, type: "error", key: "done.failed" });
  const language = getRequestLanguage(context);
  const values = Object.fromEntries(
    Object.entries(outcome.counts).map(([key, value]) => [key, formatInteger(value, language)]),
  );
  throw redirectWithFlash(context, to, { ...flash, key: "done.ran", values });
}

/** A date and time in UTC, the date in the request's language: "3 May 2026, 14:05 UTC". */
export function dateTimeFor(context: Readonly<RouterContextProvider>) {
  const formatDate = formatDateFor(context);
  return (value: Date) => `${formatDate(value)}, ${value.toISOString().slice(11, 16)} UTC`;
}

export function runView(context: Readonly<RouterContextProvider>) {
  const dateTime = dateTimeFor(context);
  const language = getRequestLanguage(context);
  return (run: JobSourceRunRow) => ({
    id: run.id,
    started: dateTime(run.startedAt),
    finished: run.finishedAt ? dateTime(run.finishedAt) : null,
    trigger: run.trigger,
    status: run.status,
    found: formatInteger(run.found, language),
    created: formatInteger(run.created, language),
    updated: formatInteger(run.updated, language),
    merged: formatInteger(run.merged, language),
    expired: formatInteger(run.expired, language),
    error: run.error,
  });
}

export function scheduleView(context: Readonly<RouterContextProvider>) {
  const dateTime = dateTimeFor(context);
  const language = getRequestLanguage(context);
  return (source: JobSourceRow) => ({
    kind: source.cron ? ("cron" as const) : source.intervalMinutes ? ("interval" as const) : ("manual" as const),
    cron: source.cron ?? "",
    minutes: source.intervalMinutes ?? 0,
    minutesText: formatInteger(source.intervalMinutes ?? 0, language),
    next: source.enabled && source.nextRunAt ? dateTime(source.nextRunAt) : null,
  });
}
