/**
 * The public eligibility check (/certifications/eligibility): a GET form, so it works without JavaScript and
 * its answer is a link. A bad number is named on the page with what was typed (never an error page, never 0);
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

/** The answers' bounds: the form's `max` and the messages that state them come from here. */
export const selfCheckLimits = { experienceYears: 80, trainingHours: 10_000 } as const;

const whole = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : undefined),
    z.number().int().min(0).max(max).optional(),
  );

/** A number the check could not read: the field, its message (`applications` namespace) and what was typed. */
export type SelfCheckProblem = {
  field: keyof typeof selfCheckLimits;
  message: "errors.checkYears" | "errors.checkHours";
  max: number;
  typed: string;
};

/**
 * The answers of a query string, or null when the form was not sent yet (no `education` at all). A number that
 * is not a whole number within its bounds is a problem, never read as 0: the page says so and gives no verdict.
 */
export function readSelfCheck(
  params: URLSearchParams,
): { answers: SelfCheckAnswers; problems: SelfCheckProblem[] } | null {
  if (!params.has("education")) return null;
  const education = params.get("education");
  const problems: SelfCheckProblem[] = [];
  const read = (field: SelfCheckProblem["field"], message: SelfCheckProblem["message"]) => {
    const typed = params.get(field) ?? "";
    const parsed = whole(selfCheckLimits[field]).safeParse(typed);
    if (parsed.success) return parsed.data ?? 0;
    problems.push({ field, message, max: selfCheckLimits[field], typed: typed.slice(0, 20) });
    return 0;
  };
  const answers: SelfCheckAnswers = {
    education: (educationOrder as readonly string[]).includes(education ?? "") ? (education as EducationKey) : null,
    experienceYears: read("experienceYears", "errors.checkYears"),
    trainingHours: read("trainingHours", "errors.checkHours"),
    held: params.getAll("held").filter((level): level is CareerLevelKey => (levelKeys as string[]).includes(level)),
  };
  return { answers, problems };
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
