import type { Request, Response } from "express";
import { detectLanguage } from "~/lib/i18n/detect.server";
import { getNamespace } from "~/locales/index.server";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The answer when the database cannot serve (decision 016): 503 with Retry-After; a short page in
 * the visitor's language for a browser, plain text otherwise. Rendered without React Router: every
 * page's loaders need the database, so there is nothing to render the site's frame with.
 */
export function sendUnavailable(req: Request, res: Response) {
  res.status(503).setHeader("Retry-After", "30");
  res.setHeader("Cache-Control", "no-store");
  const wantsPage = req.method === "GET" && (req.get("accept") ?? "").includes("text/html");
  const { language } = detectLanguage({
    query: typeof req.query.lng === "string" ? req.query.lng : null,
    cookieHeader: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
  const { errors, brand } = getNamespace(language, "common");
  if (!wantsPage) {
    res.type("text/plain").send(`503 Service Unavailable: ${errors.unavailableText}`);
    return;
  }
  const heading = escapeHtml(errors.unavailableHeading);
  // The same address again, only when it is a path of this site ("//host" would leave it).
  const here = /^\/(?![/\\])/.test(req.originalUrl) ? req.originalUrl : "/";
  res.type("html").send(`<!doctype html>
<html lang="${language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} — ${escapeHtml(brand.name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f8f8;color:#1a242d}main{max-width:40rem;margin:0 auto;padding:5rem 1.5rem}h1{font-size:2rem}p{font-size:1.125rem}a{color:#0f5f58;font-weight:600}</style>
</head>
<body>
<main id="main">
<p>503</p>
<h1>${heading}</h1>
<p>${escapeHtml(errors.unavailableText)}</p>
<p><a href="${escapeHtml(here)}">${escapeHtml(errors.reload)}</a></p>
</main>
</body>
</html>`);
}
