import { ArrowLeft, CircleAlert } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Link } from "react-router";
import type { Route } from "./+types/community.jobs.$id";
import { FormSuccess } from "~/components/forms/form-status";
import { JobAside, useJobLocation, jobPageForms } from "~/features/jobs";
import { PageHeader } from "~/components/page-header";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { getUser, requireUser } from "~/features/auth/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { closeJobFor, jobPageData, jobToActOn, renewJobFor, setJobSaved } from "~/features/jobs/index.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const page = await jobPageData(context, user, params.id);
  return data(
    { messages: pageMessages(context, "jobs"), ...page },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const parsed = parseForm(await request.formData(), jobPageForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const job = await jobToActOn(context, params.id);
  switch (parsed.value.intent) {
    case "save":
    case "unsave":
      return setJobSaved(context, user, job, parsed.value.intent === "save", `/community/jobs/${job.id}`);
    case "close":
      return closeJobFor(context, user, job);
    case "renew":
      return renewJobFor(context, user, job);
  }
}

/** The forms whose success the page shows above the posting: its own, and the post and edit forms'. */
const notices = ["post", "edit", "save", "unsave", "close", "renew"] as const;

export default function JobPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobs", loaderData.messages);
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
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
          {notices.map((form) => (
            <FormSuccess key={form} form={form} className="mb-6" />
          ))}
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

        <JobAside
          job={job}
          sourceText={sourceText}
          applyUrl={loaderData.applyUrl}
          applyEmail={loaderData.applyEmail}
          can={loaderData.can}
          renewDays={loaderData.renewDays}
        />
      </div>
    </main>
  );
}
