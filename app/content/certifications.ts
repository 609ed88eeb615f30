/**
 * The four GeoCert certifications: eligibility, exam, fees, validity and renewal (fictional
 * figures of a fictional body). What renewal asks (CPD hours, categories, caps, windows) is the
 * CPD rule of app/content/cpd-rule.ts (decision 031), never restated here. Words live in the `certifications` namespace; level names and
 * typical roles are the home page's (careers.levels.*); salary ranges are app/content/home.ts's.
 */
import { careerLevels, type CareerLevelKey } from "~/content/home";
import { cpdRule } from "~/content/cpd-rule";
import { formatInteger } from "~/lib/format/format";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { Namespaces } from "~/locales/types";

type Messages = Namespaces["certifications"];
export type EducationKey = keyof Messages["education"];
export type ExamFormatKey = keyof Messages["examFormats"];
export type StepKey = keyof Messages["steps"]["items"];

export type Certification = {
  key: CareerLevelKey;
  /** Post-nominal letters shown on the certificate. */
  credential: string;
  eligibility: {
    education: EducationKey;
    experienceYears: number;
    /** Another route to eligibility: less formal education, more experience. */
    alternative?: { education: EducationKey; experienceYears: number };
    /** The certification that must be held first. */
    prerequisite?: CareerLevelKey;
    /** Hours of approved geothermal training. */
    trainingHours?: number;
  };
  exam: { format: ExamFormatKey; questions: number; durationMinutes: number; passingScorePercent: number };
  /** US dollars. */
  fees: {
    exam: { member: number; nonMember: number };
    renewal: { member: number; nonMember: number };
    /** Each attempt after a failed one (the retake rule of app/features/exams/engine/retakes.ts). */
    retake: { member: number; nonMember: number };
  };
  /** The cycle of the CPD rule (app/content/cpd-rule.ts): hours per cycle and caps live there, not here. */
  validityYears: number;
  salary: { min: number; max?: number };
};

const salaryOf = (key: CareerLevelKey) => careerLevels.find((level) => level.key === key)!.salary;

export const certifications = [
  {
    key: "associate",
    credential: "AGP",
    eligibility: { education: "secondary", experienceYears: 0, trainingHours: 40 },
    exam: { format: "multipleChoice", questions: 100, durationMinutes: 120, passingScorePercent: 70 },
    fees: {
      exam: { member: 195, nonMember: 295 },
      renewal: { member: 75, nonMember: 125 },
      retake: { member: 95, nonMember: 145 },
    },
    validityYears: cpdRule.cycleYears,
    salary: salaryOf("associate"),
  },
  {
    key: "professional",
    credential: "CGP",
    eligibility: {
      education: "bachelor",
      experienceYears: 3,
      alternative: { education: "diploma", experienceYears: 5 },
    },
    exam: { format: "multipleChoice", questions: 150, durationMinutes: 180, passingScorePercent: 70 },
    fees: {
      exam: { member: 395, nonMember: 545 },
      renewal: { member: 125, nonMember: 175 },
      retake: { member: 195, nonMember: 275 },
    },
    validityYears: cpdRule.cycleYears,
    salary: salaryOf("professional"),
  },
  {
    key: "senior",
    credential: "SGP",
    eligibility: { education: "bachelor", experienceYears: 8, prerequisite: "professional" },
    exam: { format: "caseStudy", questions: 120, durationMinutes: 210, passingScorePercent: 72 },
    fees: {
      exam: { member: 545, nonMember: 745 },
      renewal: { member: 150, nonMember: 225 },
      retake: { member: 275, nonMember: 375 },
    },
    validityYears: cpdRule.cycleYears,
    salary: salaryOf("senior"),
  },
  {
    key: "expert",
    credential: "GEF",
    eligibility: { education: "master", experienceYears: 15, prerequisite: "senior" },
    exam: { format: "portfolioPanel", questions: 60, durationMinutes: 240, passingScorePercent: 75 },
    fees: {
      exam: { member: 795, nonMember: 1095 },
      renewal: { member: 200, nonMember: 275 },
      retake: { member: 395, nonMember: 545 },
    },
    validityYears: cpdRule.cycleYears,
    salary: salaryOf("expert"),
  },
] as const satisfies ReadonlyArray<Certification>;

/** Education from least to most: a higher one meets a requirement for a lower one. */
export const educationOrder = [
  "secondary",
  "diploma",
  "bachelor",
  "master",
] as const satisfies ReadonlyArray<EducationKey>;

/**
 * How experience counts toward a level: a period counts when worked at least `minHoursPerWeek`, and
 * overlapping periods (two part-time jobs at once) count once, by calendar days. A month is
 * `daysPerMonth` days, so "3 years" is 36 such months.
 */
export const experienceRule = { minHoursPerWeek: 20, daysPerMonth: 30.4375 } as const;

/**
 * Who pays the member fee: an applicant who, at submission, holds an active GeoCert credential or belongs
 * to a GeoCert chapter. Everyone else pays the non-member fee.
 */
export const memberFeeRule = { activeCredential: true, chapterMember: true } as const;

/**
 * What an application is given by the rules (docs/decisions/041): approval opens a window to sit the exam, a
 * decline may be appealed, a referee's link lasts a while and is reminded twice. Page texts take these figures.
 */
export const applicationRule = {
  eligibilityWindowMonths: 12,
  appealWindowDays: 30,
  refereeLinkDays: 30,
  refereeReminderDays: [7, 14],
  /** Days an audited candidate has to send the evidence. */
  auditEvidenceDays: 30,
} as const;

/** The way to a certificate, in order: what the site does at each step (decision 043). */
export const certificationSteps = [
  "check",
  "prepare",
  "apply",
  "fee",
  "review",
  "exam",
  "credential",
  "maintain",
] as const satisfies ReadonlyArray<StepKey>;

/** "$1,095" (en), "$1.095" (is): US dollars with the language's digit grouping. */
export function formatUsd(amount: number, language: LanguageCode): string {
  return `$${formatInteger(amount, language)}`;
}
