// The renewal feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/renewal/ (decision 038; eslint's feature-doors rule).
export { countRenewals, openRenewalsOf, setAuditRate } from "./queries.server";
export {
  approveRenewalFor,
  declineRenewalFor,
  evidenceReadyFor,
  heldCredentialOr404,
  renewalFeeText,
  requestEvidenceFor,
  submitRenewalFor,
} from "./renewal-actions.server";
export { renewalReview, renewalsDashboard, saveAuditRate } from "./renewal-admin.server";
export { renewalMail } from "./renewal-mail.server";
export type { RenewalMailKind } from "./renewal-mail.server";
export { renewalPage } from "./renewal-page.server";
export { renewalTasks } from "./renewal-tasks.server";
