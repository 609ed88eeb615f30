// The cpd feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/cpd/ (decision 038; eslint's feature-doors rule).
export { EntriesTable, RuleSummary } from "./components/entries";
export { DeleteEntryForm, EntryForm } from "./components/entry-form";
export { CredentialProgress } from "./components/progress";
export { MAX_EVIDENCE_BYTES, evidenceUpload } from "./evidence";
export { cpdLedgerForms } from "./forms";
export { canKeepLedger } from "./policy";
