import { bulkVerifyUpload } from "~/features/registry/registry";
import { readLimitedFormData } from "~/lib/forms/limited-body.server";
import { bulkRowsFromCsv, CSV_MAX_BYTES, type BulkRow } from "~/features/registry/registry-csv.server";

export type BulkInputError = {
  error: "empty" | "tooLarge" | "tooManyRows" | "unreadable" | "unreadableNoLine";
  line?: number;
};

/** The upload form as posted (its own fields are small: the file or the pasted text is what is limited); null when too large. */
export function readBulkForm(request: Request): Promise<FormData | null> {
  return readLimitedFormData(request, bulkVerifyUpload.readBytes);
}

/** The rows of an upload (file, or pasted text when no file was chosen), within the size and row limits. */
export async function bulkRowsOf(form: FormData): Promise<{ rows: BulkRow[] } | BulkInputError> {
  const file = form.get("file");
  let text = "";
  if (file instanceof File && file.size > 0) {
    if (file.size > CSV_MAX_BYTES) return { error: "tooLarge" };
    text = await file.text();
  } else {
    text = String(form.get("rows") ?? "");
  }
  const read = bulkRowsFromCsv(text);
  if (!read.ok) {
    if (read.error === "unreadable")
      return read.line ? { error: "unreadable", line: read.line } : { error: "unreadableNoLine" };
    return { error: read.error };
  }
  return { rows: read.rows };
}

/** `bulkRowsOf` the request's upload. */
export async function readBulkUpload(request: Request): Promise<{ rows: BulkRow[] } | BulkInputError> {
  const form = await readBulkForm(request);
  if (!form) return { error: "tooLarge" };
  return bulkRowsOf(form);
}
