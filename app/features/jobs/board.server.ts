import { redirect, type RouterContextProvider } from "react-router";
import { listJobs, listOpenJobCountries, savedJobIds } from "~/features/jobs/queries.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { formatInteger } from "~/lib/format/format";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { countryOptions } from "./countries.server";
import { JOBS_PAGE_SIZE, jobLevels, parseBoardQuery, type BoardQuery } from "./jobs";
import { canListOwnPostings, canPostJob, canSaveJobs } from "./policy";
import { jobViewFor } from "./view.server";

/** The query string of the current filters (no page, no tab): for the feed link and tabs. */
function filterParams(query: BoardQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["q", "country", "workplace", "type", "level", "domain", "salary"] as const) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

/**
 * The board: one page of jobs for the filters in the URL. "Saved" needs a signed-in visitor, "mine" a
 * poster; a page past the last goes back to the first.
 */
export async function boardData(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const query = parseBoardQuery(url.searchParams);
  const user = query.saved ? await requireUser(request, context) : await getUser(request, context);
  if (query.mine) ensure(canListOwnPostings(await requireUser(request, context)));
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
  const ids = rows.map((row) => row.job.id);
  const saved = user ? await savedJobIds(db, user.id, ids) : new Set<string>();
  const view = jobViewFor(context);
  const levels = levelTexts(context);
  const feedParams = filterParams(query).toString();
  if (query.country && !countries.includes(query.country)) countries.push(query.country);
  return {
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
    can: { save: canSaveJobs(user), post: canPostJob(user), listOwn: canListOwnPostings(user) },
    feedHref: feedParams ? `/community/jobs/feed.xml?${feedParams}` : "/community/jobs/feed.xml",
    filterQuery: feedParams,
  };
}
