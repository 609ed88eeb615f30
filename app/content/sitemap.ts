import { chapters } from "./chapters.server";
import { articles } from "./news";

/** The public pages for sitemap.xml. Pages with their own items (news, events) add theirs. */
export const publicPages = [
  "/",
  "/about",
  "/certifications",
  "/certifications/eligibility",
  "/certification-framework",
  "/learning-needs",
  "/testimonials",
  "/resources",
  "/events",
  "/news",
  "/partners",
  "/contact",
  "/complaints",
  "/training-quiz",
  "/partners/verify",
  "/partners/apply",
  "/community",
  "/community/mentorship",
  "/community/directory",
  "/community/chapters",
  "/community/jobs",
] as const;

/** `eventSlugs`: the published events (from the database). */
export function sitemapPaths(eventSlugs: readonly string[]): Array<{ path: string; lastModified?: string }> {
  return [
    ...publicPages.map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/news/${article.slug}`, lastModified: article.date })),
    ...eventSlugs.map((slug) => ({ path: `/events/${slug}` })),
    ...chapters.map((chapter) => ({ path: `/community/chapters/${chapter.slug}` })),
  ];
}
