import { Feed } from "feed";
import type { Route } from "./+types/news.feed[.]xml";
import { articles, authors } from "~/content/news";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { localString } from "~/lib/format/localized";
import { getNamespace } from "~/locales/index.server";

/** RSS 2.0 feed of every article, with absolute links from SITE_URL (`?lng=is` or `tr` for those languages). */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, contactEmail } = getAppContext(context).config;
  // Article texts exist in English, Icelandic and Turkish: the feed is in one of those, never mixed.
  const requested = getRequestLanguage(context);
  const language = requested === "is" || requested === "tr" ? requested : "en";
  const words = getNamespace(language, "news");
  const newest = articles[0] ? new Date(`${articles[0].date}T00:00:00Z`) : new Date(0);
  const feed = new Feed({
    id: `${siteUrl}/news`,
    link: `${siteUrl}/news`,
    title: words.list.feedTitle,
    description: words.list.feedDescription,
    language,
    updated: newest,
    generator: "GeoCert",
    copyright: `© ${newest.getUTCFullYear()} GeoCert`,
    feedLinks: { rss: `${siteUrl}/news/feed.xml` },
  });
  for (const article of articles) {
    const url = `${siteUrl}/news/${article.slug}`;
    feed.addItem({
      title: localString(article.title, language),
      id: url,
      link: url,
      date: new Date(`${article.date}T00:00:00Z`),
      description: localString(article.summary, language),
      content: article.body.map((paragraph) => `<p>${escapeHtml(localString(paragraph, language))}</p>`).join(""),
      // RSS 2.0 wants an address in <author>: the newsroom's, with the writer's name.
      author: [{ name: authors[article.author].name, email: contactEmail }],
      category: article.tags.map((tag) => ({ name: words.tags[tag] })),
    });
  }
  return new Response(feed.rss2(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
