// The exams feature's door (decision 038): the exam engine (blueprints, form assembly, shuffling, scoring, the
// timer, retakes, item statistics; decision 045) and the item bank's model and exchange formats (QTI 3.0 and CSV;
// decision 046). Both are pure code, usable on the server and in the browser alike.
export * from "./engine";
export * from "./items";
// Exam sessions and booking: forms and policy (docs/decisions/051)
export * from "./booking";
