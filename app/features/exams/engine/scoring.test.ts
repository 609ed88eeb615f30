import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import { isCorrect, passes, passingScoreOf, scaledScore, scoreAttempt, type KeyedItem } from "./scoring";

const single = (id: string, key: string, domain: KeyedItem["domain"] = "riskAssessment"): KeyedItem => ({
  id,
  domain,
  kind: "single",
  correct: [key],
});
const multiple = (id: string, keys: string[], domain: KeyedItem["domain"] = "riskAssessment"): KeyedItem => ({
  id,
  domain,
  kind: "multiple",
  correct: keys,
});

describe("isCorrect", () => {
  it("single answer: right only with exactly the keyed option", () => {
    const item = single("q", "b");
    expect(isCorrect(item, ["b"])).toBe(true);
    expect(isCorrect(item, ["b", "b"])).toBe(true); // the same option twice is one choice
    expect(isCorrect(item, ["a"])).toBe(false);
    expect(isCorrect(item, ["a", "b"])).toBe(false);
    expect(isCorrect(item, [])).toBe(false);
    expect(isCorrect(item, undefined)).toBe(false);
  });

  it("multiple answer: all or nothing", () => {
    const item = multiple("q", ["a", "c"]);
    expect(isCorrect(item, ["c", "a"])).toBe(true);
    expect(isCorrect(item, ["a"])).toBe(false); // a subset earns nothing
    expect(isCorrect(item, ["a", "b", "c"])).toBe(false); // nor a superset
    expect(isCorrect(item, ["a", "b", "c", "d"])).toBe(false); // choosing everything never pays
    expect(isCorrect(item, [])).toBe(false);
  });

  it("never rewards a single-answer item keyed with two options (a faulty key)", () => {
    expect(isCorrect({ id: "q", domain: "riskAssessment", kind: "single", correct: ["a", "b"] }, ["a", "b"])).toBe(
      false,
    );
  });
});

describe("scaledScore", () => {
  // Associate: 100 items, pass 70 % → cut = 70 raw points.
  it("maps 0, the cut and full marks to 100, 350 and 500, linear on each side", () => {
    expect(scaledScore(0, 100, 70)).toBe(100);
    expect(scaledScore(70, 100, 70)).toBe(350);
    expect(scaledScore(100, 100, 70)).toBe(500);
    expect(scaledScore(35, 100, 70)).toBe(225); // 100 + 250 × 35/70
    expect(scaledScore(85, 100, 70)).toBe(425); // 350 + 150 × 15/30
    expect(scaledScore(69, 100, 70)).toBe(346); // 100 + 250 × 69/70 = 346.43
  });

  it("Senior: 120 items, pass 72 % → cut 86.4; 86 fails at 349, 87 passes at 353", () => {
    expect(scaledScore(86, 120, 72)).toBe(349); // 100 + 250 × 86/86.4 = 348.84
    expect(scaledScore(87, 120, 72)).toBe(353); // 350 + 150 × 0.6/33.6 = 352.68
  });

  it("never shows a fail as 350", () => {
    // 100 + 250 × 699/700 = 349.64, which would round to 350.
    expect(scaledScore(699, 1000, 70)).toBe(349);
  });

  it("handles a cut at 0 and at the total", () => {
    expect(scaledScore(0, 10, 0)).toBe(350);
    expect(scaledScore(5, 10, 0)).toBe(425);
    expect(scaledScore(10, 10, 100)).toBe(500);
    expect(scaledScore(9, 10, 100)).toBe(325); // 100 + 250 × 9/10
  });

  it("refuses what is not a score", () => {
    expect(() => scaledScore(1, 0, 70)).toThrow(RangeError);
    expect(() => scaledScore(11, 10, 70)).toThrow(RangeError);
    expect(() => scaledScore(-1, 10, 70)).toThrow(RangeError);
  });
});

describe("passes", () => {
  it("compares in whole numbers: 105 of 150 is exactly 70 %", () => {
    expect(passes(105, 150, 70)).toBe(true);
    expect(passes(104, 150, 70)).toBe(false);
    expect(passes(87, 120, 72)).toBe(true); // 8700 ≥ 8640
    expect(passes(86, 120, 72)).toBe(false); // 8600 < 8640
  });

  it("reads each level's pass mark from the certifications", () => {
    for (const c of certifications) expect(passingScoreOf(c.key)).toBe(c.exam.passingScorePercent);
  });
});

describe("scoreAttempt", () => {
  const form: KeyedItem[] = [
    single("r1", "a", "reservoirEngineering"),
    single("r2", "b", "reservoirEngineering"),
    multiple("r3", ["a", "d"], "reservoirEngineering"),
    single("k1", "c", "riskAssessment"),
    multiple("k2", ["b", "c"], "riskAssessment"),
  ];

  it("scores raw, percent, scaled, the verdict and each domain; unanswered is wrong", () => {
    // r1 right, r2 wrong, r3 only half the keyed set → wrong, k1 unanswered → wrong, k2 right: 2 of 5.
    const score = scoreAttempt("associate", form, { r1: ["a"], r2: ["c"], r3: ["a"], k2: ["c", "b"], extra: ["a"] });
    expect(score).toMatchObject({
      level: "associate",
      raw: 2,
      total: 5,
      percent: 40,
      passingScorePercent: 70,
      passed: false,
    });
    expect(score.scaled).toBe(243); // cut 3.5: 100 + 250 × 2/3.5 = 242.86
    expect(score.correctItemIds).toEqual(["r1", "k2"]);
    expect(score.domains).toEqual([
      { domain: "reservoirEngineering", correct: 1, total: 3, percent: (1 / 3) * 100 },
      { domain: "riskAssessment", correct: 1, total: 2, percent: 50 },
    ]);
  });

  it("passes at the level's pass mark", () => {
    // 4 of 5 = 80 % ≥ 70 %: 350 + 150 × (4 − 3.5)/(5 − 3.5) = 400.
    const score = scoreAttempt("associate", form, { r1: ["a"], r2: ["b"], r3: ["d", "a"], k1: ["c"] });
    expect(score).toMatchObject({ raw: 4, percent: 80, passed: true, scaled: 400 });
    expect(scoreAttempt("expert", form, { r1: ["a"], r2: ["b"], r3: ["d", "a"], k1: ["c"] }).passed).toBe(true); // 80 ≥ 75
    expect(scoreAttempt("expert", form, {}).scaled).toBe(100);
  });

  it("refuses a form without items", () => {
    expect(() => scoreAttempt("associate", [], {})).toThrow(RangeError);
  });
});
