/**
 * The GeoCert competency framework: eight skill domains × four certification levels, each cell
 * listing the ids of the competencies expected at that level. One typed source for the framework
 * page, the training quiz and credential verification; the words live in the `framework`
 * namespace (`competencies.<domain>.<level>.<key>`), and the types below tie every id to an
 * English string, so a missing text fails the typecheck.
 */
import { type careerLevels, keySkills, type CareerLevelKey, type SkillKey } from "~/content/home";
import type { Namespaces } from "~/locales/types";

type CompetencyTexts = Namespaces["framework"]["competencies"];

/** A skill domain (row of the matrix): the home page's key skills, named in common `skills.*`. */
export type FrameworkDomain = SkillKey & (typeof keySkills)[number];
/** A certification level (column of the matrix): the home page's career levels. */
export type FrameworkLevel = CareerLevelKey;

export const frameworkDomains = keySkills;
export const frameworkLevels = ["associate", "professional", "senior", "expert"] as const satisfies ReadonlyArray<
  (typeof careerLevels)[number]["key"]
>;

/** A competency's key within its cell, e.g. "readsLogs". */
export type CompetencyKey<D extends FrameworkDomain, L extends FrameworkLevel> = keyof CompetencyTexts[D][L] & string;

/** Every competency's translation key in the framework namespace: "competencies.<domain>.<level>.<key>". */
export type CompetencyMessageKey = {
  [D in FrameworkDomain]: { [L in FrameworkLevel]: `competencies.${D}.${L}.${CompetencyKey<D, L>}` }[FrameworkLevel];
}[FrameworkDomain];

/** A stable id, usable in URLs and stored answers: "<domain>.<level>.<key>". */
export type CompetencyId = CompetencyMessageKey extends `competencies.${infer Id}` ? Id : never;

export type Competency = {
  id: CompetencyId;
  domain: FrameworkDomain;
  level: FrameworkLevel;
  key: string;
  messageKey: CompetencyMessageKey;
};

type Matrix = {
  [D in FrameworkDomain]: { [L in FrameworkLevel]: ReadonlyArray<CompetencyKey<D, L>> };
};

/** The framework, in the order the competencies are shown. */
export const frameworkMatrix: Matrix = {
  reservoirEngineering: {
    associate: ["readsLogs", "recordsData", "explainsSystems"],
    professional: ["interpretsTests", "buildsModels", "forecastsDecline"],
    senior: ["plansInjection", "reviewsModels", "managesMonitoring"],
    expert: ["leadsStrategy", "setsStandards", "advisesCapacity"],
  },
  powerPlantOperations: {
    associate: ["monitorsSystems", "followsLoto", "routineMaintenance"],
    professional: ["operatesUnits", "diagnosesFaults", "managesScaling"],
    senior: ["optimisesPerformance", "plansOutages", "leadsShiftTeams"],
    expert: ["definesStrategy", "evaluatesTechnology", "setsBenchmarks"],
  },
  environmentalManagement: {
    associate: ["samplesFluids", "knowsImpacts", "reportsIncidents"],
    professional: ["runsMonitoring", "managesBrine", "contributesEia"],
    senior: ["leadsEia", "engagesStakeholders", "auditsCompliance"],
    expert: ["setsPolicy", "lifecycleAssessment", "advisesLenders"],
  },
  projectDevelopment: {
    associate: ["understandsPhases", "supportsLogistics", "tracksSchedules"],
    professional: ["managesWorkPackages", "preparesEstimates", "coordinatesContractors"],
    senior: ["leadsProjects", "reviewsEconomics", "managesProcurement"],
    expert: ["shapesPortfolio", "structuresFinance", "mentorsLeaders"],
  },
  riskAssessment: {
    associate: ["identifiesHazards", "completesJsa", "knowsEmergency"],
    professional: ["conductsHazop", "maintainsRegisters", "assessesResourceRisk"],
    senior: ["leadsRiskReviews", "managesInducedSeismicity", "designsEmergencyPlans"],
    expert: ["setsRiskFramework", "advisesInsurers", "investigatesMajorIncidents"],
  },
  regulatoryCompliance: {
    associate: ["followsPermits", "keepsRecords", "knowsRegulators"],
    professional: ["preparesReports", "interpretsRegulations", "supportsInspections"],
    senior: ["securesPermits", "managesCompliance", "negotiatesConditions"],
    expert: ["shapesRegulation", "harmonisesStandards", "representsIndustry"],
  },
  resourceAssessment: {
    associate: ["supportsSurveys", "handlesSamples", "usesGis"],
    professional: ["interpretsData", "buildsConceptualModels", "estimatesCapacity"],
    senior: ["selectsTargets", "reportsResources", "reviewsAssessments"],
    expert: ["leadsNationalAssessments", "competentPerson", "advancesMethods"],
  },
  drillingOperations: {
    associate: ["assistsRig", "monitorsParameters", "followsWellControl"],
    professional: ["designsWells", "supervisesOperations", "managesDownholeProblems"],
    senior: ["plansCampaigns", "managesWellIntegrity", "leadsWellControl"],
    expert: ["setsDrillingStrategy", "advancesTechnology", "writesCodes"],
  },
};

/** The competencies expected in one domain at one level, in order. */
export function getCompetencies(domain: FrameworkDomain, level: FrameworkLevel): Competency[] {
  const keys: readonly string[] = frameworkMatrix[domain][level];
  return keys.map((key) => ({
    id: `${domain}.${level}.${key}` as CompetencyId,
    domain,
    level,
    key,
    messageKey: `competencies.${domain}.${level}.${key}` as CompetencyMessageKey,
  }));
}

/** Every competency of the framework, domain by domain, level by level. */
export function allCompetencies(): Competency[] {
  return frameworkDomains.flatMap((domain) => frameworkLevels.map((level) => getCompetencies(domain, level)).flat());
}

/** The competency with this id, or undefined (ids from URLs or stored answers are untrusted). */
export function findCompetency(id: string): Competency | undefined {
  return allCompetencies().find((competency) => competency.id === id);
}

export function isFrameworkDomain(value: unknown): value is FrameworkDomain {
  return typeof value === "string" && (frameworkDomains as readonly string[]).includes(value);
}

export function isFrameworkLevel(value: unknown): value is FrameworkLevel {
  return typeof value === "string" && (frameworkLevels as readonly string[]).includes(value);
}
