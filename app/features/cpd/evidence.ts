/**
 * Evidence files of the CPD ledger (decision 031): PDF, JPEG or PNG, at most
 * MAX_EVIDENCE_BYTES. The type is decided by the file's first bytes, never by its name or the type the
 * browser declared.
 */

import { uploadLimit } from "~/lib/uploads/limits";

/** The largest evidence file accepted (5 MB). */
export const MAX_EVIDENCE_BYTES = 5 * 1024 * 1024;
/** The ledger form's upload: the evidence file and the entry's text fields before it. */
export const evidenceUpload = uploadLimit(MAX_EVIDENCE_BYTES);

export const evidenceTypes = ["application/pdf", "image/jpeg", "image/png"] as const;
export type EvidenceType = (typeof evidenceTypes)[number];

/** What the file input offers (a hint for the browser's picker; the server decides by content). */
export const EVIDENCE_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type of a file by its content (magic bytes), or null when it is none of the accepted ones. */
export function sniffEvidenceType(bytes: Uint8Array): EvidenceType | null {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (bytes.length >= 8 && starts(PNG)) return "image/png";
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  // "%PDF-": readers accept the header within the first kilobyte; we ask for it at the start.
  if (bytes.length >= 5 && starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

const extensions: Record<EvidenceType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
};

/**
 * A file name safe to send in Content-Disposition and to show: the member's name without paths,
 * control characters or quotes, at most 120 characters, with the extension of its real type.
 */
export function safeEvidenceName(name: string, type: EvidenceType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .split("")
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"\\;<>:*?|%'.includes(char))
    .join("")
    .trim()
    .slice(0, 100);
  return `${base || "evidence"}.${extensions[type]}`;
}
