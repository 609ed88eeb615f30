// The applications feature's door for server code (decision 038): loaders, actions, tasks.
export {
  activeCredentialsOf,
  addExperience,
  addTraining,
  answerReferee,
  applicationDocument,
  applicationOf,
  applicationsOf,
  assessDraft,
  checkDocument,
  draftContent,
  draftFor,
  openApplicationOf,
  refereeView,
  removeExperience,
  removeTraining,
  replaceReferee,
  saveEducation,
  saveStep,
  sendRefereeReminders,
  submitApplication,
  withdrawApplication,
} from "./queries.server";
export type { Application, DraftContent, RefereeView, SubmitOutcome } from "./queries.server";
export { applicationInvoice, purposeOf } from "./fee.server";
export type { ApplicationInvoice, ApplicationPurpose, InvoiceStatus } from "./fee.server";
export { refereeReminderTask } from "./tasks.server";
export { documentResponse } from "./files.server";
export { seedApplications } from "./seed.server";
export { candidateDashboard } from "./dashboard.server";
export { reviewCaseView } from "./review-view.server";
export type { ReviewCaseView } from "./review-view.server";
export { refereeMail } from "./mail.server";
export { reviewMail } from "./review-mail.server";
export type { DashboardApplication } from "./dashboard.server";
export {
  answerMoreInfo,
  appealDeadline,
  appealDecline,
  auditEvidenceStates,
  sendAuditEvidence,
} from "./candidate.server";
export type { AppealOutcome, CandidateMoveOutcome } from "./candidate.server";
export {
  DASHBOARD,
  addExperienceEntry,
  addTrainingEntry,
  applyPath,
  moveOn,
  readDocumentPost,
  removeEntry,
  saveEducationStep,
  savePrerequisite,
  submitDraft,
  wizardPage,
  wizardSteps,
} from "./wizard.server";
export {
  addReviewNote,
  applicationSubject,
  applicationsOverview,
  caseProblem,
  moveActor,
  moveApplication,
  overviewStates,
  reviewCase,
  reviewQueue,
  waitingStates,
} from "./review.server";
export type { ApplicationsOverview, MoveOutcome, QueueRow, ReviewCase } from "./review.server";
export { caseId, reviewAction } from "./review-actions.server";
export { levelNamesIn } from "./level-names.server";
// Exam booking (decision 051): an approved application's window, and the demo candidate's application
export { approvedApplicationOf, approvedApplicationsOf } from "./exam-window.server";
export type { ApprovedApplication } from "./exam-window.server";
export { seedApprovedApplicationFor } from "./seed.server";
