/**
 * A QTI package as the zip file tools exchange, and back. fflate does the zip format (it is what
 * pdfkit already ships with; small, no dependencies, synchronous); the limits are checked on the
 * sizes the zip declares before anything is inflated, and fflate inflates each file into a buffer
 * of exactly its declared size, so a "zip bomb" cannot take more memory than the limits allow.
 */
import { unzipSync, zipSync, type Zippable } from "fflate";
import type { CaseStudy, ExamItem } from "./model";
import {
  exportQti,
  importQti,
  QTI_MAX_FILE_BYTES,
  QTI_MAX_FILES,
  QTI_MAX_PACKAGE_BYTES,
  type QtiImport,
  type QtiPackage,
  type QtiProblem,
} from "./qti";

/** The package's files, deflated, manifest first. */
export function zipQtiPackage(files: QtiPackage): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const [path, text] of files) entries[path] = encoder.encode(text);
  // A fixed date keeps the same bank's zip byte-for-byte the same.
  return zipSync(entries, { level: 6, mtime: new Date("2020-01-01T00:00:00Z") });
}

export type UnzipResult = { ok: true; files: QtiPackage } | { ok: false; problems: QtiProblem[] };

/** The text files of a zip (folders skipped), or why it cannot be read. Never throws. */
export function unzipQtiPackage(bytes: Uint8Array): UnzipResult {
  if (bytes.length > QTI_MAX_PACKAGE_BYTES) {
    return { ok: false, problems: [{ code: "packageTooLarge", detail: String(QTI_MAX_PACKAGE_BYTES) }] };
  }
  let count = 0;
  let total = 0;
  const over: { problem: QtiProblem | null } = { problem: null };
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith("/")) return false;
        count += 1;
        total += file.originalSize;
        if (file.originalSize > QTI_MAX_FILE_BYTES) {
          over.problem ??= { code: "fileTooLarge", file: file.name, detail: String(QTI_MAX_FILE_BYTES) };
        }
        if (count > QTI_MAX_FILES) over.problem ??= { code: "tooManyFiles", detail: String(QTI_MAX_FILES) };
        if (total > QTI_MAX_PACKAGE_BYTES)
          over.problem ??= { code: "packageTooLarge", detail: String(QTI_MAX_PACKAGE_BYTES) };
        // Once over a limit nothing more is inflated.
        return over.problem === null;
      },
    });
  } catch {
    return { ok: false, problems: [{ code: "unreadableZip" }] };
  }
  if (over.problem) return { ok: false, problems: [over.problem] };
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const files: QtiPackage = new Map();
  const problems: QtiProblem[] = [];
  for (const [path, data] of Object.entries(entries)) {
    try {
      files.set(path, decoder.decode(data).replace(/^\ufeff/, ""));
    } catch {
      // Images and other binary files are not ours to read; only the XML we need must be text.
      if (/\.xml$/i.test(path)) problems.push({ code: "notUtf8", file: path });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, files };
}

/** The bank as the zip file to download. */
export function exportQtiZip(items: readonly ExamItem[], cases: readonly CaseStudy[]): Uint8Array {
  return zipQtiPackage(exportQti(items, cases));
}

/** An uploaded zip file read into items and case studies, or every problem (the zip's or the package's). */
export function importQtiZip(bytes: Uint8Array): QtiImport {
  const unzipped = unzipQtiPackage(bytes);
  return unzipped.ok ? importQti(unzipped.files) : unzipped;
}
