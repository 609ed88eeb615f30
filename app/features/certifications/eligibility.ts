/**
 * The eligibility engine: what a level asks (app/content/certifications.ts) against what a person has.
 * The public self-check, the application form and the staff checklist all ask this one function, so they
 * cannot disagree. Pure: dates come in as ISO strings, "today" included.
 */
import {
  certifications,
  educationOrder,
  experienceRule,
  memberFeeRule,
  type Certification,
  type EducationKey,
} from "~/content/certifications";
import type { CareerLevelKey } from "~/content/home";

export type ExperiencePeriod = {
  /** YYYY-MM-DD. */
  start: string;
  /** YYYY-MM-DD, or null while it goes on (counted to `today`). */
  end: string | null;
  hoursPerWeek: number;
};

export type EligibilityAnswers = {
  /** The highest education completed, or null for none of the listed ones. */
  education: EducationKey | null;
  /** Months of experience that count (see `countExperienceMonths`). */
  experienceMonths: number;
  trainingHours: number;
  /** Levels of the GeoCert credentials the person holds, active ones only. */
  heldLevels: readonly CareerLevelKey[];
};

export type Shortfall =
  | { kind: "education"; need: EducationKey }
  | { kind: "experience"; needMonths: number; haveMonths: number }
  | { kind: "training"; needHours: number; haveHours: number }
  | { kind: "prerequisite"; need: CareerLevelKey };

export type RouteCheck = {
  route: "main" | "alternative";
  education: EducationKey;
  experienceMonths: number;
  met: boolean;
  missing: Shortfall[];
};

export type Eligibility = {
  level: CareerLevelKey;
  outcome: "eligible" | "eligibleAlternative" | "notYet";
  /** The months of experience that counted. */
  experienceMonths: number;
  /** The main route first, then the alternative route where the level has one. */
  routes: RouteCheck[];
};

const DAY = 86_400_000;

function dayNumber(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  return Math.floor(Date.UTC(y!, m! - 1, d!) / DAY);
}

/**
 * Whole months of experience that count: periods of at least the rule's hours a week, merged where they
 * overlap (each calendar day counts once), both ends included, an open period counted to `today`, a period
 * in the future not at all.
 */
export function countExperienceMonths(periods: readonly ExperiencePeriod[], today: string): number {
  const last = dayNumber(today);
  const spans = periods
    .filter((p) => p.hoursPerWeek >= experienceRule.minHoursPerWeek)
    .map((p) => [dayNumber(p.start), Math.min(p.end ? dayNumber(p.end) : last, last)] as const)
    .filter(([start, end]) => start <= end)
    .sort((a, b) => a[0] - b[0]);
  let days = 0;
  let current: [number, number] | null = null;
  for (const [start, end] of spans) {
    if (current && start <= current[1] + 1) current[1] = Math.max(current[1], end);
    else {
      if (current) days += current[1] - current[0] + 1;
      current = [start, end];
    }
  }
  if (current) days += current[1] - current[0] + 1;
  return Math.floor(days / experienceRule.daysPerMonth + 1e-9);
}

/** Whether `have` meets a requirement of `need` (a master's degree meets a bachelor's requirement). */
export function educationMeets(have: EducationKey | null, need: EducationKey): boolean {
  return have !== null && educationOrder.indexOf(have) >= educationOrder.indexOf(need);
}

export function certificationOf(level: CareerLevelKey) {
  const certification = certifications.find((c) => c.key === level);
  if (!certification) throw new Error(`Unknown level ${level}`);
  return certification;
}

/** What `answers` meet of `level`'s rule, route by route, and what is still missing on each. */
export function assessEligibility(level: CareerLevelKey, answers: EligibilityAnswers): Eligibility {
  const rule: Certification["eligibility"] = certificationOf(level).eligibility;
  const common: Shortfall[] = [];
  if (rule.trainingHours && answers.trainingHours < rule.trainingHours)
    common.push({ kind: "training", needHours: rule.trainingHours, haveHours: answers.trainingHours });
  if (rule.prerequisite && !answers.heldLevels.includes(rule.prerequisite))
    common.push({ kind: "prerequisite", need: rule.prerequisite });

  const check = (route: RouteCheck["route"], education: EducationKey, years: number): RouteCheck => {
    const missing: Shortfall[] = [];
    if (!educationMeets(answers.education, education)) missing.push({ kind: "education", need: education });
    const needMonths = years * 12;
    if (answers.experienceMonths < needMonths)
      missing.push({ kind: "experience", needMonths, haveMonths: answers.experienceMonths });
    missing.push(...common);
    return { route, education, experienceMonths: needMonths, met: missing.length === 0, missing };
  };
  const routes = [check("main", rule.education, rule.experienceYears)];
  if (rule.alternative) routes.push(check("alternative", rule.alternative.education, rule.alternative.experienceYears));
  const outcome = routes[0]!.met ? "eligible" : routes[1]?.met ? "eligibleAlternative" : "notYet";
  return { level, outcome, experienceMonths: answers.experienceMonths, routes };
}

/**
 * Months of experience still to gain before experience no longer stands in the way: the smallest gap over
 * the routes whose education the person meets (0 when experience already counts enough on one of them).
 * Null when no route's education is met: more experience alone would not do.
 */
export function experienceStillNeeded(eligibility: Eligibility): number | null {
  const gaps = eligibility.routes
    .filter((route) => !route.missing.some((m) => m.kind === "education"))
    .map((route) => Math.max(0, route.experienceMonths - eligibility.experienceMonths));
  return gaps.length ? Math.min(...gaps) : null;
}

/** Member or non-member fee, by the rule of app/content/certifications.ts (`memberFeeRule`). */
export function feeBasis(applicant: {
  holdsActiveCredential: boolean;
  chapterMember: boolean;
}): "member" | "nonMember" {
  return (memberFeeRule.activeCredential && applicant.holdsActiveCredential) ||
    (memberFeeRule.chapterMember && applicant.chapterMember)
    ? "member"
    : "nonMember";
}

/** The exam fee of `level` for `basis`, in whole US dollars. */
export function examFee(level: CareerLevelKey, basis: "member" | "nonMember"): number {
  return certificationOf(level).fees.exam[basis];
}
