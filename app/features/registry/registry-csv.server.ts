import { parse } from "csv-parse/sync";
import { z } from "zod";
import { fieldErrors } from "~/lib/forms/fields";
import {
  BULK_TEMPLATE_HEADER,
  credentialInputSchema,
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  IMPORT_TEMPLATE_HEADER,
  lookupSchema,
  parseDomainList,
  type CredentialInput,
} from "~/features/registry/registry";

export { BULK_TEMPLATE_HEADER, CSV_MAX_BYTES, CSV_MAX_ROWS, IMPORT_TEMPLATE_HEADER };

/** One data row as read: its line number in the file (the header is line 1) and its cells. */
export type RawRow = { row: number; cells: string[] };

export type CsvReadError = "empty" | "tooLarge" | "tooManyRows" | "unreadable";
export type CsvReadResult =
  { ok: true; header: string[] | null; rows: RawRow[] } | { ok: false; error: CsvReadError; line?: number };

/** Spreadsheets export with `,`, `;` (many European locales) or tabs (pasted cells): the first line tells. */
function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes("\t")) return "\t";
  if (firstLine.includes(";") && !firstLine.includes(",")) return ";";
  return ",";
}

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/**
 * Reads CSV text (csv-parse): at most CSV_MAX_BYTES and CSV_MAX_ROWS data rows, empty lines
 * skipped, ragged rows allowed (each row is validated on its own). A first row whose cells name
 * `expectedHeader[0]` is the header; without one, the columns are taken in the template's order.
 */
export function readCsv(text: string, expectedHeader: readonly string[]): CsvReadResult {
  if (new TextEncoder().encode(text).length > CSV_MAX_BYTES) return { ok: false, error: "tooLarge" };
  const clean = text.replace(/^\ufeff/, "");
  if (clean.trim() === "") return { ok: false, error: "empty" };
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(clean, {
      delimiter: guessDelimiter(clean),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      // One more than allowed (plus a header) is enough to know the file is too long.
      to: CSV_MAX_ROWS + 2,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, error: "unreadable", ...(typeof line === "number" ? { line } : {}) };
  }
  if (records.length === 0) return { ok: false, error: "empty" };
  const first = records[0]!.record.map(headerKey);
  const hasHeader = first.includes(expectedHeader[0]!);
  const header = hasHeader ? first : null;
  const data = hasHeader ? records.slice(1) : records;
  if (data.length > CSV_MAX_ROWS) return { ok: false, error: "tooManyRows" };
  if (data.length === 0) return { ok: false, error: "empty" };
  return { ok: true, header, rows: data.map(({ record, info }) => ({ row: info.lines, cells: record })) };
}

/** The cells of a row by the template's column names (header order, or the template's order). */
export function cellsByName(
  header: string[] | null,
  expected: readonly string[],
  cells: string[],
): Record<string, string> {
  const order = header ?? [...expected];
  return Object.fromEntries(expected.map((name) => [name, cells[order.indexOf(name)]?.slice(0, 1000) ?? ""]));
}

// ---------------------------------------------------------------------------------------------
// Bulk verification

/** A row to verify as sent between browser and server (what was typed, with its line number). */
export const bulkRowSchema = z.object({
  row: z.number().int().min(1).max(10_000_000),
  id: z.string().max(200),
  lastName: z.string().max(200),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

export function bulkRowsFromCsv(
  text: string,
): { ok: true; rows: BulkRow[] } | { ok: false; error: CsvReadError; line?: number } {
  const read = readCsv(text, BULK_TEMPLATE_HEADER);
  if (!read.ok) return read;
  return {
    ok: true,
    rows: read.rows.map(({ row, cells }) => {
      const named = cellsByName(read.header, BULK_TEMPLATE_HEADER, cells);
      return { row, id: named.credential_id ?? "", lastName: named.last_name ?? "" };
    }),
  };
}

/** A row's lookup (normalised id and last name), or the key of what is wrong with it. */
export function validateBulkRow(
  row: BulkRow,
): { ok: true; id: string; lastName: string } | { ok: false; error: string } {
  const parsed = lookupSchema.safeParse({ id: row.id, name: row.lastName });
  if (parsed.success) return { ok: true, id: parsed.data.id, lastName: parsed.data.name };
  const errors = fieldErrors(parsed.error);
  return { ok: false, error: errors.id ?? errors.name ?? "errors.idFormat" };
}

// ---------------------------------------------------------------------------------------------
// Credential import

export type ImportRow = {
  row: number;
  input: CredentialInput | null;
  errors: Record<string, string>;
  cells: Record<string, string>;
};

/** Every row of an import file validated; nothing is written here. */
export function importRowsFromCsv(
  text: string,
): { ok: true; rows: ImportRow[] } | { ok: false; error: CsvReadError; line?: number } {
  const read = readCsv(text, IMPORT_TEMPLATE_HEADER);
  if (!read.ok) return read;
  return {
    ok: true,
    rows: read.rows.map(({ row, cells }) =>
      validateImportRow(row, cellsByName(read.header, IMPORT_TEMPLATE_HEADER, cells)),
    ),
  };
}

export function validateImportRow(row: number, cells: Record<string, string>): ImportRow {
  const parsed = credentialInputSchema.safeParse({
    givenNames: cells.given_names ?? "",
    lastName: cells.last_name ?? "",
    email: cells.email ?? "",
    level: (cells.level ?? "").trim().toLowerCase(),
    domains: parseDomainList(cells.domains ?? ""),
    issuedOn: cells.issued_on ?? "",
    expiresOn: cells.expires_on ?? "",
    validityReason: cells.validity_reason ?? "",
  });
  if (parsed.success) return { row, input: parsed.data, errors: {}, cells };
  const errors = fieldErrors(parsed.error);
  // Array item errors ("domains.0") belong to the domains column.
  for (const key of Object.keys(errors)) {
    if (key.startsWith("domains.")) {
      errors.domains ??= errors[key]!;
      delete errors[key];
    }
  }
  return { row, input: null, errors, cells };
}

/** The rows of a previewed import as carried to the confirm step (re-validated there). */
export const importCarrySchema = z
  .array(z.object({ row: z.number().int().min(1), cells: z.record(z.string(), z.string().max(1000)) }))
  .max(CSV_MAX_ROWS);
