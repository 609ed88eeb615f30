// Sitting the exam, the browser's part (docs/decisions/052): forms, policy and the pages' components.
export { invigilationForms, normaliseCode, sittingForms } from "./forms";
export type { InvigilationForm, InvigilationIntent, SittingForm } from "./forms";
export { canInvigilate, canInvigilateSession, isEnded, mayAnswer, mayEnterCode, mayShowItems } from "./policy";
export { CandidateCard } from "./components/candidate-card";
export { ExamDelivery } from "./components/exam-delivery";
export { ScoreReport } from "./components/score-report";
export type { ClockView, CurrentItem, DomainBand, GridCell, ReportView, SitStage, SitView } from "./views";
