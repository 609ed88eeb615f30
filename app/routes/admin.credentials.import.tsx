import { ArrowLeft, FileUp, Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin.credentials.import";
import { ErrorNotice } from "~/components/ui/notice";
import { CsvTemplateLink } from "~/components/csv-template-link";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, inputClass } from "~/components/ui/field";
import { TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { ScrollTable } from "~/components/registry/scroll-table";
import { importCredentials } from "~/db/registry.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireRole } from "~/lib/auth/auth.server";
import { formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { readLimitedFormData } from "~/lib/forms/limited-body.server";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, IMPORT_TEMPLATE_HEADER } from "~/lib/registry/registry";
import { importCarrySchema, importRowsFromCsv, validateImportRow, type ImportRow } from "~/lib/registry/registry-csv.server";
import { cn } from "~/lib/util/cn";
import { logger } from "~/lib/server/log.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  return {
    messages: pageMessages(context, "credentialsAdmin"),
    limits: { rows: formatInteger(CSV_MAX_ROWS, getRequestLanguage(context)), size: "1 MB" },
  };
}

type Preview = {
  rows: Array<Pick<ImportRow, "row" | "errors" | "cells">>;
  valid: number;
  invalid: number;
  validText: string;
  invalidText: string;
  /** The rows as carried to the confirm step (re-validated there). */
  carry: string;
  /** The confirm form's token: confirming twice imports once (decision 018). */
  submission: string;
};

type ActionResult = { preview?: Preview; error?: string };

function previewOf(rows: ImportRow[], language: Parameters<typeof formatInteger>[1]): Preview {
  const invalid = rows.filter((row) => row.input === null).length;
  return {
    rows: rows.map(({ row, errors, cells }) => ({ row, errors, cells })),
    valid: rows.length - invalid,
    invalid,
    validText: formatInteger(rows.length - invalid, language),
    invalidText: formatInteger(invalid, language),
    carry: JSON.stringify(rows.map(({ row, cells }) => ({ row, cells }))),
    submission: newSubmissionToken(),
  };
}

