import { createContext, useContext } from "react";
import type { LanguageCode } from "~/lib/i18n/languages";

/** What every template part may need: the site's address (links are absolute) and the mail's language. */
export type MailEnvironment = { siteUrl: string; language: LanguageCode };

export const MailContext = createContext<MailEnvironment>({ siteUrl: "http://localhost:3000", language: "en" });

export function useMail(): MailEnvironment {
  return useContext(MailContext);
}

/** A site path ("/community") as an absolute address on SITE_URL; absolute addresses stay as they are. */
export function absoluteUrl(siteUrl: string, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  const base = siteUrl.replace(/\/+$/, "");
  return `${base}${href.startsWith("/") ? "" : "/"}${href}`;
}
