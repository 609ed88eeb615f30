// The Expert portfolio and panel's browser door (docs/decisions/053): the rubric, the forms and the policy.
export * from "./rubric";
export { assignForm, portfolioForm, portfolioLimits, scoreForm } from "./forms";
export type { PortfolioInput, ScoreInput } from "./forms";
export { assignmentBar, canAdministerPanels, canAssess, othersVisible } from "./policy";
export type { AssignmentBar } from "./policy";
