import { useLocation } from "react-router";
import { languages } from "~/lib/i18n/languages";
import { useRootData } from "~/lib/root/root-data";

/**
 * A page's <title> and description (React 19 hoists them into <head>). When the site is open
 * (SITE_GATE=off), also its canonical address and the 11 language alternates (`?lng=`).
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const root = useRootData();
  const { pathname } = useLocation();
  const site = root?.site;
  const open = site && !site.gateEnabled;
  const canonical = site ? `${site.siteUrl}${pathname}` : pathname;
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {open ? <link rel="canonical" href={canonical} /> : null}
      {open
        ? languages.map((language) => (
            <link
              key={language.code}
              rel="alternate"
              hrefLang={language.code}
              href={`${canonical}?lng=${language.code}`}
            />
          ))
        : null}
      {open ? <link rel="alternate" hrefLang="x-default" href={canonical} /> : null}
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:title" content={title} />
    </>
  );
}

/** Structured data (schema.org) for search engines; a data block, never executed. */
export function JsonLd({ data }: { data: Record<string, unknown> | Array<Record<string, unknown>> }) {
  // Escape "<" so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
