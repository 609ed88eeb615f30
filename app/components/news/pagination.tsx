import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

const item =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-semibold tabular focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600";

/** Page links (plain links, so they work without JavaScript); page 1 is the bare path. */
export function Pagination({ page, pages, path }: { page: number; pages: number; path: string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
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
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
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
        ))}
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
