import type { Request, Response } from "express";
import { getNamespace } from "~/locales/index.server";
import { plainPage, requestLanguage } from "./plain-page";

/**
 * The answer when the database cannot serve (decision 016): 503 with Retry-After; a short page in
 * the visitor's language for a browser, plain text otherwise. Rendered without React Router: every
 * page's loaders need the database, so there is nothing to render the site's frame with.
 */
export function sendUnavailable(req: Request, res: Response) {
  res.status(503).setHeader("Retry-After", "30");
  res.setHeader("Cache-Control", "no-store");
  const wantsPage = req.method === "GET" && (req.get("accept") ?? "").includes("text/html");
  const language = requestLanguage(req);
  const { errors, brand } = getNamespace(language, "common");
  if (!wantsPage) {
    res.type("text/plain").send(`503 Service Unavailable: ${errors.unavailableText}`);
    return;
  }
  // The same address again, only when it is a path of this site ("//host" would leave it).
  const here = /^\/(?![/\\])/.test(req.originalUrl) ? req.originalUrl : "/";
  res.type("html").send(
    plainPage({
      language,
      status: 503,
      heading: errors.unavailableHeading,
      brand: brand.name,
      text: errors.unavailableText,
      link: { href: here, text: errors.reload },
    }),
  );
}
