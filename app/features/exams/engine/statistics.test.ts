import { describe, expect, it } from "vitest";
import {
  difForLanguage,
  difReport,
  formStatistics,
  itemStatistics,
  mantelHaenszel,
  variance,
  type CandidateRecord,
  type StatItem,
} from "./statistics";

/**
 * The hand-worked data set: 8 candidates × 5 items, scored 1/0.
 *
 *          i1 i2 i3 i4 i5 | total  language
 *   C1      1  1  1  1  1 |   5    en
 *   C2      1  1  1  1  0 |   4    en
 *   C3      1  1  1  0  1 |   4    en
 *   C4      1  1  0  1  0 |   3    en
 *   C5      1  0  1  0  0 |   2    is
 *   C6      1  1  0  0  0 |   2    is
 *   C7      0  0  1  0  0 |   1    is
 *   C8      1  0  0  0  0 |   1    is
 *   p     .875 .625 .625 .375 .25
 *
 * Totals: Σ = 22, mean = 22/8 = 2.75.
 * Deviations 2.25 1.25 1.25 .25 −.75 −.75 −1.75 −1.75; squares 5.0625 1.5625 1.5625 .0625 .5625 .5625 3.0625 3.0625,
 * Σ = 15.5, population variance σ²ₓ = 15.5/8 = 1.9375, σₓ = 1.39194.
 */
const matrix = [
  [1, 1, 1, 1, 1],
  [1, 1, 1, 1, 0],
  [1, 1, 1, 0, 1],
  [1, 1, 0, 1, 0],
  [1, 0, 1, 0, 0],
  [1, 1, 0, 0, 0],
  [0, 0, 1, 0, 0],
  [1, 0, 0, 0, 0],
];
const items: StatItem[] = ["i1", "i2", "i3", "i4", "i5"].map((id) => ({
  id,
  options: ["a", "b", "c", "d"],
}));
/** What each candidate chose on i2 (key b): the five who got it right chose b; C5 a, C7 c, C8 nothing. */
const i2Choices = [["b"], ["b"], ["b"], ["b"], ["a"], ["b"], ["c"], []];
const candidates: CandidateRecord[] = matrix.map((row, c) => ({
  candidateId: `C${c + 1}`,
  language: c < 4 ? "en" : "is",
  scores: Object.fromEntries(row.map((score, i) => [`i${i + 1}`, score])),
  chosen: { i2: i2Choices[c]! },
}));

