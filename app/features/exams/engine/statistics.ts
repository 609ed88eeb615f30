/**
 * Item and form statistics, for the exam committee's review after each session (ISO/IEC 17024 9.3.3: the exam's
 * validity and reliability are monitored, faulty items found and withdrawn). Classical test theory throughout: it
 * needs no model fitting, is explainable to subject experts, and behaves at the sample sizes a certification body
 * has per language.
 *
 * Conventions, chosen once:
 * - an item's score is 1 (right) or 0 (wrong, unanswered included); other values are allowed for partially scored
 *   tasks, and then KR-20 (dichotomous only) is not defined and Cronbach's alpha is used;
 * - variances are population variances (divided by n). KR-20's Σpq is a population variance, so the total's must be
 *   too; alpha's ratio of variances is the same either way;
 * - a statistic that cannot be computed (no variance, no candidates, an empty stratum) is `null` with a reason,
 *   never NaN or Infinity: these numbers go to a report and a database.
 */

export type NullReason =
  | "noCandidates"
  | "tooFewCandidates"
  | "tooFewItems"
  | "zeroVariance"
  | "itemZeroVariance"
  | "restZeroVariance"
  | "notDichotomous"
  | "tooFewInGroup"
  | "noCommonStrata"
  | "oddsRatioUndefined";

/** A number, or null with why it could not be computed. */
export type Statistic = { value: number; reason?: undefined } | { value: null; reason: NullReason };

export type StatItem = { id: string; options?: readonly string[] };

export type CandidateRecord = {
  candidateId: string;
  /** The language the form was sat in. */
  language: string;
  /** Score per item id; a missing item scores 0. */
  scores: Readonly<Record<string, number>>;
  /** Options chosen per item id, for the options' choice rates. */
  chosen?: Readonly<Record<string, readonly string[]>>;
};

const EPSILON = 1e-12;
const ok = (value: number): Statistic => ({ value });
const none = (reason: NullReason): Statistic => ({ value: null, reason });

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Population variance (divided by n). */
export function variance(values: readonly number[]): number {
  const m = mean(values);
  return values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length;
}

/** Pearson's correlation, or null when either side has no variance. */
function correlation(xs: readonly number[], ys: readonly number[]): Statistic {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx <= EPSILON) return none("itemZeroVariance");
  if (syy <= EPSILON) return none("restZeroVariance");
  return ok(sxy / Math.sqrt(sxx * syy));
}

const scoreOf = (candidate: CandidateRecord, itemId: string) => candidate.scores[itemId] ?? 0;
const totalOf = (candidate: CandidateRecord, items: readonly StatItem[]) =>
  items.reduce((sum, item) => sum + scoreOf(candidate, item.id), 0);

export type OptionRate = { option: string; rate: number };

export type ItemGroupStatistics = {
  n: number;
  /** p-value: the mean item score (for 0/1 items, the share who got it right). Higher is easier. */
  difficulty: Statistic;
  /** Corrected point-biserial: the item against the total of the other items. */
  discrimination: Statistic;
};

export type ItemStatistics = ItemGroupStatistics & {
  itemId: string;
  /** Share of candidates who chose each option (a multiple-answer item's rates may sum above 1). */
  options: OptionRate[];
  /** Share who chose nothing. */
  omitted: number | null;
  /** The same per language the form was sat in, sorted by language. */
  byLanguage: (ItemGroupStatistics & { language: string })[];
};

/**
 * Difficulty and discrimination of one item within a group of candidates. Discrimination is the **corrected**
 * point-biserial: the correlation of the item's score with the candidate's total **without that item**. With the
 * item left in, the item correlates with itself as part of the total, which inflates the value (markedly on short
 * forms: one item of five is a fifth of the total), and a useless item can look sound.
 */
