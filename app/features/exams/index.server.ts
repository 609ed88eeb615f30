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
// The item bank's staff pages: view models and one function per form (decision 049).
export {
  bankCases,
  bankExportResponse,
  bankListView,
  bankUser,
  formsView,
  freezeAction,
  importUpload,
  itemAction,
  itemView,
  newItemAction,
  proposedItemId,
} from "./bank/pages.server";
export type { ImportView } from "./bank/pages.server";

// Demo data (decision 050): the fictional bank, a frozen form per level, scored attempts to decide on.
export { demoBankLanguages } from "./seed-templates";
export { seedExams } from "./seed.server";

// Exam results and the certification decision (decision 050).
export { examResultAction, examResultPage, examResultsPage } from "./results/pages.server";
export { changeResult, decideResult, listResults, resultDetail } from "./results/results.server";
// Exam sessions and booking (docs/decisions/051)
export * from "./booking/index.server";
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
// Item statistics (decision 055): per form and per item, per language, from scored attempts.
export { itemStatisticsPage, statisticsPage } from "./statistics/pages.server";
export { itemReviewRule } from "./statistics/rules";
// The Expert level's portfolio and panel (docs/decisions/053)
export * from "./panel/index.server";
