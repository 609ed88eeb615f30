// The registry feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/registry/ (decision 038; eslint's feature-doors rule).
export { BULK_BATCH_ROWS, bulkErrorKey, bulkVerifyForms } from "./bulk-results";
export type { BulkResult } from "./bulk-results";
export { Progress, RESULTS_PAGE_ROWS, Results } from "./components/bulk-results";
export type { ClientState } from "./components/bulk-results";
export { StatusBadge, applicationStatusTone, statusLook } from "./components/credential-status";
export { CredentialTable } from "./components/credential-table";
export { IssueCredentialForm } from "./components/issue-credential-form";
export { ScrollTable } from "./components/scroll-table";
export { ResultPanel } from "./components/verify-result";
export { credentialForms, filterStatuses, groupDomainErrors, importForms } from "./credential-forms";
export type { LinkForm, UnlinkForm } from "./credential-forms";
export { generateCredentialId, normaliseCredentialId, parseCredentialId } from "./credential-id";
export { myCredentialForms } from "./holder-forms";
export type { ClaimForm, PublicPageForm } from "./holder-forms";
export {
  canManageCredentials,
  canResendInvitation,
  canReviewApplications,
  canVerifyInBulk,
  isHolder,
  partnerAreaRoles,
} from "./policy";
export type { HeldCredential } from "./policy";
export {
  CSV_MAX_ROWS,
  IMPORT_TEMPLATE_HEADER,
  applicationStatuses,
  bulkResultsPost,
  bulkVerifyUpload,
  credentialImportUpload,
  effectiveStatus,
} from "./registry";
export type { ApplicationStatus, CredentialLevel, CredentialStatus } from "./registry";
export { credentials } from "./schema";
