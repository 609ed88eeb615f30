import { data, type RouterContextProvider } from "react-router";
import { importCredentials } from "~/features/registry/queries.server";
import type { SessionUser } from "~/features/auth/index.server";
import { formatInteger } from "~/lib/format/format";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";
import { refuse, refuseForm } from "~/lib/forms/submission.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { logger } from "~/lib/server/log.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getNamespace } from "~/locales/index.server";
import { CSV_MAX_BYTES } from "./registry";
import { importCarrySchema, importRowsFromCsv, validateImportRow, type ImportRow } from "./registry-csv.server";

type Context = Readonly<RouterContextProvider>;

/** What the preview step shows: page data, the point of the form (not a success message). */
export type ImportPreview = {
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

function previewOf(rows: ImportRow[], language: LanguageCode): ImportPreview {
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

/** A post too large to read: told to the preview form, the one that sends a file. */
export function refuseTooLarge() {
  return refuse({ intent: "preview", fieldErrors: {}, formError: "errors.tooLarge", values: {} }, { status: 413 });
}

/** "preview": reads and validates the file; writes nothing. */
export async function previewImport(context: Context, form: FormData) {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refuseForm(form, "errors.empty");
  if (file.size > CSV_MAX_BYTES) return refuseForm(form, "errors.tooLarge", { status: 413 });
  const read = importRowsFromCsv(await file.text());
  if (!read.ok) return refuseForm(form, `errors.${read.error}`);
  return { preview: previewOf(read.rows, getRequestLanguage(context)) };
}

/**
 * "confirm": validates the carried rows again and imports them all in one transaction — any error,
 * and nothing is written. Back to the registry with the number imported.
 */
export async function confirmImport(context: Context, me: SessionUser, form: FormData, carriedText: string) {
  let carried: unknown = null;
  try {
    carried = JSON.parse(carriedText);
  } catch {
    carried = null;
  }
  const parsed = importCarrySchema.safeParse(carried);
  if (!parsed.success || parsed.data.length === 0) return refuseForm(form, "import.failed");
  const rows = parsed.data.map(({ row, cells }) => validateImportRow(row, cells));
  const language = getRequestLanguage(context);
  if (rows.some((row) => row.input === null)) return data({ preview: previewOf(rows, language) }, { status: 400 });
  let count: number;
  try {
    const stored = await storeOnce(getAppContext(context).db, form, "credential-import", async (tx) => {
      const ids = await importCredentials(
        tx,
        rows.map((row) => row.input!),
        me.id,
      );
      return ids.length;
    });
    count = stored.result;
  } catch (error) {
    logger.error({ err: error }, "Credential import failed; nothing was written");
    return refuseForm(form, "import.failed", { status: 500 });
  }
  throw redirectWithFlash(context, "/admin/credentials", {
    ns: "credentialsAdmin",
    key: importedKey(language, count),
    values: { count, formatted: formatInteger(count, language) },
    form: "import",
  });
}

/** The plural form of "… credentials imported." for `count` in `language` (as i18next picks it). */
function importedKey(language: LanguageCode, count: number): string {
  const texts = getNamespace(language, "credentialsAdmin").import as Record<string, unknown>;
  const form = new Intl.PluralRules(language).select(count);
  return typeof texts[`done_${form}`] === "string" ? `import.done_${form}` : "import.done_other";
}
