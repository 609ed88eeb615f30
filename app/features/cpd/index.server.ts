// The cpd feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/cpd/ (decision 038; eslint's feature-doors rule).
export { creditAcceptedAnswer } from "./automatic.server";
export { evidenceResponse, exportResponse } from "./files.server";
export { addEntry, deleteEntry, editEntry, ledgerPage } from "./ledger.server";
export {
  activitiesBetween,
  countedThroughOf,
  credentialProgress,
  ledgerEntries,
  recordAutomaticCredit,
  removeAutomaticCredit,
  removeAutomaticCreditsOf,
} from "./queries.server";
export { seedCpd } from "./seed.server";
export { readLedgerPost } from "./upload.server";
