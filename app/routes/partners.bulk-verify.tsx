import { Download, RotateCcw, SearchCheck } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/partners.bulk-verify";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { CsvTemplateLink } from "~/components/csv-template-link";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { StatusBadge } from "~/components/registry/credential-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, inputClass, TextareaField } from "~/components/ui/field";
import { TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { ScrollTable } from "~/components/registry/scroll-table";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireRole } from "~/lib/auth/auth.server";
import { bulkStatuses, summarise, type BulkResult } from "~/lib/registry/bulk-results";
import { readBulkUpload, type BulkInputError } from "~/lib/registry/bulk-input.server";
import { checkBulkRows } from "~/lib/registry/bulk-verify.server";
import { formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useLanguage } from "~/lib/i18n/use-language";
import { levelTexts } from "~/lib/certification/level-texts.server";
import { consume } from "~/lib/server/rate-limit.server";
import type { BulkRow } from "~/lib/registry/registry-csv.server";
import { CSV_MAX_ROWS } from "~/lib/registry/registry";
import { cn } from "~/lib/util/cn";

const BATCH_SIZE = 250;

export const headers = privateFormHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["partner"]);
  const levels = levelTexts(context);
  return {
    messages: pageMessages(context, "bulkVerify"),
    limits: { rows: formatInteger(CSV_MAX_ROWS, getRequestLanguage(context)), size: "1 MB" },
    levelNames: Object.fromEntries(Object.entries(levels).map(([key, value]) => [key, value.certification])) as Record<
      string,
      string
    >,
  };
}

type ActionResult =
  | { ok: true; rows: BulkRow[]; results: BulkResult[] }
  | { ok: false; error: BulkInputError["error"] | "rateLimited"; line?: number; minutes?: number };