describe("itemStatistics on the hand-worked set", () => {
  const stats = itemStatistics(items, candidates);
  const i2 = stats.find((s) => s.itemId === "i2")!;

  it("difficulty is the share right", () => {
    expect(stats.map((s) => s.difficulty.value)).toEqual([0.875, 0.625, 0.625, 0.375, 0.25]);
    expect(i2.n).toBe(8);
  });

  it("discrimination is the point-biserial against the total without the item (corrected)", () => {
    // i2: x = 1 1 1 1 0 1 0 0; rest = total − x = 4 3 3 2 2 1 1 1.
    // Rest mean 17/8 = 2.125; squared deviations 3.515625 .765625 .765625 .015625 .015625 1.265625 ×3, Σ = 8.875,
    // σ²_rest = 8.875/8 = 1.109375, σ_rest = 1.053269.
    // M₁ (rest of those right: C1 C2 C3 C4 C6) = (4+3+3+2+1)/5 = 2.6; M₀ (C5 C7 C8) = (2+1+1)/3 = 1.3333.
    // r = (M₁ − M₀)/σ_rest · √(p·q) = (2.6 − 1.3333)/1.053269 · √(.625 · .375) = 1.202604 · 0.484123 = 0.582209.
    expect(i2.discrimination.value).toBeCloseTo(0.582209, 5);
    // Uncorrected it would be (3.6 − 1.3333)/1.391941 · 0.484123 = 0.788356: the item inflates its own value.
    // The other items, by the same formula: i1 .260694, i3 .076323, i4 .435745, i5 .516398.
    expect(stats.map((s) => s.discrimination.value)).toEqual([
      expect.closeTo(0.260694, 5),
      expect.closeTo(0.582209, 5),
      expect.closeTo(0.076323, 5),
      expect.closeTo(0.435745, 5),
      expect.closeTo(0.516398, 5),
    ]);
  });

  it("gives each option's choice rate and the omissions", () => {
    expect(i2.options).toEqual([
      { option: "a", rate: 1 / 8 },
      { option: "b", rate: 5 / 8 },
      { option: "c", rate: 1 / 8 },
      { option: "d", rate: 0 },
    ]);
    expect(i2.omitted).toBe(1 / 8);
  });

  it("per language, with null and a reason where a group has no variance", () => {
    const [en, is] = i2.byLanguage;
    // en: C1–C4 all right on i2 → p = 1, no variance: no correlation.
    expect(en).toEqual({
      language: "en",
      n: 4,
      difficulty: { value: 1 },
      discrimination: { value: null, reason: "itemZeroVariance" },
    });
    // is: x = 0 1 0 0, rest = 2 1 1 1 (mean 1.25, σ² = (.5625 + 3 × .0625)/4 = .1875, σ = .433013);
    // M₁ = 1, M₀ = 4/3; r = (1 − 4/3)/.433013 · √(.25 · .75) = −.333333 · (.433013/.433013) = −1/3.
    expect(is!.language).toBe("is");
    expect(is!.difficulty.value).toBe(0.25);
    expect(is!.discrimination.value).toBeCloseTo(-1 / 3, 10);
  });

  it("never lets NaN out: no candidates, one candidate, a rest without variance", () => {
    const [empty] = itemStatistics(items, []);
    expect(empty).toMatchObject({
      n: 0,
      difficulty: { value: null, reason: "noCandidates" },
      discrimination: { value: null, reason: "noCandidates" },
      omitted: null,
      byLanguage: [],
    });
    expect(empty!.options.every((o) => o.rate === 0)).toBe(true);
    expect(itemStatistics(items, candidates.slice(0, 1))[0]!.discrimination).toEqual({
      value: null,
      reason: "tooFewCandidates",
    });
    // Two items, the other one right for everyone: the rest score is constant.
    const flat = [
      { candidateId: "a", language: "en", scores: { x: 1, y: 1 } },
      { candidateId: "b", language: "en", scores: { x: 0, y: 1 } },
    ];
    expect(itemStatistics([{ id: "x" }, { id: "y" }], flat)[0]!.discrimination).toEqual({
      value: null,
      reason: "restZeroVariance",
    });
  });
});

