// The Expert portfolio and panel's browser door (docs/decisions/053): the rubric, the forms and the policy.
export * from "./rubric";
export {
  assignForm,
  commentField,
  panelStaffForms,
  portfolioDraftForm,
  portfolioForm,
  portfolioSubmitForm,
  projectField,
  projectSlots,
  portfolioLimits,
  scoreField,
  scoreForm,
  scoresOf,
} from "./forms";
export type { PanelStaffForm, PortfolioInput, ScoreInput } from "./forms";
export { assignmentBar, canAdministerPanels, canAssess, othersVisible } from "./policy";
export type { AssignmentBar } from "./policy";
export { AssignForm, ReleaseForm, ScoreForm } from "./components/assessment-forms";
export { PortfolioDraftForm, PortfolioSubmitForm } from "./components/portfolio-forms";
