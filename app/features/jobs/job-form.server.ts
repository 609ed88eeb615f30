import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { createJob, updateJob, type JobRow } from "~/features/jobs/queries.server";
import type { SessionUser } from "~/features/auth/index.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { answeredBefore, storeOnce } from "~/lib/forms/idempotency.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { countryOptions } from "./countries.server";
import { jobLevels, type editJobForms, type JobFormInput, type newJobForms } from "./jobs";

type Context = Readonly<RouterContextProvider>;

/** The job's fields of a parsed post (without its `intent`). */
function jobInput({ intent: _intent, ...input }: { intent: string } & JobFormInput): JobFormInput {
  return input;
}

/** intent=post: publishes the job once however often the form is sent, then shows it. */
export async function postJob(
  context: Context,
  user: SessionUser,
  form: FormData,
  value: z.output<typeof newJobForms>,
) {
  const app = getAppContext(context);
  const done = { ns: "jobs", key: "form.posted", form: "post" } as const;
  // A resend of a stored form goes on to its job before the rate limit could refuse it (decision 018).
  const before = await answeredBefore<string>(app.db, form, "job");
  if (before) throw redirectWithFlash(context, before, done);
  if ((await consume(app.rateLimits.jobPosts, user.id)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  const stored = await storeOnce(app.db, form, "job", async (tx) => {
    const id = await createJob(tx, jobInput(value), user.id);
    return `/community/jobs/${id}`;
  });
  throw redirectWithFlash(context, stored.result, done);
}

/** intent=edit: saves the changes and shows the job. */
export async function editJob(
  context: Context,
  user: SessionUser,
  job: JobRow,
  form: FormData,
  value: z.output<typeof editJobForms>,
) {
  const app = getAppContext(context);
  if ((await consume(app.rateLimits.jobPosts, user.id)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  await updateJob(app.db, job.id, jobInput(value));
  throw redirectWithFlash(context, `/community/jobs/${job.id}`, { ns: "jobs", key: "form.saved", form: "edit" });
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
export function jobFormOptions(context: Context) {
  const levels = levelTexts(context);
  return {
    countries: countryOptions(getRequestLanguage(context)),
    levels: jobLevels.map((level) => ({ value: level, label: levels[level].level })),
  };
}
