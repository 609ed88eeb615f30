import { events } from "./events";
import { articles } from "./news";

/** The public pages for sitemap.xml. Pages with their own items (news, events) add theirs. */
export const publicPages = [
  "/",
  "/about",
  "/certifications",
  "/certification-framework",
  "/learning-needs",
  "/testimonials",
  "/resources",
  "/events",
  "/news",
  "/partners",
  "/contact",
] as const;

export function sitemapPaths(): Array<{ path: string; lastModified?: string }> {
  return [
    ...publicPages.map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/news/${article.slug}`, lastModified: article.date })),
    ...events.map((event) => ({ path: `/events/${event.slug}` })),
  ];
}
