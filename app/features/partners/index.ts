// The partners feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/partners/ (decision 038; eslint's feature-doors rule).
export { ApplicationForm } from "./components/application-form";
export { Sent } from "./components/application-steps";
export { DecisionPanel } from "./components/decision-panel";
export { invitationForms } from "./invitation";
export { applicationSteps, typedToValues } from "./partner-application";
export type { contributionAreas, organisationTypes, partnerTiers } from "./partner-application";
