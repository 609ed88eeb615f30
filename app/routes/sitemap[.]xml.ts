import type { Route } from "./+types/sitemap[.]xml";
import { getAppContext } from "~/lib/server/app-context.server";
import { languageCodes } from "~/lib/i18n/languages";
import { sitemapPaths } from "~/content/sitemap";
import { listEvents } from "~/features/events/index.server";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Every public page, with its 11 language alternates (xhtml:link). While the gate is on the
 * gate middleware answers instead: nothing is published.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, db } = getAppContext(context);
  const { siteUrl } = config;
  const events = await listEvents(db, { publishedOnly: true });
  const urls = sitemapPaths(events.map((event) => event.slug))
    .map(({ path, lastModified }) => {
      const loc = `${siteUrl}${path}`;
      const alternates = languageCodes
        .map((code) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(`${loc}?lng=${code}`)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${lastModified ? `    <lastmod>${lastModified}</lastmod>\n` : ""}${alternates}\n  </url>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