describe("formStatistics", () => {
  it("KR-20, alpha and the SEM of the hand-worked set", () => {
    // p·q: .875·.125 = .109375; .625·.375 = .234375 (i2, i3); .375·.625 = .234375; .25·.75 = .1875; Σ = 1.
    // KR-20 = k/(k−1) · (1 − Σpq/σ²ₓ) = 5/4 · (1 − 1/1.9375) = 1.25 · .483871 = 75/124 = 0.604839.
    // Alpha: each 0/1 item's population variance is its p·q, so alpha = KR-20.
    // SEM = σₓ · √(1 − .604839) = √1.9375 · √(49/124) = √(49/64) = 0.875.
    const stats = formStatistics(items, candidates);
    expect(stats).toMatchObject({ candidates: 8, items: 5, mean: 2.75 });
    expect(stats.sd).toBeCloseTo(Math.sqrt(1.9375), 12);
    expect(stats.kr20.value).toBeCloseTo(75 / 124, 12);
    expect(stats.alpha.value).toBeCloseTo(75 / 124, 12);
    expect(stats.sem.value).toBeCloseTo(0.875, 12);
  });

  it("alpha on partially scored tasks, where KR-20 is not defined", () => {
    //        t1 t2 t3 | total
    //   P1    2  2  1 |  5
    //   P2    1  1  1 |  3
    //   P3    0  1  0 |  1
    //   P4    2  1  2 |  5
    // σ²(t1): mean 1.25, (.5625 + .0625 + 1.5625 + .5625)/4 = .6875; σ²(t2): mean 1.25, (.5625 + 3 × .0625)/4 = .1875;
    // σ²(t3): mean 1, (0 + 0 + 1 + 1)/4 = .5; Σ = 1.375. Totals: mean 3.5, (2.25 + .25 + 6.25 + 2.25)/4 = 2.75.
    // alpha = 3/2 · (1 − 1.375/2.75) = 1.5 · .5 = .75; SEM = √2.75 · √.25 = 0.829156.
    const rows = [
      [2, 2, 1],
      [1, 1, 1],
      [0, 1, 0],
      [2, 1, 2],
    ];
    const tasks = [{ id: "t1" }, { id: "t2" }, { id: "t3" }];
    const people = rows.map((row, p) => ({
      candidateId: `P${p}`,
      language: "en",
      scores: { t1: row[0]!, t2: row[1]!, t3: row[2]! },
    }));
    const stats = formStatistics(tasks, people);
    expect(stats.kr20).toEqual({ value: null, reason: "notDichotomous" });
    expect(stats.alpha.value).toBeCloseTo(0.75, 12);
    expect(stats.sem.value).toBeCloseTo(Math.sqrt(2.75) * 0.5, 12);
  });

  it("returns null with a reason for the degenerate cases", () => {
    expect(formStatistics(items, [])).toMatchObject({
      mean: null,
      sd: null,
      kr20: { value: null, reason: "noCandidates" },
    });
    expect(formStatistics(items, candidates.slice(0, 1)).alpha).toEqual({ value: null, reason: "tooFewCandidates" });
    expect(formStatistics(items.slice(0, 1), candidates).sem).toEqual({ value: null, reason: "tooFewItems" });
    // C2 and C3 both score 4: no variance in the totals.
    expect(formStatistics(items, candidates.slice(1, 3))).toMatchObject({
      sd: 0,
      kr20: { value: null, reason: "zeroVariance" },
      alpha: { value: null, reason: "zeroVariance" },
      sem: { value: null, reason: "zeroVariance" },
    });
  });

  it("keeps the SEM a number when items work against each other (reliability below 0)", () => {
    const opposed = [
      { candidateId: "a", language: "en", scores: { x: 1, y: 0 } },
      { candidateId: "b", language: "en", scores: { x: 0, y: 1 } },
      { candidateId: "c", language: "en", scores: { x: 1, y: 1 } },
    ];
    const stats = formStatistics([{ id: "x" }, { id: "y" }], opposed);
    expect(stats.kr20.value).toBeLessThan(0);
    expect(Number.isFinite(stats.sem.value)).toBe(true);
  });

  it("variance is the population variance", () => {
    expect(variance([5, 4, 4, 3, 2, 2, 1, 1])).toBe(1.9375);
  });
});

