import type { Request } from "express";
import { detectLanguage } from "~/lib/i18n/detect.server";
import type { LanguageCode } from "~/lib/i18n/languages";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The visitor's language as the site would choose it (the `lng` query, cookie, Accept-Language). */
export function requestLanguage(req: Request): LanguageCode {
  return detectLanguage({
    query: typeof req.query.lng === "string" ? req.query.lng : null,
    cookieHeader: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  }).language;
}

/** Whether the client is a browser that wants a page (not a script reading text or JSON). */
export const wantsPage = (req: Request) => (req.get("accept") ?? "").includes("text/html");

/**
 * A short page rendered without React Router, for answers given before any route runs (the database
 * is out of reach, a body is too large). `status` is the big number above the heading; every text
 * is escaped here.
 */
export function plainPage(page: {
  language: LanguageCode;
  status: number;
  heading: string;
  brand: string;
  text: string;
  link: { href: string; text: string };
}): string {
  const heading = escapeHtml(page.heading);
  return `<!doctype html>
<html lang="${page.language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} — ${escapeHtml(page.brand)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f8f8;color:#1a242d}main{max-width:40rem;margin:0 auto;padding:5rem 1.5rem}h1{font-size:2rem}p{font-size:1.125rem}a{color:#0f5f58;font-weight:600}</style>
</head>
<body>
<main id="main">
<p>${page.status}</p>
<h1>${heading}</h1>
<p>${escapeHtml(page.text)}</p>
<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p>
</main>
</body>
</html>`;
}
