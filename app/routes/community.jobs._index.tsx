import { Plus, Rss } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Link } from "react-router";
import type { Route } from "./+types/community.jobs._index";
import { FormSuccess } from "~/components/forms/form-status";
import { AlertForm, BoardFilters, JobCard, boardForms } from "~/features/jobs";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { getUser, requireUser } from "~/features/auth/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { dataPageHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { saveJobAlert, boardData, jobToActOn, setJobSaved } from "~/features/jobs/index.server";
import { cn } from "~/lib/util/cn";
import { signInPath } from "~/lib/http/paths";

export const headers = dataPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const board = await boardData(request, context);
  return data(
    { messages: pageMessages(context, "jobs"), alertMessages: pageMessages(context, "jobAlerts"), ...board },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(form, boardForms);
  if (!parsed.ok) return refuse(parsed.reply);
  // Back to the list as it was: the same filters, tab and page.
  const { pathname, search } = new URL(request.url);
  const value = parsed.value;
  switch (value.intent) {
    case "alert":
      return saveJobAlert(context, await getUser(request, context), form, value, pathname + search);
    case "save":
    case "unsave": {
      const user = await requireUser(request, context);
      const job = await jobToActOn(context, value.jobId);
      return setJobSaved(context, user, job, value.intent === "save", pathname + search);
    }
  }
}

export default function JobBoard({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobs", loaderData.messages);
  usePageMessages("jobAlerts", loaderData.alertMessages);
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
  const { query, tab } = loaderData;
  const tabLink = (name: "all" | "saved" | "mine") => {
    const params = new URLSearchParams(loaderData.filterQuery);
    if (name !== "all") params.set(name, "1");
    const search = params.toString();
    return search ? `/community/jobs?${search}` : "/community/jobs";
  };
  const tabs: Array<"all" | "saved" | "mine"> = ["all"];
  if (loaderData.can.save) tabs.push("saved");
  if (loaderData.can.listOwn) tabs.push("mine");
  const heading = tab === "saved" ? t("list.savedHeading") : tab === "mine" ? t("list.mineHeading") : t("list.heading");
  const empty = tab === "saved" ? t("list.emptySaved") : tab === "mine" ? t("list.emptyMine") : t("list.empty");
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <link rel="alternate" type="application/rss+xml" title={t("list.feedTitle")} href={loaderData.feedHref} />
      <PageHeader title={t("header.title")} lead={t("header.lead")} trail={[[tCommon("nav.community"), "/community"]]}>
        <div className="flex flex-wrap items-center gap-4">
          {loaderData.can.post ? (
            <Button asChild variant="primary">
              <Link to="/community/jobs/new">
                <Plus aria-hidden />
                {t("list.postJob")}
              </Link>
            </Button>
          ) : null}
          <a
            href={loaderData.feedHref}
            className="inline-flex items-center gap-2 font-semibold text-steam-100 underline underline-offset-4 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-400"
          >
            <Rss aria-hidden className="size-4" />
            {t("list.feed")}
          </a>
        </div>
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[18rem_1fr] lg:px-8">
        <BoardFilters
          query={query}
          tab={tab}
          filterQuery={loaderData.filterQuery}
          countries={loaderData.countries}
          levels={loaderData.levels}
        />

        <section aria-labelledby="jobs-heading" className="min-w-0">
          {tabs.length > 1 ? (
            <nav aria-label={t("tabs.label")} className="mb-6">
              <ul className="flex flex-wrap gap-2 border-b border-basalt-200">
                {tabs.map((name) => (
                  <li key={name}>
                    <Link
                      to={tabLink(name)}
                      aria-current={tab === name ? "page" : undefined}
                      className={cn(
                        "-mb-px inline-flex h-11 items-center border-b-2 px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600",
                        tab === name
                          ? "border-magma-700 text-basalt-950"
                          : "border-transparent text-basalt-700 hover:text-basalt-950",
                      )}
                    >
                      {t(`tabs.${name}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="jobs-heading" className="text-2xl font-bold text-basalt-950">
              {heading}
            </h2>
            <p className="text-basalt-700" role="status">
              {t("list.count", { count: loaderData.total, formatted: loaderData.totalText })}
            </p>
          </div>
          <FormSuccess form="save" className="mt-4" />
          <FormSuccess form="unsave" className="mt-4" />
          {!loaderData.signedIn ? (
            <p className="mt-2 text-sm text-basalt-700">
              <Link
                to={signInPath("/community/jobs")}
                className="font-semibold text-mineral-800 underline underline-offset-4"
              >
                {t("list.signInToSave")}
              </Link>
            </p>
          ) : null}
          {loaderData.jobs.length === 0 ? (
            <div className="mt-6">
              <EmptyState message={empty} />
            </div>
          ) : (
            <ol className="mt-6 grid gap-4">
              {loaderData.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} canSave={loaderData.can.save} />
                </li>
              ))}
            </ol>
          )}
          <Pagination
            page={loaderData.page}
            pages={loaderData.pages}
            path="/community/jobs"
            params={Object.fromEntries(
              Object.entries({ ...query, sort: query.sort === "newest" ? "" : query.sort }).filter(([, v]) => v),
            )}
          />
          {tab === "all" ? <AlertForm filterQuery={loaderData.filterQuery} signedIn={loaderData.signedIn} /> : null}
        </section>
      </div>
    </main>
  );
}
