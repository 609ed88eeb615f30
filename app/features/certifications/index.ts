// The certifications feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/certifications/ (decision 038; eslint's feature-doors rule).
export { ComparisonTable } from "./components/comparison-table";
export { CompetencyListView, CompetencyTable } from "./components/competency-matrix";
export { FrameworkFilterForm } from "./components/framework-filter-form";
export { LevelCard } from "./components/level-card";
export { CertificationSteps } from "./components/steps";
export { filterMatrix, parseFrameworkFilter } from "./framework-filter";
export {
  assessEligibility,
  certificationOf,
  countExperienceMonths,
  educationMeets,
  examFee,
  experienceStillNeeded,
  feeBasis,
} from "./eligibility";
export type { Eligibility, EligibilityAnswers, ExperiencePeriod, RouteCheck, Shortfall } from "./eligibility";
