// The exams feature's door for server code (decision 038): the item bank's storage and its staff functions
// (docs/decisions/047). The bank holds the exams' keys, so none of it is in the browser door (index.ts); every
// function here takes the acting person and asks the bank's policy itself.
export {
  BANK_PAGE_SIZE,
  bankItem,
  createItem,
  editItem,
  itemHistory,
  listBank,
  moveItem,
  reviewTranslation,
  saveCaseStudy,
  saveTranslation,
} from "./bank/bank.server";
export type {
  BankDeps,
  BankError,
  BankFilters,
  BankRow,
  CaseOutcome,
  ItemDraft,
  ItemOutcome,
} from "./bank/bank.server";
export { arrivalOf, exportBank, importBank } from "./bank/exchange.server";
export type { BankPackage, ExportFilters, ImportOutcome } from "./bank/exchange.server";
export { assembleAndFreeze, frozenForms } from "./bank/forms.server";
export type { FreezeOutcome, FrozenForm } from "./bank/forms.server";
export type { StoredCase, StoredItem } from "./bank/queries.server";
export { canFreezeForms, canReviewItem, canUseItemBank } from "./bank/policy";
// Sitting the exam (docs/decisions/052): invigilation steps, the candidate's attempt, its answers, clock and score
// report, and the periodic time-out.
export {
  invigilationAction,
  invigilationListPage,
  invigilationSessionPage,
  reportPage,
  reportPdfResponse,
  saveAnswerJson,
  sitAction,
  sitPage,
} from "./sitting/pages.server";
export { examTimeOutTask } from "./sitting/tasks.server";
export { seedExamSitting } from "./sitting/seed.server";
