/**
 * Files of an application (decision 041): PDF, JPEG or PNG, at most MAX_DOCUMENT_BYTES, the type decided by the
 * first bytes (never the name or the browser's word), the name cleaned before it is stored or shown.
 */
import { uploadLimit } from "~/lib/uploads/limits";

/** The largest document accepted (5 MB). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** A wizard step's post: one document and the step's text fields. */
export const documentUpload = uploadLimit(MAX_DOCUMENT_BYTES);

export const documentTypes = ["application/pdf", "image/jpeg", "image/png"] as const;
export type DocumentType = (typeof documentTypes)[number];

export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (bytes.length >= 8 && starts(PNG)) return "image/png";
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (bytes.length >= 5 && starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

const extensions: Record<DocumentType, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

/** The candidate's file name without paths, control characters or quotes, with the extension of its real type. */
export function safeDocumentName(name: string, type: DocumentType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .split("")
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"\\;<>:*?|%'.includes(char))
    .join("")
    .trim()
    .slice(0, 100);
  return `${base || "document"}.${extensions[type]}`;
}
