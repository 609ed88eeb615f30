import type { RouterContextProvider } from "react-router";
import type { JobSourceRow, JobSourceRunRow } from "~/db/job-sources.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { consume } from "~/lib/server/rate-limit.server";
import { runSourceNow } from "./run.server";
import { fetchPolicyFromEnv } from "./safe-fetch.server";

export type RunNowResult = { done?: string; error?: string; values?: Record<string, string> };

/** "Run now" from the admin pages: runs the source under its lease and says how it went. */
export async function runNowFromAdmin(
  context: Readonly<RouterContextProvider>,
  userId: string,
  sourceId: string,
): Promise<RunNowResult> {
  const app = getAppContext(context);
  if ((await consume(app.rateLimits.jobRuns, userId)) > 0) return { error: "errors.rateLimited" };
  // The server's environment: the same allow/deny lists as the scheduler (see startJobScheduler).
  const policy = fetchPolicyFromEnv(process.env, app.config.siteUrl);
  const outcome = await runSourceNow(sourceId, "manual", { db: app.db, policy });
  if (outcome.status === "busy") return { error: "done.busy" };
  if (outcome.status === "failed") return { error: "done.failed" };
  const language = getRequestLanguage(context);
  const values = Object.fromEntries(
    Object.entries(outcome.counts).map(([key, value]) => [key, formatInteger(value, language)]),
  );
  return { done: "done.ran", values };
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