function groupStatistics(
  itemId: string,
  totals: ReadonlyMap<CandidateRecord, number>,
  group: readonly CandidateRecord[],
) {
  if (group.length === 0)
    return {
      n: 0,
      difficulty: none("noCandidates"),
      discrimination: none("noCandidates"),
    } satisfies ItemGroupStatistics;
  const x = group.map((c) => scoreOf(c, itemId));
  const rest = group.map((c, i) => totals.get(c)! - x[i]!);
  const discrimination = group.length < 2 ? none("tooFewCandidates") : correlation(x, rest);
  return { n: group.length, difficulty: ok(mean(x)), discrimination } satisfies ItemGroupStatistics;
}

export function itemStatistics(items: readonly StatItem[], candidates: readonly CandidateRecord[]): ItemStatistics[] {
  const languages = [...new Set(candidates.map((c) => c.language))].sort();
  // Totals once, not once per item: at 500 candidates × 150 items that is the difference between 11 M additions
  // per group and 75 000.
  const totals = new Map(candidates.map((c) => [c, totalOf(c, items)]));
  const byLanguage = new Map(languages.map((l) => [l, candidates.filter((c) => c.language === l)]));
  return items.map((item) => {
    const n = candidates.length;
    const chosen = candidates.map((c) => new Set(c.chosen?.[item.id] ?? []));
    return {
      itemId: item.id,
      ...groupStatistics(item.id, totals, candidates),
      options: (item.options ?? []).map((option) => ({
        option,
        rate: n ? chosen.filter((set) => set.has(option)).length / n : 0,
      })),
      omitted: n ? chosen.filter((set) => set.size === 0).length / n : null,
      byLanguage: languages.map((language) => ({
        language,
        ...groupStatistics(item.id, totals, byLanguage.get(language)!),
      })),
    };
  });
}

export type FormStatistics = {
  candidates: number;
  items: number;
  /** Mean and standard deviation (population) of the total scores, or null without candidates. */
  mean: number | null;
  sd: number | null;
  /** Kuder–Richardson 20: k/(k−1) · (1 − Σ p·q / σ²ₓ), for 0/1 items only. */
  kr20: Statistic;
  /** Cronbach's alpha: k/(k−1) · (1 − Σ σ²ᵢ / σ²ₓ); equals KR-20 on 0/1 items. */
  alpha: Statistic;
  /** Standard error of measurement: σₓ · √(1 − reliability), the reliability being KR-20 (else alpha). */
  sem: Statistic;
};

/**
 * Reliability of a form over one session. KR-20 and alpha estimate how consistently the items measure one thing;
 * the SEM turns that into score points, the band around a candidate's total within which a retest would likely fall
 * (what matters for a candidate just below the pass mark).
 */
export function formStatistics(items: readonly StatItem[], candidates: readonly CandidateRecord[]): FormStatistics {
  const k = items.length;
  const n = candidates.length;
  const totals = candidates.map((c) => totalOf(c, items));
  const base = { candidates: n, items: k, mean: n ? mean(totals) : null, sd: n ? Math.sqrt(variance(totals)) : null };
  const fail = (reason: NullReason) => ({ ...base, kr20: none(reason), alpha: none(reason), sem: none(reason) });
  if (n === 0) return fail("noCandidates");
  if (n < 2) return fail("tooFewCandidates");
  if (k < 2) return fail("tooFewItems");
  const totalVariance = variance(totals);
  if (totalVariance <= EPSILON) return fail("zeroVariance");
  const columns = items.map((item) => candidates.map((c) => scoreOf(c, item.id)));
  const spread = k / (k - 1);
  const alpha = ok(spread * (1 - columns.reduce((sum, column) => sum + variance(column), 0) / totalVariance));
  const dichotomous = columns.every((column) => column.every((v) => v === 0 || v === 1));
  const kr20 = dichotomous
    ? ok(
        spread *
          (1 -
            columns.reduce((sum, column) => {
              const p = mean(column);
              return sum + p * (1 - p);
            }, 0) /
              totalVariance),
      )
    : none("notDichotomous");
  const reliability = kr20.value ?? alpha.value!;
  // A reliability below 0 (items working against each other) gives an SEM above the SD; √ of a negative never occurs.
  const sem = ok(Math.sqrt(totalVariance) * Math.sqrt(1 - Math.min(1, reliability)));
  return { ...base, kr20, alpha, sem };
}

