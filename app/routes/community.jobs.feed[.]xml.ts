import { Feed } from "feed";
import type { Route } from "./+types/community.jobs.feed[.]xml";
import { jobDescriptionHtml, listJobsForFeed, countryName, formatSalary } from "~/features/jobs/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { parseBoardQuery } from "~/features/jobs";
import { getNamespace } from "~/locales/index.server";

/** RSS 2.0 feed of the open jobs matching the board's filters (the same query string as /community/jobs). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const { siteUrl, contactEmail } = config;
  const language = getRequestLanguage(context);
  const words = getNamespace(language, "jobs");
  const url = new URL(request.url);
  const query = parseBoardQuery(url.searchParams);
  const rows = await listJobsForFeed(db, query);
  const search = url.searchParams.toString();
  const newest = rows[0]?.job.postedAt ?? new Date(0);
  const feed = new Feed({
    id: `${siteUrl}/community/jobs${search ? `?${search}` : ""}`,
    link: `${siteUrl}/community/jobs${search ? `?${search}` : ""}`,
    title: words.list.feedTitle,
    description: words.list.feedDescription,
    language,
    updated: newest,
    generator: "GeoCert",
    copyright: `© ${new Date().getUTCFullYear()} GeoCert`,
    feedLinks: { rss: `${siteUrl}/community/jobs/feed.xml${search ? `?${search}` : ""}` },
  });
  for (const { job } of rows) {
    const link = `${siteUrl}/community/jobs/${job.id}`;
    const place = [job.city, job.country ? countryName(job.country, language) : null].filter(Boolean).join(", ");
    const salary = formatSalary(job, language);
    const summary = [
      job.organisation,
      place || words.job.anywhere,
      words.types[job.type],
      words.workplaces[job.workplace],
      salary,
    ]
      .filter(Boolean)
      .join(" · ");
    feed.addItem({
      title: `${job.title} — ${job.organisation}`,
      id: link,
      link,
      date: job.postedAt,
      description: summary,
      content: jobDescriptionHtml(db, job),
      author: [{ name: job.organisation, email: contactEmail }],
    });
  }
  return new Response(feed.rss2(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
