import { keySkills } from "~/content/home";
import {
  barriers,
  currentLevels,
  experienceBands,
  gapField,
  learningFormats,
  monthlyHours,
  regions,
  roles,
  SURVEY_STEP_COUNT,
  targetLevels,
} from "~/content/learning-needs";
import type { Database } from "~/db/client.server";
import { surveyResponses } from "~/db/schema";

/** A small deterministic generator, so every new database gets the same demo answers. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], max: number) => [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(list))),
  ];
  return { next, pick, some };
}

/** 36 completed, clearly invented survey responses (no email addresses), so the admin charts have data. */
export function demoSurveyAnswers(count = 36): Array<Record<string, unknown>> {
  const { pick, some, next } = generator(20_261_126);
  return Array.from({ length: count }, () => ({
    role: pick(roles),
    experience: pick(experienceBands),
    region: pick(regions),
    country: "",
    currentLevel: pick(currentLevels),
    targetLevel: pick(targetLevels),
    ...Object.fromEntries(keySkills.map((skill) => [gapField(skill), String(1 + Math.floor(next() * 5))])),
    formats: some(learningFormats, 3),
    barriers: some(barriers, 2),
    languages: some(["en", "is", "tr", "sw", "id", "es"], 2),
    hours: pick(monthlyHours),
    contact: "no",
    email: "",
    comments: "",
  }));
}

export async function seedSurveyResponses(db: Database) {
  const now = Date.now();
  await db.insert(surveyResponses).values(
    demoSurveyAnswers().map((answers, index) => {
      const at = new Date(now - (index + 1) * 36 * 3_600_000);
      return { answers, language: "en", step: SURVEY_STEP_COUNT, createdAt: at, updatedAt: at, completedAt: at };
    }),
  );
}