/** One total-score stratum's 2×2 table: A/B reference right/wrong, C/D focal right/wrong. */
export type Stratum = { a: number; b: number; c: number; d: number };

/**
 * Thresholds of the ETS DIF classification (Holland & Thayer; Zieky 1993). Δ_MH = −2.35 · ln α_MH puts the
 * common odds ratio on the ETS delta scale (one delta ≈ a difference in difficulty a subject expert notices).
 */
export const difRule = {
  deltaPerLnOdds: -2.35,
  /** |Δ| below this: negligible (A). */
  negligibleBelow: 1,
  /** |Δ| from this (and significant): large (C). */
  largeFrom: 1.5,
  /** χ²(1) at p = .05. */
  chiSquareCritical: 3.841,
  /** Fewest candidates of the focal language (and of the reference) for a DIF verdict at all. */
  minGroupSize: 30,
} as const;

export type DifCategory = "A" | "B" | "C";

export type MantelHaenszel = {
  /** The common odds ratio α_MH: above 1, the reference group does better at equal total scores. */
  alpha: number;
  /** Δ_MH = −2.35 · ln α_MH; negative = the item is harder for the focal group. */
  delta: number;
  /** The MH χ² with continuity correction, or null when no stratum has variance. */
  chiSquare: number | null;
  significant: boolean;
  category: DifCategory;
};

/**
 * Mantel–Haenszel over strata: α_MH = Σ(A·D/N) / Σ(B·C/N); χ²_MH = (|ΣA − ΣE(A)| − ½)² / ΣVar(A) with
 * E(A) = n_R·m₁/N and Var(A) = n_R·n_F·m₁·m₀ / (N²(N−1)). Strata without both groups carry no information and are
 * left out. The category, simplified from ETS: **A** when |Δ| < 1 or χ² is not significant; **C** when |Δ| ≥ 1.5 and
 * χ² is significant; **B** otherwise. ETS tests C's |Δ| against 1 (with the standard error of Δ), here it is
 * tested against 0: C comes a little more readily, which suits a flag that sends an item to review, not out.
 */
export function mantelHaenszel(
  strata: readonly Stratum[],
): { ok: true; result: MantelHaenszel } | { ok: false; reason: NullReason } {
  let numerator = 0;
  let denominator = 0;
  let sumA = 0;
  let sumExpected = 0;
  let sumVariance = 0;
  let used = 0;
  for (const { a, b, c, d } of strata) {
    const reference = a + b;
    const focal = c + d;
    const n = reference + focal;
    if (reference === 0 || focal === 0) continue;
    used += 1;
    numerator += (a * d) / n;
    denominator += (b * c) / n;
    const right = a + c;
    const wrong = b + d;
    sumA += a;
    sumExpected += (reference * right) / n;
    sumVariance += (reference * focal * right * wrong) / (n * n * (n - 1));
  }
  if (used === 0) return { ok: false, reason: "noCommonStrata" };
  if (numerator <= 0 || denominator <= 0) return { ok: false, reason: "oddsRatioUndefined" };
  const alpha = numerator / denominator;
  const delta = difRule.deltaPerLnOdds * Math.log(alpha);
  const chiSquare = sumVariance > EPSILON ? (Math.abs(sumA - sumExpected) - 0.5) ** 2 / sumVariance : null;
  const significant = chiSquare !== null && Math.abs(sumA - sumExpected) > 0.5 && chiSquare > difRule.chiSquareCritical;
  const size = Math.abs(delta);
  const category: DifCategory =
    size < difRule.negligibleBelow || !significant ? "A" : size >= difRule.largeFrom ? "C" : "B";
  return { ok: true, result: { alpha, delta, chiSquare, significant, category } };
}

