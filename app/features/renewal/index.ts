// The renewal feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/renewal/ (decision 038; eslint's feature-doors rule).
export { ExpiringChart } from "./components/expiring-chart";
export { RenewalEntries, RenewalProgress, renewalStatusTone } from "./components/renewal-parts";
export { canRenew, canReviewRenewals } from "./policy";
export { auditRateForms, canSubmitIn, renewalForms, renewalReviewForms } from "./renewal";
