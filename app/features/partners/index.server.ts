// The partners feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/partners/ (decision 038; eslint's feature-doors rule).
export { loadApplication, postApplicationStep } from "./application.server";
export { partnershipDecisionMail } from "./decision-mail.server";
export type { DecisionMailKind } from "./decision-mail.server";
export {
  INVITATION_PATH,
  PARTNER_AREA_PATH,
  approveApplication,
  declineApplication,
  resendInvitation,
} from "./decision.server";
export { acceptInvitation, decisionOf, invitationByToken, invitationOf } from "./queries.server";
