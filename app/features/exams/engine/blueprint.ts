/**
 * The exam blueprint: how many items of each framework domain a level's form has, and how many of them come in
 * case studies. ISO/IEC 17024 (5.2, 9.3) asks that every form of an exam samples the scheme's competencies the same
 * way, so two candidates of one level face equivalent exams: the weights are the published test specification and
 * live here only, typed against the framework's domains (a domain added to the framework and not weighted here
 * fails the typecheck). The number of questions is the level's `exam.questions` of app/content/certifications.ts,
 * never restated.
 */
import { certifications, type ExamFormatKey } from "~/content/certifications";
import { frameworkDomains, type FrameworkDomain, type FrameworkLevel } from "~/content/framework";

/** A share of the form per domain; the shares of a level sum to 1. */
export type DomainWeights = { readonly [D in FrameworkDomain]: number };

/**
 * Case studies: a scenario (site data, a log, a permit) shared by several items. They test judgement over a whole
 * situation, which single items cannot; but the items of a case stand or fall together (a candidate who misreads
 * the scenario misses several), so they are a fixed share of the form and a case's size is bounded.
 */
export type CaseStudyPlan = {
  /** The share of the form's items that come in case studies. */
  readonly itemShare: number;
  /** How many items one case study has. */
  readonly itemsPerCase: { readonly min: number; readonly max: number };
};

/**
 * The weights per level. Associate leans on operations and safety on site, Professional on engineering work,
 * Senior on judgement across a project (risk, development, environment), Expert on strategy and regulation.
 */
export const blueprintWeights: { readonly [L in FrameworkLevel]: DomainWeights } = {
  associate: {
    reservoirEngineering: 0.1,
    powerPlantOperations: 0.18,
    environmentalManagement: 0.12,
    projectDevelopment: 0.08,
    riskAssessment: 0.16,
    regulatoryCompliance: 0.1,
    resourceAssessment: 0.1,
    drillingOperations: 0.16,
  },
  professional: {
    reservoirEngineering: 0.15,
    powerPlantOperations: 0.14,
    environmentalManagement: 0.11,
    projectDevelopment: 0.12,
    riskAssessment: 0.12,
    regulatoryCompliance: 0.1,
    resourceAssessment: 0.13,
    drillingOperations: 0.13,
  },
  senior: {
    reservoirEngineering: 0.14,
    powerPlantOperations: 0.12,
    environmentalManagement: 0.13,
    projectDevelopment: 0.14,
    riskAssessment: 0.14,
    regulatoryCompliance: 0.11,
    resourceAssessment: 0.12,
    drillingOperations: 0.1,
  },
  expert: {
    reservoirEngineering: 0.15,
    powerPlantOperations: 0.1,
    environmentalManagement: 0.1,
    projectDevelopment: 0.15,
    riskAssessment: 0.15,
    regulatoryCompliance: 0.15,
    resourceAssessment: 0.1,
    drillingOperations: 0.1,
  },
};

/** Case studies by exam format: a format not listed here has none. */
export const caseStudyPlans: { readonly [F in ExamFormatKey]?: CaseStudyPlan } = {
  caseStudy: { itemShare: 0.4, itemsPerCase: { min: 3, max: 6 } },
};

export type Blueprint = {
  level: FrameworkLevel;
  format: ExamFormatKey;
  /** Items on the form: the level's `exam.questions`. */
  questions: number;
  /** Items per domain, in the framework's order; they sum to `questions`. */
  counts: { readonly [D in FrameworkDomain]: number };
  /** Items that come in case studies (counted in their domains too), or null when the format has none. */
  caseStudies: { items: number; itemsPerCase: { min: number; max: number } } | null;
};

/** Guards against 0.29 × 100 = 28.999…: a quota this close to a whole number is that number. */
const EPSILON = 1e-9;

/**
 * Largest-remainder (Hamilton) apportionment: each share gets the whole part of its quota, and the seats left go
 * to the largest fractional parts, so the counts sum exactly to `total` and none is more than one away from its
 * quota. Plain rounding does not sum (8 × 12.5 rounds to 104 of 100). Equal remainders go to the earlier share,
 * so the result never depends on anything but the data.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`total must be a whole number ≥ 0, got ${total}`);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.some((w) => !(w >= 0)) || !(sum > 0)) throw new RangeError("weights must be ≥ 0 with a positive sum");
  const quotas = weights.map((w) => (w / sum) * total);
  const counts = quotas.map((q) => Math.floor(q + EPSILON));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = quotas
    .map((q, index) => ({ index, remainder: q - counts[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  return counts;
}

/** Whether a level's weights sum to 1 (within rounding of the decimals written above). */
export function weightsSumToOne(weights: DomainWeights): boolean {
  return Math.abs(frameworkDomains.reduce((sum, d) => sum + weights[d], 0) - 1) < EPSILON;
}

/** The blueprint of `level`: the level's exam from app/content/certifications.ts over the weights above. */
export function blueprintFor(level: FrameworkLevel): Blueprint {
  const certification = certifications.find((c) => c.key === level);
  if (!certification) throw new Error(`Unknown level ${level}`);
  const weights = blueprintWeights[level];
  if (!weightsSumToOne(weights)) throw new Error(`The blueprint weights of ${level} do not sum to 1`);
  const { questions, format } = certification.exam;
  const numbers = apportion(
    questions,
    frameworkDomains.map((d) => weights[d]),
  );
  const counts = Object.fromEntries(frameworkDomains.map((d, i) => [d, numbers[i]!])) as Record<
    FrameworkDomain,
    number
  >;
  const plan = caseStudyPlans[format];
  return {
    level,
    format,
    questions,
    counts,
    caseStudies: plan
      ? { items: Math.round(plan.itemShare * questions), itemsPerCase: { ...plan.itemsPerCase } }
      : null,
  };
}
