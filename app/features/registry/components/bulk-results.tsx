import { ChevronLeft, ChevronRight, Download, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { StatusBadge } from "~/features/registry/components/credential-status";
import { ScrollTable } from "~/features/registry/components/scroll-table";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { formatInteger } from "~/lib/format/format";
import { useLanguage } from "~/lib/i18n/use-language";
import { bulkStatuses, summarise, type BulkResult } from "~/features/registry/bulk-results";
import type { BulkRow } from "~/features/registry/registry-csv.server";
import { cn } from "~/lib/util/cn";

/** Where the page's script is: reading the upload, checking it 250 rows a request, done, or refused. */
export type ClientState =
  | { phase: "idle" }
  | { phase: "reading" }
  | { phase: "checking"; done: number; total: number }
  | { phase: "done"; rows: BulkRow[]; results: BulkResult[] }
  | { phase: "error"; error: string; line?: number; minutes?: number };

/** The progress bar and its status line while the script reads and checks. */
export function Progress({ state }: { state: ClientState }) {
  const { t } = useTranslation("bulkVerify");
  const language = useLanguage();
  if (state.phase !== "reading" && state.phase !== "checking") return null;
  const text =
    state.phase === "reading"
      ? t("progress.reading")
      : t("progress.status", {
          done: formatInteger(state.done, language),
          total: formatInteger(state.total, language),
        });
  return (
    <div className="grid min-w-60 flex-1 gap-1">
      <progress
        aria-label={t("progress.label")}
        max={state.phase === "checking" ? Math.max(state.total, 1) : undefined}
        value={state.phase === "checking" ? state.done : undefined}
        className="h-2 w-full max-w-md overflow-hidden rounded-full accent-mineral-700"
      />
      <p role="status" className="text-sm text-basalt-700 tabular-nums">
        {text}
      </p>
    </div>
  );
}

/** Rows of the results table per page when the page's script shows them (5,000 rows at once took a second to draw). */
export const RESULTS_PAGE_ROWS = 100;

/**
 * The results of a check: counts by status, the CSV download (always every row), and one table row
 * per line — `pageRows` at a time with Previous/Next when given (the script's results), else all of
 * them (the answer to the form without JavaScript, drawn by the browser from HTML).
 */
export function Results({
  rows,
  results,
  levelNames,
  statusRef,
  pageRows,
}: {
  rows: BulkRow[];
  results: BulkResult[];
  levelNames: Record<string, string>;
  statusRef: React.RefObject<HTMLDivElement | null>;
  pageRows?: number;
}) {
  const { t } = useTranslation("bulkVerify");
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(0);
  const counts = summarise(results);
  const say = t as unknown as (key: string) => string;
  const pages = pageRows ? Math.max(1, Math.ceil(results.length / pageRows)) : 1;
  const shown = pageRows ? results.slice(page * pageRows, (page + 1) * pageRows) : results;
  return (
    <section aria-labelledby="results-heading" className="grid gap-6">
      <div ref={statusRef} tabIndex={-1} className="focus:outline-none">
        <h2 id="results-heading" className="text-2xl font-bold text-basalt-950">
          {t("results.heading")}
        </h2>
        <p role="status" className="mt-1 text-basalt-700">
          {t("results.total", { count: results.length, formatted: formatInteger(results.length, language) })}
        </p>
      </div>
      <dl aria-label={t("results.summary")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {bulkStatuses.map((status) => (
          <div key={status} className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-4">
            <dt>
              {status === "error" ? (
                <span className="text-sm font-semibold text-magma-800">{t("statuses.error")}</span>
              ) : (
                <StatusBadge status={status} label={t(`statuses.${status}`)} />
              )}
            </dt>
            <dd className="mt-2 text-3xl font-bold text-basalt-950 tabular-nums" data-testid={`count-${status}`}>
              {formatInteger(counts[status], language)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Form method="post" action="/partners/bulk-verify/results.csv" reloadDocument>
          <input type="hidden" name="rows" value={JSON.stringify(rows)} />
          <Button type="submit">
            <Download aria-hidden />
            {t("results.download")}
          </Button>
        </Form>
        <Button asChild variant="secondary">
          <Link to="/partners/bulk-verify" reloadDocument>
            <RotateCcw aria-hidden />
            {t("results.again")}
          </Link>
        </Button>
      </div>
      <p className="text-sm text-basalt-600">{t("results.note")}</p>
      <ScrollTable label={t("results.caption")} minWidth="56rem">
        <TableHead>
          <tr>
            <Th className="text-right">{t("results.row")}</Th>
            <Th>{t("results.id")}</Th>
            <Th>{t("results.lastName")}</Th>
            <Th>{t("results.status")}</Th>
            <Th>{t("results.holder")}</Th>
            <Th>{t("results.level")}</Th>
            <Th>{t("results.expires")}</Th>
          </tr>
        </TableHead>
        <TableBody>
          {shown.map((result) => (
            <tr key={result.row} data-row={result.row}>
              <Td className="text-right tabular-nums">{formatInteger(result.row, language)}</Td>
              <Td className={cn("font-mono", result.status === "error" ? "break-all" : "whitespace-nowrap")}>
                {result.id}
              </Td>
              <Td className="break-words">{result.lastName}</Td>
              <Td>
                {result.status === "error" ? (
                  <FieldError message={say(result.error ?? "errors.failed")} />
                ) : (
                  <StatusBadge status={result.status} label={t(`statuses.${result.status}`)} />
                )}
              </Td>
              <Td>{result.holderName ?? ""}</Td>
              <Td>{result.level ? (levelNames[result.level] ?? result.level) : ""}</Td>
              <Td className="whitespace-nowrap tabular-nums">{result.expiresOn ?? ""}</Td>
            </tr>
          ))}
        </TableBody>
      </ScrollTable>
      {/* Focus stays on the button pressed (aria-disabled, not disabled, at either end). */}
      {pages > 1 ? (
        <nav aria-label={tCommon("page.pagination")} className="flex flex-wrap items-center gap-3 print:hidden">
          <p
            aria-live="polite"
            className="basis-full text-basalt-700 tabular-nums sm:basis-auto"
            data-testid="results-page"
          >
            {tCommon("page.pageOf", { page: formatInteger(page + 1, language), pages: formatInteger(pages, language) })}
          </p>
          <Button
            type="button"
            variant="secondary"
            aria-disabled={page === 0}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            onClick={() => setPage(Math.max(0, page - 1))}
          >
            <ChevronLeft aria-hidden />
            {tCommon("page.previous")}
          </Button>

          <Button
            type="button"
            variant="secondary"
            aria-disabled={page === pages - 1}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            onClick={() => setPage(Math.min(pages - 1, page + 1))}
          >
            {tCommon("page.next")}
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
