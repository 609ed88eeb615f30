import { ArrowLeft, FileUp, Upload } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link, useNavigation } from "react-router";
import { cpdRule } from "~/content/cpd-rule";
import type { Route } from "./+types/admin.credentials.import";
import { FormAlert } from "~/components/forms/form-status";
import { CsvTemplateLink } from "~/components/csv-template-link";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, inputClass } from "~/components/ui/field";
import { TableBody, TableHead, Td, Th } from "~/components/ui/table";
import {
  ScrollTable,
  importForms,
  canManageCredentials,
  credentialImportUpload,
  CSV_MAX_ROWS,
  IMPORT_TEMPLATE_HEADER,
} from "~/features/registry";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { formatFileSize, formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { readLimitedFormData } from "~/lib/forms/limited-body.server";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { confirmImport, previewImport, refuseTooLarge } from "~/features/registry/index.server";
import { useUploadCheck } from "~/lib/uploads/use-upload-check";
import { cn } from "~/lib/util/cn";

export async function loader({ request, context }: Route.LoaderArgs) {
  ensure(canManageCredentials(await requireUser(request, context)));
  const language = getRequestLanguage(context);
  return {
    messages: pageMessages(context, "credentialsAdmin"),
    limits: {
      rows: formatInteger(CSV_MAX_ROWS, language),
      size: formatFileSize(credentialImportUpload.fileBytes, language),
      years: cpdRule.cycleYears,
    },
  };
}

/**
 * Two steps: "preview" reads and validates the file and writes nothing; "confirm" validates the
 * carried rows again and imports them all in one transaction — any error, and nothing is written.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canManageCredentials(me));
  // A confirmation carries the previewed rows again as JSON (credentialImportUpload).
  const form = await readLimitedFormData(request, credentialImportUpload.readBytes);
  if (!form) return refuseTooLarge();
  const parsed = parseForm(form, importForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "preview":
      return previewImport(context, form);
    case "confirm":
      return confirmImport(context, me, form, parsed.value.rows);
  }
}

const columnKeys = [
  "givenNames",
  "lastName",
  "email",
  "level",
  "domains",
  "issuedOn",
  "expiresOn",
  "validityReason",
] as const;

export default function AdminCredentialsImport({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("credentialsAdmin", loaderData.messages);
  const { t } = useTranslation("credentialsAdmin");
  const err = useErrorText("credentialsAdmin");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const preview = actionData && "preview" in actionData ? actionData.preview : undefined;
  const refusal = formReply(actionData, "preview").formError ?? formReply(actionData, "confirm").formError;
  const { limits } = loaderData;
  const upload = useUploadCheck(credentialImportUpload);
  const fileError = upload.tooLarge ? err("errors.tooLarge", limits) : null;

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
      <p className="mt-2 max-w-3xl text-sm text-basalt-700">{t("import.columns", { years: limits.years })}</p>
      <CsvTemplateLink href="/admin/credentials/template.csv">{t("import.template")}</CsvTemplateLink>

      <FormAlert message={err(refusal, limits)} className="mt-4" />

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
              ref={upload.ref}
              onChange={upload.onChange}
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? "import-file-hint import-file-error" : "import-file-hint"}
              className={cn(
                inputClass,
                "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-steam-200 file:px-3 file:py-1.5 file:font-semibold file:text-basalt-900",
              )}
            />
            <FieldError id="import-file-error" message={fileError} />
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
            <FormAlert message={t("import.blocked")} />
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
