/**
 * Files of an application (decision 041): PDF, JPEG or PNG, at most MAX_DOCUMENT_BYTES, the type decided by the
 * first bytes (never the name or the browser's word), the name cleaned before it is stored or shown.
 */
import { uploadLimit } from "~/lib/uploads/limits";

/** The largest document accepted (5 MB). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** A wizard step's post: one document and the step's text fields. */
export const documentUpload = uploadLimit(MAX_DOCUMENT_BYTES);

export { DOCUMENT_ACCEPT, documentTypes, sniffDocumentType, type DocumentType } from "~/lib/uploads/document-files";
