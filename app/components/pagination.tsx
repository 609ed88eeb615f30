import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { cn } from "~/lib/util/cn";

const item =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-semibold tabular focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600";

/** Which page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pages: number): Array<number | "gap"> {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const n of sorted) {
    const last = result.at(-1);
    if (typeof last === "number" && n - last > 1) result.push("gap");
    result.push(n);
  }
  return result;
}

/**
 * Page links (plain links, so they work without JavaScript); page 1 is the bare path. `params`
 * (the current filters) are kept in every link.
 */
export function Pagination({
  page,
  pages,
  path,
  params,
}: {
  page: number;
  pages: number;
  path: string;
  params?: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) if (value && key !== "page") query.set(key, value);
    if (n > 1) query.set("page", String(n));
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  };
  return (
    <nav aria-label={t("page.pagination")} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              to={href(page - 1)}
              rel="prev"
              className={cn(item, "border-basalt-400 bg-white text-basalt-900 hover:bg-steam-100")}
            >
              <ChevronLeft aria-hidden className="size-4" />
              {t("page.previous")}
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(item, "border-basalt-200 bg-steam-100 text-basalt-600")}>
              <ChevronLeft aria-hidden className="size-4" />
              {t("page.previous")}
            </span>
          )}
        </li>
        {visiblePages(page, pages).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-basalt-600">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={t("page.pageOf", { page: n, pages })}
                className={cn(
                  item,
                  n === page
                    ? "border-mineral-700 bg-mineral-700 text-white"
                    : "border-basalt-400 bg-white text-basalt-900 hover:bg-steam-100",
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link
              to={href(page + 1)}
              rel="next"
              className={cn(item, "border-basalt-400 bg-white text-basalt-900 hover:bg-steam-100")}
            >
              {t("page.next")}
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(item, "border-basalt-200 bg-steam-100 text-basalt-600")}>
              {t("page.next")}
              <ChevronRight aria-hidden className="size-4" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-basalt-700">{t("page.pageOf", { page, pages })}</p>
    </nav>
  );
}
