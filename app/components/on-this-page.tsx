import { useTranslation } from "~/lib/i18n/react";

/** The table of contents of a long page: links to its sections' ids (DESIGN.md, "Pages"). */
export function OnThisPage({ links }: { links: ReadonlyArray<{ id: string; label: string }> }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("page.onThisPage")} className="border-b border-basalt-200 bg-steam-100">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <p aria-hidden="true" className="text-sm font-semibold tracking-wider text-basalt-700 uppercase">
          {t("page.onThisPage")}
        </p>
        <ol className="mt-3 flex flex-wrap gap-2">
          {links.map((link, index) => (
            <li key={link.id}>
              <a
                href={`#${link.id}`}
                className="inline-flex items-center gap-2 rounded-full border border-basalt-300 bg-white px-3 py-1.5 text-sm font-medium text-basalt-900 hover:border-mineral-700 hover:text-mineral-800"
              >
                <span aria-hidden="true" className="tabular text-basalt-600">
                  {index + 1}
                </span>
                {link.label}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
