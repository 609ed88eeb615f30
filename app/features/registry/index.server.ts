// The registry feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/registry/ (decision 038; eslint's feature-doors rule).
export { readBulkForm, readBulkUpload } from "./bulk-input.server";
export { bulkLimitReached, checkInOneRequest, refuseCheck } from "./bulk-verify-page.server";
export { checkBulkRows } from "./bulk-verify.server";
export { confirmImport, previewImport, refuseTooLarge } from "./credential-import.server";
export { changeCredentialStatus, credentialRegistryPage, issueCredential } from "./credentials-admin.server";
export {
  claimCredential,
  claimableCredentials,
  heldCredentials,
  holdsCredential,
  linkCredential,
  setPublicPage,
  unlinkCredential,
} from "./holders-queries.server";
export {
  APPLICATIONS_PAGE_SIZE,
  countApplicationsByStatus,
  createApplicationDraft,
  createCredential,
  credentialsHeldByAccounts,
  deleteStaleDrafts,
  findCredential,
  getApplication,
  getApplicationDraft,
  holderName,
  listApplications,
  published,
  saveApplicationDraft,
  setCredentialStatus,
  submitApplication,
  updateApplication,
  verifyCredentials,
} from "./queries.server";
export type { ApplicationDraft, ApplicationInput, Credential } from "./queries.server";
export { BULK_TEMPLATE_HEADER, CSV_MAX_ROWS, IMPORT_TEMPLATE_HEADER, bulkRowSchema } from "./registry-csv.server";
export type { BulkRow } from "./registry-csv.server";
export { seedRegistry, seededRandom } from "./seed.server";
export { verifyFromQuery } from "./verify.server";
