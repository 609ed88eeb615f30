import { redirect, type RouterContextProvider } from "react-router";
import {
  createJobSource,
  deleteJobSource,
  updateJobSource,
  type JobSourceInput,
  type JobSourceRow,
} from "~/features/jobs/sources-queries.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { answeredBefore, storeOnce } from "~/lib/forms/idempotency.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { nextRunTime } from "./run.server";
import type { SourceFields } from "./sources";

export { cronProblem, MAX_INTERVAL_MINUTES, MIN_INTERVAL_MINUTES, sourceFormSchema } from "./sources";

type Context = Readonly<RouterContextProvider>;

/** What is stored for a parsed source form. */
export function toSourceInput(v: SourceFields): JobSourceInput {
  return {
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
  };
}

/** intent=create: adds the source once however often the form is sent (decision 018), then shows it. */
export async function createSource(context: Context, form: FormData, value: SourceFields) {
  const { db } = getAppContext(context);
  const done = { ns: "jobScraping", key: "done.created", form: "create" } as const;
  const before = await answeredBefore<string>(db, form, "job-source");
  if (before) throw redirectWithFlash(context, before, done);
  const input = toSourceInput(value);
  const stored = await storeOnce(db, form, "job-source", async (tx) => {
    const id = await createJobSource(tx, input, nextRunTime(input, new Date()));
    return `/admin/job-scraping/${id}`;
  });
  throw redirectWithFlash(context, stored.result, done);
}

/** intent=save: the source's new settings (and its next run by the new schedule). */
export async function saveSource(context: Context, source: JobSourceRow, value: SourceFields) {
  const input = toSourceInput(value);
  await updateJobSource(getAppContext(context).db, source.id, input, nextRunTime(input, new Date()));
  throw redirectWithFlash(context, `/admin/job-scraping/${source.id}`, {
    ns: "jobScraping",
    key: "done.saved",
    form: "save",
  });
}

/**
 * intent=delete: the source goes; the jobs it imported stay until their own dates. Back to the list,
 * where the source is no longer (the page never said more).
 */
export async function deleteSource(context: Context, source: JobSourceRow) {
  await deleteJobSource(getAppContext(context).db, source.id);
  throw redirect("/admin/job-scraping");
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
