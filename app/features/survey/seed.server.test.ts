import { describe, expect, it } from "vitest";
import { validateStep } from "~/features/survey/learning-needs";
import { stepFieldNames, SURVEY_STEP_COUNT } from "~/content/learning-needs";
import { demoSurveyAnswers } from "./seed.server";

describe("demo survey answers", () => {
  it("are valid answers of every step", () => {
    for (const answers of demoSurveyAnswers(12)) {
      for (let step = 0; step < SURVEY_STEP_COUNT; step++) {
        const values = Object.fromEntries(stepFieldNames(step).map((name) => [name, answers[name]])) as Record<
          string,
          string | string[]
        >;
        expect(validateStep(step, values)).toMatchObject({ ok: true });
      }
    }
  });
});