describe("mantelHaenszel", () => {
  it("a large DIF against the focal group (C)", () => {
    // Two total-score strata (A/B reference right/wrong, C/D focal right/wrong):
    //   stratum 1: A 15 B 15 C  5 D 25, N 60     stratum 2: A 20 B 10 C 10 D 20, N 60
    // α_MH = Σ(AD/N) / Σ(BC/N) = (15·25/60 + 20·20/60) / (15·5/60 + 10·10/60) = (6.25 + 6.667)/(1.25 + 1.667)
    //      = 775/175 = 31/7 = 4.428571
    // Δ_MH = −2.35 · ln 4.428571 = −2.35 · 1.488077 = −3.496981  (negative: harder for the focal group)
    // E(A) = n_R·m₁/N: 30·20/60 = 10, 30·30/60 = 15 → ΣE = 25; ΣA = 35.
    // Var(A) = n_R·n_F·m₁·m₀ / (N²(N−1)): 30·30·20·40/(3600·59) = 3.389831, 30·30·30·30/(3600·59) = 3.813559; Σ = 7.203390
    // χ² = (|35 − 25| − .5)² / 7.203390 = 90.25/7.203390 = 12.528824 > 3.841: significant; |Δ| ≥ 1.5 → C.
    const mh = mantelHaenszel([
      { a: 15, b: 15, c: 5, d: 25 },
      { a: 20, b: 10, c: 10, d: 20 },
    ]);
    if (!mh.ok) throw new Error(mh.reason);
    expect(mh.result.alpha).toBeCloseTo(31 / 7, 12);
    expect(mh.result.delta).toBeCloseTo(-3.496981, 5);
    expect(mh.result.chiSquare).toBeCloseTo(12.528824, 5);
    expect(mh.result).toMatchObject({ significant: true, category: "C" });
  });

  it("a moderate DIF (B)", () => {
    // One stratum: A 120 B 80 C 94 D 106, N 400. α = 120·106/(80·94) = 12720/7520 = 1.691489;
    // Δ = −2.35 · ln 1.691489 = −2.35 · .525608 = −1.235182: 1 ≤ |Δ| < 1.5.
    // E(A) = 200·214/400 = 107; Var = 200·200·214·186/(400²·399) = 24.939850; χ² = (13 − .5)²/24.939850 = 6.265074.
    const mh = mantelHaenszel([{ a: 120, b: 80, c: 94, d: 106 }]);
    if (!mh.ok) throw new Error(mh.reason);
    expect(mh.result.delta).toBeCloseTo(-1.235182, 5);
    expect(mh.result.chiSquare).toBeCloseTo(6.265074, 5);
    expect(mh.result.category).toBe("B");
  });

  it("no DIF (A), and A when the difference is large but not significant", () => {
    const none = mantelHaenszel([{ a: 10, b: 10, c: 10, d: 10 }]);
    expect(none.ok && none.result).toMatchObject({ alpha: 1, category: "A", significant: false });
    expect(none.ok && Math.abs(none.result.delta)).toBe(0);
    // The C tables divided by 5: same α (31/7) and Δ, χ² = (|7 − 5| − .5)²/1.545455 = 1.455882: not significant → A.
    const small = mantelHaenszel([
      { a: 3, b: 3, c: 1, d: 5 },
      { a: 4, b: 2, c: 2, d: 4 },
    ]);
    expect(small.ok && small.result.chiSquare).toBeCloseTo(1.455882, 5);
    expect(small.ok && small.result.category).toBe("A");
  });

  it("a DIF in favour of the focal group has a positive Δ", () => {
    const mh = mantelHaenszel([
      { a: 5, b: 25, c: 15, d: 15 },
      { a: 10, b: 20, c: 20, d: 10 },
    ]);
    expect(mh.ok && mh.result.delta).toBeGreaterThan(1.5);
    expect(mh.ok && mh.result.category).toBe("C");
  });

  it("null with a reason: no stratum with both groups, or an odds ratio of 0 or ∞", () => {
    expect(mantelHaenszel([])).toEqual({ ok: false, reason: "noCommonStrata" });
    expect(mantelHaenszel([{ a: 3, b: 2, c: 0, d: 0 }])).toEqual({ ok: false, reason: "noCommonStrata" });
    expect(mantelHaenszel([{ a: 3, b: 0, c: 2, d: 0 }])).toEqual({ ok: false, reason: "oddsRatioUndefined" });
    expect(mantelHaenszel([{ a: 0, b: 3, c: 2, d: 1 }])).toEqual({ ok: false, reason: "oddsRatioUndefined" });
  });
});

