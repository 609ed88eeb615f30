// The newsletter feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/newsletter/ (decision 038; eslint's feature-doors rule).
export { IssueForm } from "./components/issue-form";
export { issueForms, newIssueForms } from "./issues";
export { confirmForms, normaliseEmail } from "./newsletter";
export { canManageSubscribers } from "./policy";