export type DifOptions = {
  /** The comparison group: "rest" (every other language) or one language, e.g. the source language "en". */
  reference?: "rest" | string;
  /** Overrides `difRule.minGroupSize` (small pilots, tests). */
  minGroupSize?: number;
};

export type DifFinding = {
  itemId: string;
  focal: string;
  reference: "rest" | string;
  focalN: number;
  referenceN: number;
} & (
  | {
      ok: true;
      result: MantelHaenszel;
      /** Which group the item favours at equal total scores. */
      favours: "reference" | "focal";
      /** C: most often a translation that changed the item's meaning or gave away the key; the item is reviewed. */
      likelyTranslationFault: boolean;
    }
  | { ok: false; reason: NullReason }
);

/**
 * DIF of every item for one focal language. Candidates are matched on the total score of the form **with** the
 * studied item (Holland & Thayer's recommendation: leaving it out biases α_MH under the Rasch model), one stratum
 * per total score. The studied item is read as right only at a score of 1 (Mantel–Haenszel is for right/wrong
 * items). A reference equal to the focal language leaves no groups to compare: `tooFewInGroup`.
 */
export function difForLanguage(
  items: readonly StatItem[],
  candidates: readonly CandidateRecord[],
  focal: string,
  options: DifOptions = {},
): DifFinding[] {
  const reference = options.reference ?? "rest";
  const minimum = options.minGroupSize ?? difRule.minGroupSize;
  const focalGroup = candidates.filter((c) => c.language === focal);
  const referenceGroup = candidates.filter((c) =>
    reference === "rest" ? c.language !== focal : c.language === reference,
  );
  const sizes = { focal, reference, focalN: focalGroup.length, referenceN: referenceGroup.length };
  const totals = new Map(candidates.map((c) => [c, totalOf(c, items)]));
  return items.map((item): DifFinding => {
    if (focalGroup.length < minimum || referenceGroup.length < minimum || reference === focal)
      return { itemId: item.id, ...sizes, ok: false, reason: "tooFewInGroup" };
    const strata = new Map<number, Stratum>();
    const add = (candidate: CandidateRecord, isReference: boolean) => {
      const total = totals.get(candidate)!;
      const stratum = strata.get(total) ?? { a: 0, b: 0, c: 0, d: 0 };
      const right = scoreOf(candidate, item.id) === 1;
      if (isReference && right) stratum.a += 1;
      else if (isReference) stratum.b += 1;
      else if (right) stratum.c += 1;
      else stratum.d += 1;
      strata.set(total, stratum);
    };
    for (const candidate of referenceGroup) add(candidate, true);
    for (const candidate of focalGroup) add(candidate, false);
    const mh = mantelHaenszel([...strata.entries()].sort(([x], [y]) => x - y).map(([, s]) => s));
    if (!mh.ok) return { itemId: item.id, ...sizes, ok: false, reason: mh.reason };
    return {
      itemId: item.id,
      ...sizes,
      ok: true,
      result: mh.result,
      favours: mh.result.delta < 0 ? "reference" : "focal",
      likelyTranslationFault: mh.result.category === "C",
    };
  });
}

/**
 * DIF per item per language: each language sat (other than a named reference) as the focal group. With the
 * reference "rest", each language is compared with all others together; with a source language, each translation
 * is compared with the original.
 */
export function difReport(
  items: readonly StatItem[],
  candidates: readonly CandidateRecord[],
  options: DifOptions = {},
): DifFinding[] {
  const reference = options.reference ?? "rest";
  const languages = [...new Set(candidates.map((c) => c.language))].filter((l) => l !== reference).sort();
  return languages.flatMap((language) => difForLanguage(items, candidates, language, options));
}
