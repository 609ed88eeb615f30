import { data, type RouterContextProvider } from "react-router";
import {
  closeJob,
  findJob,
  jobDescriptionHtml,
  renewJob,
  savedJobIds,
  saveJob,
  unsaveJob,
  type JobRow,
} from "~/features/jobs/queries.server";
import type { SessionUser } from "~/features/auth/index.server";
import { ensure, type Viewer } from "~/features/auth";
import { formatDateFor } from "~/lib/format/date-words.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { DEFAULT_EXPIRY_DAYS } from "./jobs";
import { canManageJob, canSaveJobs } from "./policy";
import { jobViewFor } from "./view.server";

type Context = Readonly<RouterContextProvider>;

const employmentTypes = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

/** schema.org JobPosting of an open job, for search engines' job listings. */
export function jobPostingLd(job: JobRow, siteUrl: string, descriptionHtml: string): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml,
    datePosted: job.postedAt.toISOString(),
    validThrough: job.expiresAt.toISOString(),
    employmentType: employmentTypes[job.type],
    hiringOrganization: { "@type": "Organization", name: job.organisation },
    url: `${siteUrl}/community/jobs/${job.id}`,
    identifier: { "@type": "PropertyValue", name: "GeoCert", value: job.id },
  };
  if (job.city || job.country) {
    ld.jobLocation = {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(job.city ? { addressLocality: job.city } : {}),
        ...(job.country ? { addressCountry: job.country } : {}),
      },
    };
  }
  if (job.workplace === "remote") {
    ld.jobLocationType = "TELECOMMUTE";
    if (job.country) ld.applicantLocationRequirements = { "@type": "Country", name: job.country };
  }
  if (job.salaryCurrency && (job.salaryMin !== null || job.salaryMax !== null)) {
    ld.baseSalary = {
      "@type": "MonetaryAmount",
      currency: job.salaryCurrency,
      value: {
        "@type": "QuantitativeValue",
        ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
        ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
        unitText: "YEAR",
      },
    };
  }
  return ld;
}

/** The job page's data for `viewer`: the posting, how to apply while it is open, what they may do. */
export async function jobPageData(context: Context, viewer: Viewer, id: string) {
  const { db, config } = getAppContext(context);
  const found = await findJob(db, id);
  if (!found) throw data(null, { status: 404 });
  const saved = viewer ? (await savedJobIds(db, viewer.id, [found.job.id])).has(found.job.id) : false;
  const view = jobViewFor(context)(found, saved);
  const { job } = found;
  const descriptionHtml = jobDescriptionHtml(db, job);
  const open = view.status === "open";
  return {
    job: view,
    descriptionHtml,
    applyUrl: open ? job.applyUrl : null,
    applyEmail: open ? job.applyEmail : null,
    can: { save: canSaveJobs(viewer), manage: canManageJob(viewer, job) },
    postedHere: !job.sourceId,
    jsonLd: open ? jobPostingLd(job, config.siteUrl, descriptionHtml) : null,
    renewDays: DEFAULT_EXPIRY_DAYS,
  };
}

/** The job a post acts on (404 when it is gone). */
export async function jobToActOn(context: Context, id: string): Promise<JobRow> {
  const found = await findJob(getAppContext(context).db, id);
  if (!found) throw data(null, { status: 404 });
  return found.job;
}

/**
 * intent=save / intent=unsave: adds the job to the viewer's saved jobs or takes it off, then back to
 * `to` (the page the toggle was on) with the page's word for it.
 */
export async function setJobSaved(context: Context, user: SessionUser, job: JobRow, saved: boolean, to: string) {
  ensure(canSaveJobs(user));
  const { db } = getAppContext(context);
  if (saved) await saveJob(db, user.id, job.id);
  else await unsaveJob(db, user.id, job.id);
  const form = saved ? "save" : "unsave";
  throw redirectWithFlash(context, to, { ns: "jobs", key: saved ? "job.savedDone" : "job.unsavedDone", form });
}

/** intent=close: the job stops taking applications. */
export async function closeJobFor(context: Context, user: SessionUser, job: JobRow) {
  ensure(canManageJob(user, job));
  await closeJob(getAppContext(context).db, job.id);
  throw redirectWithFlash(context, `/community/jobs/${job.id}`, { ns: "jobs", key: "job.closedDone", form: "close" });
}

/** intent=renew: open again for the default number of days from today; the message says until when. */
export async function renewJobFor(context: Context, user: SessionUser, job: JobRow) {
  ensure(canManageJob(user, job));
  const { db } = getAppContext(context);
  await renewJob(db, job.id, DEFAULT_EXPIRY_DAYS);
  const renewed = await findJob(db, job.id);
  const date = renewed ? formatDateFor(context)(renewed.job.expiresAt) : "";
  throw redirectWithFlash(context, `/community/jobs/${job.id}`, {
    ns: "jobs",
    key: "job.renewedDone",
    values: { date },
    form: "renew",
  });
}
