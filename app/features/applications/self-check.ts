/**
 * The public eligibility check (/certifications/eligibility): a GET form, so it works without JavaScript and
 * its answer is a link. The answers are read leniently (a bad number is "not answered", never an error page);
 * the verdicts are the eligibility engine's, never restated here.
 */
import { z } from "zod";
import { certifications, educationOrder, experienceRule, type EducationKey } from "~/content/certifications";
import type { CareerLevelKey } from "~/content/home";
import { assessEligibility, type Eligibility, type Shortfall } from "~/features/certifications";

export const levelKeys = certifications.map((c) => c.key) as CareerLevelKey[];

export type SelfCheckAnswers = {
  education: EducationKey | null;
  experienceYears: number;
  trainingHours: number;
  held: CareerLevelKey[];
};

const whole = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : undefined),
    z.number().int().min(0).max(max).optional(),
  );

/** The answers of a query string, or null when the form was not sent yet (no `education` at all). */
export function readSelfCheck(params: URLSearchParams): SelfCheckAnswers | null {
  if (!params.has("education")) return null;
  const education = params.get("education");
  const years = whole(80).safeParse(params.get("experienceYears") ?? "");
  const hours = whole(10_000).safeParse(params.get("trainingHours") ?? "");
  return {
    education: (educationOrder as readonly string[]).includes(education ?? "") ? (education as EducationKey) : null,
    experienceYears: years.success ? (years.data ?? 0) : 0,
    trainingHours: hours.success ? (hours.data ?? 0) : 0,
    held: params.getAll("held").filter((level): level is CareerLevelKey => (levelKeys as string[]).includes(level)),
  };
}

/** The engine's verdict for every level. */
export function selfCheckResults(answers: SelfCheckAnswers): Eligibility[] {
  return levelKeys.map((level) =>
    assessEligibility(level, {
      education: answers.education,
      experienceMonths: answers.experienceYears * 12,
      trainingHours: answers.trainingHours,
      heldLevels: answers.held,
    }),
  );
}

/** A shortfall as a translation key of the `applications` namespace with its values (the page and mails share it). */
export function shortfallText(missing: Shortfall): {
  key: `missing.${Shortfall["kind"]}`;
  values: Record<string, string | number>;
} {
  switch (missing.kind) {
    case "education":
      return { key: "missing.education", values: { education: missing.need } };
    case "experience":
      return {
        key: "missing.experience",
        values: { count: Math.ceil(missing.needMonths / 12), have: Math.floor(missing.haveMonths / 12) },
      };
    case "training":
      return { key: "missing.training", values: { count: missing.needHours, have: missing.haveHours } };
    case "prerequisite":
      return { key: "missing.prerequisite", values: { level: missing.need } };
  }
}

/** The rule's figures a page states: the hours a week that count, for every text about experience. */
export const experienceRuleValues = { minHours: experienceRule.minHoursPerWeek } as const;
