// The exams feature's door (decision 038): the exam engine (blueprints, form assembly, shuffling, scoring, the
// timer, retakes, item statistics; decision 045) and the item bank's model and exchange formats (QTI 3.0 and CSV;
// decision 046). Both are pure code, usable on the server and in the browser alike.
export * from "./engine";
export * from "./items";
// Sitting the exam (docs/decisions/052): its forms, policy and components; no item text or key is in them.
export * from "./sitting";
