import { describe, expect, it } from "vitest";
import { maxTotal, needsThird, onScale, panelOutcome, passTotal, totalOf, type CriterionScores } from "./rubric";

// Criteria in order: technicalDepth, projectLeadership, safetyAndSustainability, reasoning, communication.
const s = (...v: number[]): CriterionScores => ({
  technicalDepth: v[0]!,
  projectLeadership: v[1]!,
  safetyAndSustainability: v[2]!,
  reasoning: v[3]!,
  communication: v[4]!,
});

describe("the panel rubric", () => {
  it("has five criteria on 0–4: 20 at most, 12 to pass", () => {
    expect(maxTotal).toBe(20);
    expect(passTotal).toBe(12);
    expect(totalOf(s(3, 2, 4, 1, 0))).toBe(10);
  });

  it("accepts only whole points on the scale for every criterion", () => {
    expect(onScale(s(0, 1, 2, 3, 4))).toBe(true);
    expect(onScale(s(0, 1, 2, 3, 5))).toBe(false);
    expect(onScale(s(0, 1, 2.5, 3, 4))).toBe(false);
    expect(onScale({ technicalDepth: 3 })).toBe(false);
  });

  it("calls a third assessor on a total gap over 4 or one criterion 3 points apart", () => {
    expect(needsThird(s(4, 4, 4, 3, 3), s(3, 3, 3, 2, 3))).toBe(false); // 18 vs 14: a gap of 4
    expect(needsThird(s(4, 4, 4, 4, 3), s(3, 3, 3, 2, 3))).toBe(true); // 19 vs 14: 5
    expect(needsThird(s(4, 2, 2, 2, 2), s(1, 2, 2, 2, 2))).toBe(true); // 12 vs 9, but 4 vs 1 on one
    expect(needsThird(s(4, 2, 2, 2, 2), s(2, 2, 2, 2, 2))).toBe(false);
  });

  it("averages two agreeing assessors per criterion and passes at 12 with no criterion under 2", () => {
    const outcome = panelOutcome([s(3, 3, 2, 3, 2), s(2, 3, 3, 2, 2)])!;
    // (3+2)/2, 3, (2+3)/2, (3+2)/2, 2 = 2.5 + 3 + 2.5 + 2.5 + 2 = 12.5
    expect(outcome.criteria).toEqual(s(2.5, 3, 2.5, 2.5, 2));
    expect(outcome.total).toBe(12.5);
    expect(outcome.percent).toBe(62.5);
    expect(outcome.passed).toBe(true);
    expect(outcome.counted).toEqual([0, 1]);
  });

  it("fails a high total with one criterion under the floor", () => {
    // 4,4,4,1.5,2 … reasoning (1+2)/2 = 1.5 < 2 although the total is 15.5
    const outcome = panelOutcome([s(4, 4, 4, 1, 2), s(4, 4, 4, 2, 2)])!;
    expect(outcome.total).toBe(15.5);
    expect(outcome.passed).toBe(false);
  });

  it("waits for a third on a large disagreement, then counts the third with the closer first score", () => {
    const first = s(4, 4, 4, 4, 3); // 19
    const second = s(2, 2, 2, 2, 2); // 10
    expect(panelOutcome([first, second])).toBeNull();
    const third = s(3, 2, 3, 2, 2); // 12: 7 from 19, 2 from 10 → the second counts
    const outcome = panelOutcome([first, second, third])!;
    expect(outcome.counted).toEqual([1, 2]);
    expect(outcome.criteria).toEqual(s(2.5, 2, 2.5, 2, 2));
    expect(outcome.total).toBe(11);
    expect(outcome.passed).toBe(false);
    // A third at 16 is 3 from 19 and 6 from 10: the first counts, (19 + 16) / 2 = 17.5.
    const passing = panelOutcome([first, second, s(4, 3, 3, 3, 3)])!;
    expect(passing.counted).toEqual([0, 2]);
    expect(passing.total).toBe(17.5);
    expect(passing.passed).toBe(true);
  });

  it("keeps the first assessor when the third is as far from both", () => {
    expect(panelOutcome([s(4, 4, 4, 4, 4), s(2, 2, 2, 2, 0), s(3, 3, 3, 3, 2)])!.counted).toEqual([0, 2]);
  });
});
