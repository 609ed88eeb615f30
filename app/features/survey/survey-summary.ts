import { keySkills, type SkillKey } from "~/content/home";
import {
  barriers,
  currentLevels,
  experienceBands,
  gapField,
  learningFormats,
  monthlyHours,
  regions,
  roles,
  targetLevels,
} from "~/content/learning-needs";

/** The survey questions the admin charts show, with their answer lists (labels: learningNeeds options.*). */
export const summaryQuestions = [
  { key: "role", field: "role", options: roles, optionsKey: "roles", multiple: false },
  { key: "experience", field: "experience", options: experienceBands, optionsKey: "experience", multiple: false },
  { key: "region", field: "region", options: regions, optionsKey: "regions", multiple: false },
  { key: "currentLevel", field: "currentLevel", options: currentLevels, optionsKey: "currentLevels", multiple: false },
  { key: "targetLevel", field: "targetLevel", options: targetLevels, optionsKey: "targetLevels", multiple: false },
  { key: "formats", field: "formats", options: learningFormats, optionsKey: "formats", multiple: true },
  { key: "barriers", field: "barriers", options: barriers, optionsKey: "barriers", multiple: true },
  { key: "hours", field: "hours", options: monthlyHours, optionsKey: "hours", multiple: false },
] as const;

export type SummaryQuestionKey = (typeof summaryQuestions)[number]["key"];

export type QuestionSummary = {
  key: SummaryQuestionKey;
  optionsKey: (typeof summaryQuestions)[number]["optionsKey"];
  /** People who answered this question. */
  answered: number;
  counts: Array<{ value: string; count: number }>;
};

export type SurveySummary = {
  responses: number;
  questions: QuestionSummary[];
  /** Average gap per skill on the survey's 1-5 scale, null when nobody rated it. */
  gaps: Array<{ skill: SkillKey; average: number | null; answered: number }>;
};

/**
 * Aggregates completed responses for the admin charts: counts per answer (multiple-choice
 * questions count each ticked answer), and the average skill gap. Unknown values are ignored.
 */
export function summariseSurvey(responses: ReadonlyArray<Record<string, unknown>>): SurveySummary {
  const questions = summaryQuestions.map((question): QuestionSummary => {
    const counts = new Map<string, number>(question.options.map((value) => [value, 0]));
    let answered = 0;
    for (const answers of responses) {
      const raw = answers[question.field];
      const values = question.multiple ? (Array.isArray(raw) ? raw : []) : raw === undefined ? [] : [raw];
      const known = [...new Set(values)].filter((v): v is string => typeof v === "string" && counts.has(v));
      if (known.length > 0) answered += 1;
      for (const value of known) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return {
      key: question.key,
      optionsKey: question.optionsKey,
      answered,
      counts: [...counts].map(([value, count]) => ({ value, count })),
    };
  });
  const gaps = keySkills.map((skill) => {
    const ratings = responses
      .map((answers) => Number(answers[gapField(skill)]))
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5);
    const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null;
    return { skill, average, answered: ratings.length };
  });
  return { responses: responses.length, questions, gaps };
}