/** Without JavaScript the whole file is checked in one request (in batches on the server). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ["partner"]);
  const { rateLimits } = getAppContext(context);
  const wait = await consume(rateLimits.bulkVerify, user.id);
  if (wait > 0) {
    return data<ActionResult>(
      { ok: false, error: "rateLimited", minutes: Math.ceil(wait / 60) },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const upload = await readBulkUpload(request);
  if ("error" in upload) return data<ActionResult>({ ok: false, ...upload }, { status: 400 });
  const check = await checkBulkRows(context, upload.rows, user.id);
  if ("wait" in check) {
    return data<ActionResult>(
      { ok: false, error: "rateLimited", minutes: Math.ceil(check.wait / 60) },
      { status: 429, headers: { "Retry-After": String(check.wait) } },
    );
  }
  return data<ActionResult>({ ok: true, rows: upload.rows, results: check.results });
}

type ClientState =
  | { phase: "idle" }
  | { phase: "reading" }
  | { phase: "checking"; done: number; total: number }
  | { phase: "done"; rows: BulkRow[]; results: BulkResult[] }
  | { phase: "error"; error: string; line?: number; minutes?: number };

export default function BulkVerify({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("bulkVerify", loaderData.messages);
  const { t } = useTranslation("bulkVerify");
  const navigation = useNavigation();
  const [state, setState] = useState<ClientState>({ phase: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const { limits } = loaderData;

  // With JavaScript: read once, then check 250 rows a request and move the progress bar.
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setState({ phase: "reading" });
    try {
      const read = await fetch("/api/bulk-verify", { method: "POST", body: new FormData(form) });
      const answer = (await read.json()) as { rows?: BulkRow[]; error?: string; line?: number; minutes?: number };
      if (!answer.rows) {
        setState({ phase: "error", error: answer.error ?? "failed", line: answer.line, minutes: answer.minutes });
        return;
      }
      const rows = answer.rows;
      const results: BulkResult[] = [];
      setState({ phase: "checking", done: 0, total: rows.length });
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        const response = await fetch("/api/bulk-verify", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ rows: rows.slice(start, start + BATCH_SIZE) }),
        });
        const batch = (await response.json()) as { results?: BulkResult[]; error?: string; minutes?: number };
        if (!batch.results) {
          setState({ phase: "error", error: batch.error ?? "failed", minutes: batch.minutes });
          return;
        }
        results.push(...batch.results);
        setState({ phase: "checking", done: results.length, total: rows.length });
      }
      setState({ phase: "done", rows, results });
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch {
      setState({ phase: "error", error: "failed" });
    }
  };

  const serverResult = actionData && actionData.ok ? actionData : null;
  const shown =
    state.phase === "done"
      ? { rows: state.rows, results: state.results }
      : state.phase === "idle" && serverResult
        ? serverResult
        : null;
  const errorState =
    state.phase === "error" ? state : state.phase === "idle" && actionData && !actionData.ok ? actionData : null;
  const busy = state.phase === "reading" || state.phase === "checking" || navigation.state === "submitting";

  const errorText = (error: NonNullable<typeof errorState>) => {
    switch (error.error) {
      case "tooLarge":
        return t("errors.tooLarge", { size: limits.size });
      case "tooManyRows":
        return t("errors.tooManyRows", { rows: limits.rows });
      case "unreadable":
        return t("errors.unreadable", { line: error.line });
      case "unreadableNoLine":
        return t("errors.unreadableNoLine");
      case "empty":
        return t("errors.empty");
      case "rateLimited":
        return t("errors.rateLimited", { minutes: error.minutes ?? 1 });
      default:
        return t("errors.failed");
    }
  };

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader
        eyebrow={t("header.eyebrow")}
        title={t("header.title")}
        lead={t("header.lead")}
        trail={[[t("trail.partners"), "/partners"]]}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {shown ? (
          <Results rows={shown.rows} results={shown.results} levelNames={loaderData.levelNames} statusRef={statusRef} />
        ) : null}
        <Card className={cn("p-6 sm:p-8", shown && "print:hidden")}>
          <h2 className="text-2xl font-bold text-basalt-950">{t("form.heading")}</h2>
          <p className="mt-2 max-w-3xl text-basalt-700">{t("form.text", limits)}</p>
          <CsvTemplateLink href="/partners/bulk-verify/template.csv">{t("form.template")}</CsvTemplateLink>
          {errorState ? (
            <div role="alert" className="mt-5 rounded-lg border border-magma-200 bg-magma-50 p-3">
              <FieldError message={errorText(errorState)} />
            </div>
          ) : null}
          <Form
            ref={formRef}
            method="post"
            encType="multipart/form-data"
            onSubmit={onSubmit}
            className="mt-6 grid gap-6"
            noValidate
          >
            <div className="grid gap-1.5">
              <label htmlFor="bulk-file" className="text-sm font-medium text-basalt-900">
                {t("form.file")}
              </label>
              <p id="bulk-file-hint" className="text-sm text-basalt-600">
                {t("form.fileHint")}
              </p>
              <input
                id="bulk-file"
                name="file"
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                aria-describedby="bulk-file-hint"
                className={cn(
                  inputClass,
                  "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-steam-200 file:px-3 file:py-1.5 file:font-semibold file:text-basalt-900",
                )}
              />
            </div>
            <p className="text-sm font-semibold text-basalt-600 uppercase">{t("form.or")}</p>
            <TextareaField
              label={t("form.paste")}
              hint={t("form.pasteHint")}
              textareaProps={{
                id: "bulk-rows",
                name: "rows",
                rows: 6,
                spellCheck: false,
                placeholder: "GCF-2026-7KQ4-XM,Kamau",
                className: "font-mono text-sm",
              }}
            />
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" disabled={busy}>
                <SearchCheck aria-hidden />
                {busy ? t("form.checking") : t("form.submit")}
              </Button>
              <Progress state={state} />
            </div>
          </Form>
        </Card>
      </div>
    </main>
  );
}

function Progress({ state }: { state: ClientState }) {
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

function Results({
  rows,
  results,
  levelNames,
  statusRef,
}: {
  rows: BulkRow[];
  results: BulkResult[];
  levelNames: Record<string, string>;
  statusRef: React.RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation("bulkVerify");
  const language = useLanguage();
  const counts = summarise(results);
  const say = t as unknown as (key: string) => string;
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
          {results.map((result) => (
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
    </section>
  );
}
