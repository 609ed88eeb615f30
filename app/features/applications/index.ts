// The applications feature's door (decision 038): what routes and other features may use of it in the browser and
// on the server alike; server-only parts are behind index.server.ts.
export {
  APPEAL_WINDOW_DAYS,
  ELIGIBILITY_WINDOW_MONTHS,
  applicationEvents as applicationStateEvents,
  applicationStates,
  canMove,
  eventsFrom,
  finalStates,
  isEditable,
  isOpen,
  nextState,
  openStates,
  refereeRule,
  refundRule,
  transitions,
  withdrawalRefunds,
} from "./states";
export type { Actor, ApplicationEvent, ApplicationState, Transition } from "./states";
export type { ApplicationDocumentKind, FeeBasis, RefereeAnswer, RefereeRelation } from "./schema";
export { EligibilityVerdict, useRouteRuleLines, useShortfallText } from "./components/rule-texts";
export {
  experienceRuleValues,
  levelKeys,
  readSelfCheck,
  selfCheckLimits,
  selfCheckResults,
  shortfallText,
} from "./self-check";
export type { SelfCheckAnswers, SelfCheckProblem } from "./self-check";
export { dashboardForms, refereeForm, stepsFor, wizardForms, isOwnAddress } from "./forms";
export { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES, documentUpload } from "./documents";
export { canApply, canReviewApplications, canSeeApplication, isApplicant } from "./policy";
export {
  DeclarationStep,
  EducationStep,
  ExperienceStep,
  PrerequisiteStep,
  StepNav,
  TrainingStep,
} from "./components/wizard-steps";
export type { WizardView } from "./components/wizard-steps";
export { moveForm } from "./forms";
export { AnswerMoreInfoForm, AppealForm, AuditEvidenceForm } from "./components/candidate-actions";
export { EventText } from "./components/history";
export { ApplicationCard } from "./components/application-card";
export { CaseHistory, CaseMessages, CaseNotes, MoveForm, staffMoves } from "./components/review-case";
export { RefereeList } from "./components/referee-list";
export { addDaysIso, addMonthsIso, checklistItems, reviewChecklist } from "./checklist";
export type { Checklist, ChecklistItem, ChecklistItemKey, ChecklistStatus } from "./checklist";
export {
  MAX_MORE_INFO_DAYS,
  REVIEW_PAGE_SIZE,
  queueFilterSchema,
  reviewForms,
  reviewStates,
  waitingFilters,
} from "./review-forms";
export type { QueueFilterInput, ReviewForm, ReviewMove } from "./review-forms";
export {
  canDecideApplications,
  canHandleAppeals,
  canNoteApplications,
  canReadApplicationsAsStaff,
  canSeeApplicationsOverview,
  canUseReviewQueue,
  reviewActorsOf,
} from "./policy";
export { ReviewChecklist, ReviewEvidence } from "./components/review-evidence";
export type { ChecklistView, EvidenceView } from "./components/review-evidence";
