import { ArrowLeft, CircleAlert, ExternalLink, Mail, Pencil, RefreshCw, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/community.jobs.$id";
import { SaveJobButton, useJobLocation } from "~/components/jobs/job-card";
import { PageHeader } from "~/components/page-header";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  closeJob,
  findJob,
  jobDescriptionHtml,
  renewJob,
  savedJobIds,
  saveJob,
  unsaveJob,
  type JobRow,
} from "~/db/jobs.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { getUser, requireUser } from "~/lib/auth/auth.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { canManageJob, DEFAULT_EXPIRY_DAYS } from "~/lib/jobs/jobs";
import { jobViewFor } from "~/lib/jobs/view.server";

const employmentTypes = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

function jobPostingLd(job: JobRow, siteUrl: string, descriptionHtml: string): Record<string, unknown> {
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

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const found = await findJob(db, params.id);
  if (!found) throw data(null, { status: 404 });
  const user = await getUser(request, context);
  const saved = user ? (await savedJobIds(db, user.id, [found.job.id])).has(found.job.id) : false;
  const view = jobViewFor(context)(found, saved);
  const { job } = found;
  const descriptionHtml = jobDescriptionHtml(db, job);
  return data(
    {
      messages: pageMessages(context, "jobs"),
      job: view,
      descriptionHtml,
      applyUrl: view.status === "open" ? job.applyUrl : null,
      applyEmail: view.status === "open" ? job.applyEmail : null,
      signedIn: Boolean(user),
      canManage: canManageJob(user, job),
      postedHere: !job.sourceId,
      jsonLd: view.status === "open" ? jobPostingLd(job, config.siteUrl, descriptionHtml) : null,
      renewDays: DEFAULT_EXPIRY_DAYS,
      /** After posting or editing (the form redirects here). */
      notice: doneSchema.parse(new URL(request.url).searchParams.get("done")),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const doneSchema = z.enum(["posted", "saved"]).nullable().catch(null);

const actionSchema = z.object({ intent: z.enum(["save", "unsave", "close", "renew"]) });

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const found = await findJob(db, params.id);
  if (!found) throw data(null, { status: 404 });
  const { intent } = parsed.data;
  if (intent === "save" || intent === "unsave") {
    if (intent === "save") await saveJob(db, user.id, found.job.id);
    else await unsaveJob(db, user.id, found.job.id);
    return { done: intent === "save" ? ("job.savedDone" as const) : ("job.unsavedDone" as const), date: "" };
  }
  if (!canManageJob(user, found.job)) throw data({ reason: "forbidden" }, { status: 403 });
  if (intent === "close") {
    await closeJob(db, found.job.id);
    return { done: "job.closedDone" as const, date: "" };
  }
  await renewJob(db, found.job.id, DEFAULT_EXPIRY_DAYS);
  const renewed = await findJob(db, found.job.id);
  return { done: "job.renewedDone" as const, date: renewed ? formatDateFor(context)(renewed.job.expiresAt) : "" };
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobs", loaderData.messages);
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
  const actionData = useActionData<typeof action>();
  const location = useJobLocation();
  const { job } = loaderData;
  const notice =
    job.status === "expired"
      ? t("job.expired")
      : job.status === "closed"
        ? job.closedReason === "vanished"
          ? t("job.vanished")
          : t("job.closed")
        : null;
  const sourceText = loaderData.postedHere
    ? t("job.postedHere")
    : job.source?.name
      ? t("job.scrapedFrom", { source: job.source.name })
      : t("job.scraped");
  return (
    <main id="main">
      <PageMeta title={`${job.title} · ${job.organisation}`} description={`${job.organisation} · ${location(job)}`} />
      {loaderData.jsonLd ? <JsonLd data={loaderData.jsonLd} /> : null}
      <PageHeader
        title={job.title}
        lead={`${job.organisation} · ${location(job)}`}
        trail={[
          [tCommon("nav.community"), "/community"],
          [t("header.title"), "/community/jobs"],
        ]}
      >
        <ul className="flex flex-wrap gap-2">
          <li>
            <Badge tone={job.status === "open" ? "mineral" : "magma"}>{t(`job.status.${job.status}`)}</Badge>
          </li>
          <li>
            <Badge>{t(`types.${job.type}`)}</Badge>
          </li>
          <li>
            <Badge>{t(`workplaces.${job.workplace}`)}</Badge>
          </li>
        </ul>
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div className="min-w-0">
          {loaderData.notice && !actionData ? (
            <p role="status" className="mb-6 rounded-lg bg-mineral-50 p-3 text-mineral-800">
              {t(`form.${loaderData.notice}`)}
            </p>
          ) : null}
          {actionData?.done ? (
            <p role="status" className="mb-6 rounded-lg bg-mineral-50 p-3 text-mineral-800">
              {t(actionData.done, { date: actionData.date })}
            </p>
          ) : null}
          {notice ? (
            <p
              role="note"
              className="mb-6 flex items-start gap-2 rounded-lg border border-magma-200 bg-magma-50 p-4 text-magma-800"
            >
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
              {notice}
            </p>
          ) : null}
          <section aria-labelledby="about-job">
            <h2 id="about-job" className="text-2xl font-bold text-basalt-950">
              {t("job.description")}
            </h2>
            <div
              className="prose-content mt-4 grid gap-4 text-basalt-800 [&_a]:text-mineral-800 [&_a]:underline [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-basalt-950 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: loaderData.descriptionHtml }}
            />
          </section>
          <p className="mt-8">
            <Link
              to="/community/jobs"
              className="inline-flex items-center gap-2 font-semibold text-mineral-800 underline underline-offset-4"
            >
              <ArrowLeft aria-hidden className="size-4" />
              {t("job.back")}
            </Link>
          </p>
        </div>

        <aside className="grid content-start gap-6">
          <Card>
            <h2 className="text-lg font-semibold text-basalt-950">{t("job.details")}</h2>
            <dl className="mt-4 grid gap-3 text-sm">
              <Detail term={t("job.location")} value={location(job)} />
              <Detail term={t("job.workplace")} value={t(`workplaces.${job.workplace}`)} />
              <Detail term={t("job.type")} value={t(`types.${job.type}`)} />
              {job.level ? <Detail term={t("job.level")} value={job.level} /> : null}
              {job.salary ? (
                <Detail term={t("job.salary")} value={t("job.salaryYearly", { range: job.salary })} />
              ) : null}
              {job.domains.length > 0 ? (
                <Detail term={t("job.domains")} value={job.domains.map((d) => tCommon(`skills.${d}`)).join(", ")} />
              ) : null}
              <Detail term={t("job.source")} value={sourceText} />
            </dl>
            <p className="mt-4 text-sm text-basalt-700">{t("job.posted", { date: job.posted })}</p>
            <p className="text-sm text-basalt-700">
              {job.status === "open"
                ? t("job.closes", { date: job.closes })
                : job.status === "expired"
                  ? t("job.expiredOn", { date: job.closes })
                  : t("job.closedOn", { date: job.closedOn ?? "" })}
            </p>
            <div className="mt-5 grid gap-2">
              {loaderData.applyUrl ? (
                <Button asChild>
                  <a href={loaderData.applyUrl} rel="noopener noreferrer nofollow" target="_blank">
                    <ExternalLink aria-hidden />
                    {t("job.apply")}
                  </a>
                </Button>
              ) : null}
              {loaderData.applyEmail ? (
                <Button asChild variant={loaderData.applyUrl ? "secondary" : "primary"}>
                  <a href={`mailto:${loaderData.applyEmail}?subject=${encodeURIComponent(job.title)}`}>
                    <Mail aria-hidden />
                    {t("job.applyByEmail")}
                  </a>
                </Button>
              ) : null}
              {loaderData.applyUrl ? <p className="text-xs text-basalt-600">{t("job.applyExternal")}</p> : null}
              {loaderData.signedIn ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value={job.saved ? "unsave" : "save"} />
                  <SaveJobButton saved={job.saved} title={job.title} variant="secondary" className="w-full" />
                </Form>
              ) : null}
            </div>
          </Card>

          {loaderData.canManage ? (
            <Card>
              <h2 className="text-lg font-semibold text-basalt-950">{t("job.manage")}</h2>
              <div className="mt-4 grid gap-2">
                <Button asChild variant="secondary">
                  <Link to={`/community/jobs/${job.id}/edit`}>
                    <Pencil aria-hidden />
                    {t("job.edit")}
                  </Link>
                </Button>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="renew" />
                  <Button type="submit" variant="secondary" className="w-full">
                    <RefreshCw aria-hidden />
                    {t("job.renew", { days: loaderData.renewDays })}
                  </Button>
                </Form>
                {job.status !== "closed" ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="close" />
                    <Button type="submit" variant="danger" className="w-full">
                      <XCircle aria-hidden />
                      {t("job.close")}
                    </Button>
                  </Form>
                ) : null}
              </div>
            </Card>
          ) : null}
        </aside>
      </div>
    </main>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="font-medium text-basalt-600">{term}</dt>
      <dd className="text-basalt-900">{value}</dd>
    </div>
  );
}
