/**
 * The learning-needs survey (/learning-needs): its steps and questions as typed data. The
 * words live in the "learningNeeds" namespace (questions.<name>, options.<list>.<value>).
 */
import { keySkills, type SkillKey } from "~/content/home";
import { languageCodes } from "~/lib/i18n/languages";

export const roles = [
  "student",
  "fieldTechnician",
  "drillingCrew",
  "plantOperator",
  "engineer",
  "geoscientist",
  "projectManager",
  "regulator",
  "educator",
  "other",
] as const;
export const experienceBands = ["lessThan1", "1to3", "4to7", "8to15", "moreThan15"] as const;
export const regions = [
  "eastAfrica",
  "otherAfrica",
  "europe",
  "middleEast",
  "southeastAsia",
  "eastAsia",
  "oceania",
  "northAmerica",
  "latinAmerica",
] as const;
export const currentLevels = ["none", "associate", "professional", "senior", "expert"] as const;
export const targetLevels = ["associate", "professional", "senior", "expert", "undecided"] as const;
export const gapScale = ["1", "2", "3", "4", "5"] as const;
export const learningFormats = [
  "selfPaced",
  "liveOnline",
  "classroom",
  "fieldTraining",
  "mentoring",
  "microLearning",
  "simulation",
] as const;
export const barriers = [
  "cost",
  "time",
  "employerSupport",
  "travel",
  "language",
  "connectivity",
  "recognition",
] as const;
export const monthlyHours = ["upTo2", "3to5", "6to10", "moreThan10"] as const;
export const contactChoices = ["yes", "no"] as const;
export const surveyLanguages = languageCodes;

/** One form field per skill domain for the 1-5 self-rating. */
export const gapField = (skill: SkillKey) => `gap_${skill}` as const;
export type GapField = ReturnType<typeof gapField>;
export const gapFields = keySkills.map(gapField);

/** A question: its field name, how it is asked, and its choices (when it has any). */
export type Question =
  | { name: string; kind: "radio"; options: readonly string[]; optionsKey: string; required: true }
  | { name: string; kind: "select"; options: readonly string[]; optionsKey: string; required: true }
  | { name: string; kind: "checkbox"; options: readonly string[]; optionsKey: string; required: boolean }
  | { name: string; kind: "text" | "email"; maxLength: number; required: false; autoComplete?: string }
  | { name: string; kind: "textarea"; maxLength: number; required: false }
  | { name: "gaps"; kind: "scale"; skills: readonly SkillKey[]; required: true };

export const surveySteps = [
  {
    key: "about",
    questions: [
      { name: "role", kind: "radio", options: roles, optionsKey: "roles", required: true },
      { name: "experience", kind: "radio", options: experienceBands, optionsKey: "experience", required: true },
      { name: "region", kind: "select", options: regions, optionsKey: "regions", required: true },
      { name: "country", kind: "text", maxLength: 80, required: false, autoComplete: "country-name" },
    ],
  },
  {
    key: "certification",
    questions: [
      { name: "currentLevel", kind: "radio", options: currentLevels, optionsKey: "currentLevels", required: true },
      { name: "targetLevel", kind: "radio", options: targetLevels, optionsKey: "targetLevels", required: true },
    ],
  },
  {
    key: "skills",
    questions: [{ name: "gaps", kind: "scale", skills: keySkills, required: true }],
  },
  {
    key: "learning",
    questions: [
      { name: "formats", kind: "checkbox", options: learningFormats, optionsKey: "formats", required: true },
      { name: "barriers", kind: "checkbox", options: barriers, optionsKey: "barriers", required: false },
      { name: "languages", kind: "checkbox", options: surveyLanguages, optionsKey: "languages", required: true },
      { name: "hours", kind: "radio", options: monthlyHours, optionsKey: "hours", required: true },
    ],
  },
  {
    key: "contact",
    questions: [
      { name: "contact", kind: "radio", options: contactChoices, optionsKey: "contact", required: true },
      { name: "email", kind: "email", maxLength: 254, required: false, autoComplete: "email" },
      { name: "comments", kind: "textarea", maxLength: 1000, required: false },
    ],
  },
] as const satisfies ReadonlyArray<{ key: string; questions: readonly Question[] }>;

export type SurveyStepKey = (typeof surveySteps)[number]["key"];
export const SURVEY_STEP_COUNT = surveySteps.length;

/** Every form field name of a step (the scale question is one field per skill domain). */
export function stepFieldNames(stepIndex: number): string[] {
  const step = surveySteps[stepIndex];
  if (!step) return [];
  return step.questions.flatMap((question: Question) =>
    question.kind === "scale" ? question.skills.map(gapField) : [question.name],
  );
}

/** Fields that hold several values (checkbox groups). */
export const multiValueFields: ReadonlySet<string> = new Set(
  surveySteps.flatMap((step) =>
    step.questions.flatMap((question: Question) => (question.kind === "checkbox" ? [question.name] : [])),
  ),
);
