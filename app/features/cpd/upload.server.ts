/**
 * Reading the ledger's multipart form without buffering more than a bounded number of bytes: the shared reader of
 * ~/lib/uploads/read-upload.server.ts (a body over the limit keeps the text fields before the file) at the
 * ledger's limit.
 */
import { readUploadPost, type UploadPost } from "~/lib/uploads/read-upload.server";
import { evidenceUpload } from "./evidence";

/** The most bytes of one post the server reads. */
export const MAX_LEDGER_BODY_BYTES = evidenceUpload.readBytes;

export type LedgerPost = UploadPost;

/** The post's form, read up to `maxBytes`. */
export function readLedgerPost(request: Request, maxBytes = MAX_LEDGER_BODY_BYTES): Promise<LedgerPost> {
  return readUploadPost(request, maxBytes);
}
