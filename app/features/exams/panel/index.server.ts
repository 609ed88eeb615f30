// The Expert portfolio and panel's server door (docs/decisions/053): every function asks the panel's policy or
// takes the signed-in candidate's own id.
export {
  assessmentDetail,
  assessmentQueue,
  assessorChoices,
  assignAssessor,
  candidatePortfolio,
  panelsToStaff,
  releasedPanelOf,
  releasePanel,
  savePortfolio,
  submitPortfolio,
  submitScores,
} from "./panel.server";
export type { AssessmentDetail, AssignOutcome, ReleaseOutcome, SaveOutcome, ScoreOutcome } from "./panel.server";
export { seedExamPanel } from "./seed.server";
export {
  assessmentAction,
  assessmentPage,
  assessmentsPage,
  candidatePortfolioAction,
  candidatePortfolioPage,
} from "./pages.server";
