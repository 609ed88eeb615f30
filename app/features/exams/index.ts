// The exams feature's door (decision 038): the exam engine (blueprints, form assembly, shuffling, scoring, the
// timer, retakes, item statistics; decision 045) and the item bank's model and exchange formats (QTI 3.0 and CSV;
// decision 046). Both are pure code, usable on the server and in the browser alike.
export * from "./engine";
export * from "./items";
// The item bank pages' forms, filters and upload limit (decision 049): no item and no key, only their shapes.
export * from "./bank/forms";
export { ItemFields, type ItemFieldValues } from "./bank/item-fields";

// Exam results and the certification decision (decision 050): who may do what, the forms, their parts.
export { canChangeResults, canDecideResults, canSeeExamResults } from "./results/policy";
export type { DecisionBar } from "./results/policy";
export { examDecisions, resultFilterSchema, resultForms, resultStatuses } from "./results/forms";
export type { ResultChange, ResultForm } from "./results/forms";
export { DecisionForm, ResultChangeForm } from "./results/components/result-forms";
// Exam sessions and booking: forms and policy (docs/decisions/051)
export * from "./booking";
// Sitting the exam (docs/decisions/052): its forms, policy and components; no item text or key is in them.
export * from "./sitting";
// Item statistics (decision 055): the charts, drawn as SVG on the server.
export { GroupedBars, ItemScatter } from "./statistics/components/charts";
export type { BarGroup, ScatterPoint } from "./statistics/components/charts";
// The Expert level's portfolio and panel: rubric, forms, policy (docs/decisions/053)
export * from "./panel";
