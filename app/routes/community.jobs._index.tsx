import { ChevronDown, Plus, Rss, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/community.jobs._index";
import { JobCard } from "~/components/jobs/job-card";
import { PageHeader } from "~/components/page-header";
import { DoneNotice } from "~/components/ui/notice";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClass } from "~/components/ui/field";
import { findJob, listJobs, listOpenJobCountries, savedJobIds, saveJob, unsaveJob } from "~/db/jobs.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getUser, requireRole, requireUser } from "~/lib/auth/auth.server";
import { formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { countryOptions } from "~/lib/jobs/countries.server";
import {
  JOBS_PAGE_SIZE,
  jobDomains,
  jobLevels,
  jobSorts,
  jobTypes,
  parseBoardQuery,
  workplaces,
} from "~/lib/jobs/jobs";
import { jobViewFor } from "~/lib/jobs/view.server";
import { levelTexts } from "~/lib/certification/level-texts.server";
import { hasRole } from "~/lib/auth/roles";
import { cn } from "~/lib/util/cn";

/** The query string of the current filters (no page, no tab): for the feed link and tabs. */
function filterParams(query: ReturnType<typeof parseBoardQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["q", "country", "workplace", "type", "level", "domain", "salary"] as const) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseBoardQuery(url.searchParams);
  const user = query.saved ? await requireUser(request, context) : await getUser(request, context);
  if (query.mine) await requireRole(request, context, ["partner"]);
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const [{ rows, total }, countries] = await Promise.all([
    listJobs(db, query, { userId: user?.id }),
    listOpenJobCountries(db),
  ]);
  const pages = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
  if (query.page > pages) {
    const params = new URLSearchParams(url.searchParams);
    params.delete("page");
    const search = params.toString();
    throw redirect(search ? `/community/jobs?${search}` : "/community/jobs");
  }
  const saved = user
    ? await savedJobIds(
        db,
        user.id,
        rows.map((row) => row.job.id),
      )
    : new Set<string>();
  const view = jobViewFor(context);
  const levels = levelTexts(context);
  const feedParams = filterParams(query).toString();
  if (query.country && !countries.includes(query.country)) countries.push(query.country);
  return data(
    {
      messages: pageMessages(context, "jobs"),
      query: {
        q: query.q,
        country: query.country ?? "",
        workplace: query.workplace ?? "",
        type: query.type ?? "",
        level: query.level ?? "",
        domain: query.domain ?? "",
        salary: query.salary ? String(query.salary) : "",
        sort: query.sort,
        saved: query.saved ?? "",
        mine: query.mine ?? "",
      },
      tab: query.saved ? ("saved" as const) : query.mine ? ("mine" as const) : ("all" as const),
      page: query.page,
      pages,
      total,
      totalText: formatInteger(total, language),
      jobs: rows.map((row) => view(row, saved.has(row.job.id))),
      countries: countryOptions(language, countries),
      levels: jobLevels.map((level) => ({ value: level, label: levels[level].level })),
      signedIn: Boolean(user),
      canPost: hasRole(user?.role, ["partner"]),
      feedHref: feedParams ? `/community/jobs/feed.xml?${feedParams}` : "/community/jobs/feed.xml",
      filterQuery: feedParams,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const actionSchema = z.object({
  intent: z.enum(["save", "unsave"]),
  jobId: z.string().uuid(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const found = await findJob(db, parsed.data.jobId);
  if (!found) throw data(null, { status: 404 });
  if (parsed.data.intent === "save") await saveJob(db, user.id, found.job.id);
  else await unsaveJob(db, user.id, found.job.id);
  return { done: parsed.data.intent === "save" ? ("job.savedDone" as const) : ("job.unsavedDone" as const) };
}

export default function JobBoard({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobs", loaderData.messages);
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
  const actionData = useActionData<typeof action>();
  const { query, tab } = loaderData;
  const tabLink = (name: "all" | "saved" | "mine") => {
    const params = new URLSearchParams(loaderData.filterQuery);
    if (name !== "all") params.set(name, "1");
    const search = params.toString();
    return search ? `/community/jobs?${search}` : "/community/jobs";
  };
  const tabs: Array<"all" | "saved" | "mine"> = ["all"];
  if (loaderData.signedIn) tabs.push("saved");
  if (loaderData.canPost) tabs.push("mine");
  const heading = tab === "saved" ? t("list.savedHeading") : tab === "mine" ? t("list.mineHeading") : t("list.heading");
  const activeFilters = new URLSearchParams(loaderData.filterQuery).size;
  const empty = tab === "saved" ? t("list.emptySaved") : tab === "mine" ? t("list.emptyMine") : t("list.empty");
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <link rel="alternate" type="application/rss+xml" title={t("list.feedTitle")} href={loaderData.feedHref} />
      <PageHeader title={t("header.title")} lead={t("header.lead")} trail={[[tCommon("nav.community"), "/community"]]}>
        <div className="flex flex-wrap items-center gap-4">
          {loaderData.canPost ? (
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
        <section aria-labelledby="filters-heading" className="lg:sticky lg:top-24 lg:self-start">
          {/* On a phone the filters would fill the first screen: they fold behind a "Filters" control there. */}
          <h2 id="filters-heading" className="text-lg font-semibold text-basalt-950 max-lg:sr-only">
            {t("filters.heading")}
          </h2>
          <FiltersDisclosure active={activeFilters}>
            <Form
              key={`${loaderData.filterQuery}&${query.sort}`}
              method="get"
              role="search"
              className="mt-4 grid gap-4"
            >
              {query.saved ? <input type="hidden" name="saved" value="1" /> : null}
              {query.mine ? <input type="hidden" name="mine" value="1" /> : null}
              <FilterField id="job-q" label={t("filters.keyword")}>
                <input
                  id="job-q"
                  name="q"
                  type="search"
                  defaultValue={query.q}
                  maxLength={100}
                  className={inputClass}
                />
              </FilterField>
              <FilterSelect
                id="job-country"
                name="country"
                label={t("filters.country")}
                any={t("filters.anyCountry")}
                value={query.country}
                options={loaderData.countries}
              />
              <FilterSelect
                id="job-workplace"
                name="workplace"
                label={t("filters.workplace")}
                any={t("filters.anyWorkplace")}
                value={query.workplace}
                options={workplaces.map((w) => ({ value: w, label: t(`workplaces.${w}`) }))}
              />
              <FilterSelect
                id="job-type"
                name="type"
                label={t("filters.type")}
                any={t("filters.anyType")}
                value={query.type}
                options={jobTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              />
              <FilterSelect
                id="job-level"
                name="level"
                label={t("filters.level")}
                any={t("filters.anyLevel")}
                value={query.level}
                options={loaderData.levels}
              />
              <FilterSelect
                id="job-domain"
                name="domain"
                label={t("filters.domain")}
                any={t("filters.anyDomain")}
                value={query.domain}
                options={jobDomains.map((domain) => ({ value: domain, label: tCommon(`skills.${domain}`) }))}
              />
              <FilterField id="job-salary" label={t("filters.salary")} hint={t("filters.salaryHint")}>
                <input
                  id="job-salary"
                  name="salary"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  defaultValue={query.salary}
                  aria-describedby="job-salary-hint"
                  className={inputClass}
                />
              </FilterField>
              <FilterSelect
                id="job-sort"
                name="sort"
                label={t("filters.sort")}
                value={query.sort}
                options={jobSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit">
                  <Search aria-hidden />
                  {t("filters.apply")}
                </Button>
                <Button asChild variant="ghost">
                  <Link to={tab === "all" ? "/community/jobs" : `/community/jobs?${tab}=1`}>{t("filters.reset")}</Link>
                </Button>
              </div>
            </Form>
          </FiltersDisclosure>
        </section>

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
          {actionData?.done ? <DoneNotice>{t(actionData.done)}</DoneNotice> : null}
          {!loaderData.signedIn ? (
            <p className="mt-2 text-sm text-basalt-700">
              <Link
                to={`/auth?next=${encodeURIComponent("/community/jobs")}`}
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
                  <JobCard job={job} canSave={loaderData.signedIn} />
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
        </section>
      </div>
    </main>
  );
}

/**
 * The filters behind a disclosure: closed on small screens (also without JavaScript), always shown
 * beside the jobs on wide ones, where the control is hidden. Browsers that cannot style a closed
 * disclosure's content (no `::details-content`) keep the control and open it once the script runs.
 */
function FiltersDisclosure({ active, children }: { active: number; children: React.ReactNode }) {
  const { t } = useTranslation("jobs");
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = disclosure.current;
    if (details && !CSS.supports("selector(::details-content)") && matchMedia("(min-width: 64rem)").matches) {
      details.open = true;
    }
  }, []);
  return (
    <details ref={disclosure} className="group/filters lg:[&::details-content]:[content-visibility:visible]">
      <summary
        className={cn(
          buttonVariants({ variant: "secondary", size: "md" }),
          "w-full cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden",
          "supports-[selector(::details-content)]:lg:hidden",
        )}
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden />
          {t("filters.toggle")}
          {active > 0 ? (
            <>
              <Badge tone="magma" aria-hidden className="tabular">
                {active}
              </Badge>
              <span className="sr-only">{t("filters.active", { count: active })}</span>
            </>
          ) : null}
        </span>
        <ChevronDown aria-hidden className="transition-transform duration-200 group-open/filters:rotate-180" />
      </summary>
      {children}
    </details>
  );
}

function FilterField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-basalt-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-basalt-600">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

function FilterSelect({
  id,
  name,
  label,
  any,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  any?: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={cn(inputClass, "pr-8")}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
