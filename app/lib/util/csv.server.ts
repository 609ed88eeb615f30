import { stringify } from "csv-stringify/sync";

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at the start)
 * gets a leading apostrophe, so an exported file can never run what a visitor typed (OWASP's
 * "CSV injection" advice).
 */
export function neutraliseCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** CSV text (csv-stringify) with a header row; every cell neutralised. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return stringify([header.map(neutraliseCell), ...rows.map((row) => row.map(neutraliseCell))], {
    record_delimiter: "\r\n",
  });
}

/** A download response: UTF-8 with a byte-order mark, so spreadsheet programs read accents right. */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(`\ufeff${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}
