/**
 * Uploaded documents (CPD evidence, application documents): PDF, JPEG or PNG, the type decided by the file's
 * first bytes (never its name or the type the browser declared), the name cleaned before it is stored or shown.
 */

export const documentTypes = ["application/pdf", "image/jpeg", "image/png"] as const;
export type DocumentType = (typeof documentTypes)[number];

/** What a file input offers (a hint for the browser's picker; the server decides by content). */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type of a file by its content (magic bytes), or null when it is none of the accepted ones. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (bytes.length >= 8 && starts(PNG)) return "image/png";
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  // "%PDF-": readers accept the header within the first kilobyte; we ask for it at the start.
  if (bytes.length >= 5 && starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

const extensions: Record<DocumentType, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

/**
 * A file name safe to send in Content-Disposition and to show: the visitor's name without paths, control
 * characters or quotes, at most 100 characters, with the extension of its real type (`fallback` when empty).
 */
export function safeDocumentName(name: string, type: DocumentType, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .split("")
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"\\;<>:*?|%'.includes(char))
    .join("")
    .trim()
    .slice(0, 100);
  return `${base || fallback}.${extensions[type]}`;
}
