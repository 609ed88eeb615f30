import type { Route } from "./+types/robots[.]txt";
import { getAppContext } from "~/lib/server/app-context.server";

/** While the gate is on, crawlers are told to stay out; once open, they get the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = getAppContext(context);
  const body = config.gateEnabled
    ? "User-agent: *\nDisallow: /\n"
    : `User-agent: *\nAllow: /\nDisallow: /access\nDisallow: /set-language\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