describe("difForLanguage", () => {
  /**
   * Three items; x is studied. Candidates by total score (x included), as the tables of the "not significant" case:
   *   total 1: en 3 right on x (y z wrong), 3 wrong on x (y right); is 1 right, 5 wrong
   *   total 2: en 4 right on x (y right),  2 wrong on x (y z right); is 2 right, 4 wrong
   */
  const person = (language: string, x: number, total: number, n: number): CandidateRecord[] =>
    Array.from({ length: n }, (_, i) => {
      const others = total - x; // how many of y, z are right
      return {
        candidateId: `${language}-${x}-${total}-${i}`,
        language,
        scores: { x, y: others >= 1 ? 1 : 0, z: others >= 2 ? 1 : 0 },
      };
    });
  const group = [
    ...person("en", 1, 1, 3),
    ...person("en", 0, 1, 3),
    ...person("is", 1, 1, 1),
    ...person("is", 0, 1, 5),
    ...person("en", 1, 2, 4),
    ...person("en", 0, 2, 2),
    ...person("is", 1, 2, 2),
    ...person("is", 0, 2, 4),
  ];
  const xyz = [{ id: "x" }, { id: "y" }, { id: "z" }];

  it("builds the strata from the total scores and reports α, Δ and the category per item", () => {
    const [x] = difForLanguage(xyz, group, "is", { minGroupSize: 1 });
    if (!x?.ok) throw new Error("expected a finding");
    expect(x).toMatchObject({ itemId: "x", focal: "is", reference: "rest", focalN: 12, referenceN: 12 });
    expect(x.result.alpha).toBeCloseTo(31 / 7, 12); // as in the hand calculation above
    expect(x.result.chiSquare).toBeCloseTo(1.455882, 5);
    expect(x).toMatchObject({ favours: "reference", likelyTranslationFault: false });
    expect(x.result.category).toBe("A");
  });

  it("flags a large significant DIF as a likely translation fault", () => {
    const five = group.flatMap((c) =>
      Array.from({ length: 5 }, (_, i) => ({ ...c, candidateId: `${c.candidateId}-${i}` })),
    );
    const [x] = difForLanguage(xyz, five, "is", { minGroupSize: 30 });
    expect(x?.ok && x.result.category).toBe("C");
    expect(x?.ok && x.likelyTranslationFault).toBe(true);
    expect(x?.ok && x.result.chiSquare).toBeCloseTo(12.528824, 5);
  });

  it("needs enough candidates in each group", () => {
    const [x] = difForLanguage(xyz, group, "is");
    expect(x).toMatchObject({ ok: false, reason: "tooFewInGroup", focalN: 12 });
  });

  it("compares with one language when asked, leaving the others out", () => {
    const withGerman = [...group, ...person("de", 1, 1, 10)];
    const [rest] = difForLanguage(xyz, withGerman, "is", { minGroupSize: 1 });
    const [en] = difForLanguage(xyz, withGerman, "is", { minGroupSize: 1, reference: "en" });
    expect(rest).toMatchObject({ referenceN: 22 });
    expect(en).toMatchObject({ referenceN: 12, reference: "en" });
    expect(en?.ok && en.result.alpha).toBeCloseTo(31 / 7, 12);
  });

  it("on the hand-worked set, where no stratum has both languages, says so", () => {
    // en candidates total 5, 4, 4, 3; is candidates 2, 2, 1, 1: no total is shared.
    expect(difForLanguage(items, candidates, "is", { minGroupSize: 1 })[1]).toMatchObject({
      ok: false,
      reason: "noCommonStrata",
    });
  });
});

describe("difReport", () => {
  it("one finding per item per language, the reference language left out", () => {
    const findings = difReport(items, candidates, { minGroupSize: 1, reference: "en" });
    expect(findings.map((f) => `${f.focal}:${f.itemId}`)).toEqual(["is:i1", "is:i2", "is:i3", "is:i4", "is:i5"]);
    expect(difReport(items, candidates, { minGroupSize: 1 })).toHaveLength(10); // en vs rest, is vs rest
  });
});
