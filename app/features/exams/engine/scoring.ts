/**
 * Scoring an attempt, on the server only: the key never reaches the browser, and the candidate's answers are
 * scored against the key of the form as stored, so the score can be recomputed for an appeal.
 *
 * - **Single-answer** items: right when exactly the keyed option is chosen.
 * - **Multiple-answer** items ("choose all that apply"): all-or-nothing, right only when the chosen set equals the
 *   keyed set. Partial credit would reward choosing every option (half right by construction), would make an item
 *   worth more than one point of evidence in some candidates' totals and not others', and would break the
 *   dichotomous statistics (KR-20, point-biserial, Mantel–Haenszel) the item review relies on.
 * - **Unanswered** is wrong: there is no penalty for guessing, so leaving an item blank is never better than a guess.
 *
 * The scaled score puts every level and form on one reporting scale, 100–500 with the pass mark at 350, linear on
 * each side of the cut (see `scaledScore`), so a candidate's report does not depend on how many items the form had.
 */
import { certifications } from "~/content/certifications";
import { frameworkDomains, type FrameworkDomain, type FrameworkLevel } from "~/content/framework";

export type KeyedItem = {
  id: string;
  domain: FrameworkDomain;
  kind: "single" | "multiple";
  /** The keyed option ids: exactly one for a single-answer item, one or more for a multiple-answer item. */
  correct: readonly string[];
};

/** The options chosen per item id; an item missing here is unanswered. */
export type Responses = Readonly<Record<string, readonly string[] | undefined>>;

export type DomainResult = { domain: FrameworkDomain; correct: number; total: number; percent: number };

export type AttemptScore = {
  level: FrameworkLevel;
  raw: number;
  total: number;
  /** raw / total × 100, unrounded. */
  percent: number;
  /** 100–500, the pass mark at 350 (`scaledScore`). */
  scaled: number;
  passingScorePercent: number;
  passed: boolean;
  /** The item ids answered right, so a report can be audited item by item. */
  correctItemIds: string[];
  /** Domains with at least one item on the form, in the framework's order. */
  domains: DomainResult[];
};

/** The reporting scale: its ends and the score the pass mark maps to. */
export const scaledScoreRule = { min: 100, max: 500, pass: 350 } as const;

/** Whether the chosen options are exactly the keyed ones (duplicates in the answer count once). */
export function isCorrect(item: KeyedItem, chosen: readonly string[] | undefined): boolean {
  if (!chosen || chosen.length === 0) return false;
  const picked = new Set(chosen);
  const keyed = new Set(item.correct);
  if (item.kind === "single" && (keyed.size !== 1 || picked.size !== 1)) return false;
  return picked.size === keyed.size && [...picked].every((option) => keyed.has(option));
}

/**
 * The scaled score of `raw` of `total` with a cut of `cut` raw points (`passingScorePercent` × total / 100):
 *
 *   below the cut:   scaled = 100 + 250 × raw / cut
 *   at or above it:  scaled = 350 + 150 × (raw − cut) / (total − cut)
 *
 * rounded to a whole number, half up. So 0 → 100, the cut → 350, full marks → 500, and each side is linear. A
 * failing raw score is never shown as 350 or more (349.6 rounds to 349, not 350): the scaled score must never
 * contradict the verdict. A cut of 0 (every score passes) uses the upper line only; a cut equal to the total (only
 * full marks pass) maps full marks to 500.
 */
export function scaledScore(raw: number, total: number, passingScorePercent: number): number {
  if (!(total > 0) || raw < 0 || raw > total) throw new RangeError(`raw ${raw} of ${total} is not a score`);
  const { min, max, pass } = scaledScoreRule;
  const cut = (passingScorePercent * total) / 100;
  if (passes(raw, total, passingScorePercent)) {
    const value = total === cut ? max : pass + ((max - pass) * (raw - cut)) / (total - cut);
    return Math.max(pass, Math.round(value));
  }
  return Math.min(pass - 1, Math.round(min + ((pass - min) * raw) / cut));
}

/** raw / total ≥ pass %, compared in whole numbers (70 % of 150 is 105 exactly, not 104.99…). */
export function passes(raw: number, total: number, passingScorePercent: number): boolean {
  return raw * 100 >= passingScorePercent * total;
}

/** The level's pass mark from app/content/certifications.ts. */
export function passingScoreOf(level: FrameworkLevel): number {
  const certification = certifications.find((c) => c.key === level);
  if (!certification) throw new Error(`Unknown level ${level}`);
  return certification.exam.passingScorePercent;
}

/** Scores one attempt of `level` over the form's keyed items. */
export function scoreAttempt(level: FrameworkLevel, items: readonly KeyedItem[], responses: Responses): AttemptScore {
  if (items.length === 0) throw new RangeError("A form without items cannot be scored");
  const passingScorePercent = passingScoreOf(level);
  const correctItemIds: string[] = [];
  const perDomain = new Map<FrameworkDomain, { correct: number; total: number }>();
  for (const item of items) {
    const tally = perDomain.get(item.domain) ?? { correct: 0, total: 0 };
    tally.total += 1;
    if (isCorrect(item, responses[item.id])) {
      tally.correct += 1;
      correctItemIds.push(item.id);
    }
    perDomain.set(item.domain, tally);
  }
  const raw = correctItemIds.length;
  const total = items.length;
  return {
    level,
    raw,
    total,
    percent: (raw / total) * 100,
    scaled: scaledScore(raw, total, passingScorePercent),
    passingScorePercent,
    passed: passes(raw, total, passingScorePercent),
    correctItemIds,
    domains: frameworkDomains.flatMap((domain) => {
      const tally = perDomain.get(domain);
      return tally ? [{ domain, ...tally, percent: (tally.correct / tally.total) * 100 }] : [];
    }),
  };
}