/**
 * Two steps: "preview" reads and validates the file and writes nothing; "confirm" validates the
 * carried rows again and imports them all in one transaction — any error, and nothing is written.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  // A preview carries at most the file's size again as JSON.
  const form = await readLimitedFormData(request, 3 * CSV_MAX_BYTES);
  if (!form) return data<ActionResult>({ error: "errors.tooLarge" }, { status: 413 });
  const intent = form.get("intent");

  if (intent === "preview") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      return data<ActionResult>({ error: "errors.empty" }, { status: 400 });
    if (file.size > CSV_MAX_BYTES) return data<ActionResult>({ error: "errors.tooLarge" }, { status: 413 });
    const read = importRowsFromCsv(await file.text());
    if (!read.ok) return data<ActionResult>({ error: `errors.${read.error}` }, { status: 400 });
    return data<ActionResult>({ preview: previewOf(read.rows, language) });
  }

  if (intent === "confirm") {
    let carried: unknown = null;
    try {
      carried = JSON.parse(String(form.get("rows") ?? ""));
    } catch {
      carried = null;
    }
    const parsed = importCarrySchema.safeParse(carried);
    if (!parsed.success || parsed.data.length === 0) {
      return data<ActionResult>({ error: "import.failed" }, { status: 400 });
    }
    const rows = parsed.data.map(({ row, cells }) => validateImportRow(row, cells));
    if (rows.some((row) => row.input === null)) {
      return data<ActionResult>({ preview: previewOf(rows, language) }, { status: 400 });
    }
    let target: string;
    try {
      const stored = await storeOnce(db, form, "credential-import", async (tx) => {
        const ids = await importCredentials(
          tx,
          rows.map((row) => row.input!),
          me.id,
        );
        return `/admin/credentials?imported=${ids.length}`;
      });
      target = stored.result;
    } catch (error) {
      logger.error({ err: error }, "Credential import failed; nothing was written");
      return data<ActionResult>({ error: "import.failed" }, { status: 500 });
    }
    throw redirect(target);
  }
  throw data(null, { status: 400 });
}

const columnKeys = ["givenNames", "lastName", "email", "level", "domains", "issuedOn", "expiresOn"] as const;

export default function AdminCredentialsImport({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("credentialsAdmin", loaderData.messages);
  const { t } = useTranslation("credentialsAdmin");
  const err = useErrorText("credentialsAdmin");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const preview = actionData?.preview;
  const { limits } = loaderData;

  return (
    <>
      <PageMeta title={t("meta.importTitle")} />
      <Link
        to="/admin/credentials"
        className="inline-flex items-center gap-1 text-sm font-medium text-mineral-800 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("import.back")}
      </Link>
      <h2 className="mt-3 text-2xl font-semibold text-basalt-950">{t("import.heading")}</h2>
      <p className="mt-1 max-w-3xl text-basalt-700">{t("import.text")}</p>
      <p className="mt-2 max-w-3xl text-sm text-basalt-700">{t("import.columns")}</p>
      <CsvTemplateLink href="/admin/credentials/template.csv">{t("import.template")}</CsvTemplateLink>

      {actionData?.error ? <ErrorNotice message={err(actionData.error, limits)} /> : null}

      <Card className="mt-6">
        <Form method="post" encType="multipart/form-data" className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="preview" />
          <div className="grid gap-1.5">
            <label htmlFor="import-file" className="text-sm font-medium text-basalt-900">
              {t("import.file")}
            </label>
            <p id="import-file-hint" className="text-sm text-basalt-600">
              {t("import.fileHint", limits)}
            </p>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              aria-describedby="import-file-hint"
              className={cn(
                inputClass,
                "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-steam-200 file:px-3 file:py-1.5 file:font-semibold file:text-basalt-900",
              )}
            />
          </div>
          <Button type="submit" variant="secondary" className="justify-self-start" disabled={busy}>
            <FileUp aria-hidden />
            {t("import.preview")}
          </Button>
        </Form>
      </Card>

      {preview ? (
        <section aria-labelledby="preview-heading" className="mt-8 grid gap-4">
          <h2 id="preview-heading" className="text-xl font-semibold text-basalt-950">
            {t("import.previewHeading")}
          </h2>
          <p role="status" className="text-basalt-800">
            <span data-testid="import-valid">
              {t("import.valid", { count: preview.valid, formatted: preview.validText })}
            </span>
            {" · "}
            <span data-testid="import-invalid">
              {t("import.invalid", { count: preview.invalid, formatted: preview.invalidText })}
            </span>
          </p>
          {preview.invalid > 0 ? (
            <div role="alert" className="rounded-lg border border-magma-200 bg-magma-50 p-3">
              <FieldError message={t("import.blocked")} />
            </div>
          ) : (
            <div className="grid justify-items-start gap-3 rounded-lg bg-mineral-50 p-4">
              <p className="text-mineral-800">{t("import.ready")}</p>
              <Form method="post" encType="multipart/form-data">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="rows" value={preview.carry} />
                <SubmissionField token={preview.submission} />
                <Button type="submit" disabled={busy}>
                  <Upload aria-hidden />
                  {t("import.confirm", { count: preview.valid, formatted: preview.validText })}
                </Button>
              </Form>
            </div>
          )}
          <ScrollTable label={t("import.previewHeading")} minWidth="64rem">
            <TableHead>
              <tr>
                <Th className="text-right">{t("import.row")}</Th>
                {IMPORT_TEMPLATE_HEADER.map((column) => (
                  <Th key={column} className="font-mono text-xs">
                    {column}
                  </Th>
                ))}
                <Th>{t("import.problems")}</Th>
              </tr>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => {
                const problems = Object.entries(row.errors);
                return (
                  <tr key={row.row} data-row={row.row} className={problems.length ? "bg-magma-50" : undefined}>
                    <Td className="text-right tabular-nums">{row.row}</Td>
                    {IMPORT_TEMPLATE_HEADER.map((column, index) => (
                      <Td key={column} className="break-words">
                        {row.cells[column]}
                        <span className="sr-only">
                          {row.errors[columnKeys[index]!] ? ` (${t("import.problems")})` : ""}
                        </span>
                      </Td>
                    ))}
                    <Td>
                      {problems.length ? (
                        <ul className="grid gap-1">
                          {problems.map(([field, key]) => (
                            <li key={field}>
                              <FieldError message={`${t(`columns.${field as "email"}`)}: ${err(key, limits) ?? key}`} />
                            </li>
                          ))}
                        </ul>
                      ) : (
                        "—"
                      )}
                    </Td>
                  </tr>
                );
              })}
            </TableBody>
          </ScrollTable>
        </section>
      ) : null}
    </>
  );
}
