/**
 * How large a post of an upload form may be (docs/decisions/036). A feature declares its file limit
 * once with `uploadLimit`; the page's words, the browser's check before sending, the action's reader
 * and the server's body limit for the route (app/lib/uploads/upload-routes.ts) all take it from there.
 */
export type UploadLimit = {
  /** The largest file the feature accepts: the number its page states. */
  fileBytes: number;
  /** What the action reads at most: the file and the form's other fields. */
  readBytes: number;
  /**
   * What the server lets through before any route reads the body: above what the action reads, so a
   * file somewhat over the limit still reaches the action, which refuses it with the page's own
   * message and keeps what was typed. A body larger still gets the server's translated 413 page.
   */
  hardCapBytes: number;
};

/** Room for a form's text fields and the multipart framing around its file. */
export const FORM_FIELDS_BYTES = 64 * 1024;

/** The limits of an upload of at most `fileBytes`, with `otherBytes` for everything else the form posts. */
export function uploadLimit(fileBytes: number, otherBytes = FORM_FIELDS_BYTES): UploadLimit {
  const readBytes = fileBytes + otherBytes;
  return { fileBytes, readBytes, hardCapBytes: 2 * readBytes };
}

/** The chosen file of an input when it is larger than the limit (the browser's check before sending). */
export function fileOverLimit(input: HTMLInputElement | null, limit: UploadLimit): boolean {
  return Array.from(input?.files ?? []).some((file) => file.size > limit.fileBytes);
}
