/**
 * Evidence files of the CPD ledger (decision 031): PDF, JPEG or PNG, at most
 * MAX_EVIDENCE_BYTES. The type is decided by the file's first bytes, never by its name or the type the
 * browser declared.
 */

import { safeDocumentName, type DocumentType } from "~/lib/uploads/document-files";
import { uploadLimit } from "~/lib/uploads/limits";

/** The largest evidence file accepted (5 MB). */
export const MAX_EVIDENCE_BYTES = 5 * 1024 * 1024;
/** The ledger form's upload: the evidence file and the entry's text fields before it. */
export const evidenceUpload = uploadLimit(MAX_EVIDENCE_BYTES);

export {
  DOCUMENT_ACCEPT as EVIDENCE_ACCEPT,
  documentTypes as evidenceTypes,
  sniffDocumentType as sniffEvidenceType,
  type DocumentType as EvidenceType,
} from "~/lib/uploads/document-files";

/** A safe file name for evidence (see `safeDocumentName`). */
export function safeEvidenceName(name: string, type: DocumentType): string {
  return safeDocumentName(name, type, "evidence");
}
