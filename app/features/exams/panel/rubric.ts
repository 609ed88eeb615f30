/**
 * The Expert level's panel rubric (docs/decisions/053), as data in one place: the criteria with what each score
 * means, the scale, the disagreement that calls a third assessor, how the final score is formed and the pass rule.
 * The assessors' forms, the pages that state the rule and the scoring below all read it from here.
 */

/** The part of the panel a criterion scores: the written portfolio, or the interview about it. */
export type PanelPart = "portfolio" | "interview";

/** The scale every criterion is scored on: whole points from 0 to 4. */
export const rubricScale = { min: 0, max: 4 } as const;
/** The scale's points, lowest first; each criterion has a descriptor for each. */
export const scalePoints = [0, 1, 2, 3, 4] as const;
export type ScalePoint = (typeof scalePoints)[number];

export const panelCriteria = [
  { id: "technicalDepth", part: "portfolio" },
  { id: "projectLeadership", part: "portfolio" },
  { id: "safetyAndSustainability", part: "portfolio" },
  { id: "reasoning", part: "interview" },
  { id: "communication", part: "interview" },
] as const satisfies ReadonlyArray<{ id: string; part: PanelPart }>;
export type CriterionId = (typeof panelCriteria)[number]["id"];
export const criterionIds: readonly CriterionId[] = panelCriteria.map((c) => c.id);

/** One assessor's scores: a whole point on the scale for every criterion. */
export type CriterionScores = Record<CriterionId, number>;

/** The highest total an assessor can give. */
export const maxTotal = panelCriteria.length * rubricScale.max;

export const panelRule = {
  /** The panel passes at this share of the highest total (final score), … */
  passPercent: 60,
  /** … and with no criterion's final score below this point ("meets the standard" on the scale). */
  criterionFloor: 2,
  /** Two assessors' totals further apart than this call a third assessor, … */
  totalGap: 4,
  /** … and so does any one criterion scored this many points apart. */
  criterionGap: 3,
} as const;

/** The lowest final total that passes: 60 % of 20 is 12. */
export const passTotal = Math.ceil((maxTotal * panelRule.passPercent) / 100);

export const totalOf = (scores: CriterionScores): number => criterionIds.reduce((sum, id) => sum + scores[id], 0);

/** Whether a set of scores is complete and on the scale (the zod form checks it too; the server asks this). */
export function onScale(scores: Partial<Record<string, unknown>>): scores is CriterionScores {
  return criterionIds.every((id) => {
    const value = scores[id];
    return typeof value === "number" && Number.isInteger(value) && value >= rubricScale.min && value <= rubricScale.max;
  });
}

/** Whether two assessors disagree enough that a third must score: the totals or any one criterion too far apart. */
export function needsThird(a: CriterionScores, b: CriterionScores): boolean {
  if (Math.abs(totalOf(a) - totalOf(b)) > panelRule.totalGap) return true;
  return criterionIds.some((id) => Math.abs(a[id] - b[id]) >= panelRule.criterionGap);
}

export type PanelOutcome = {
  /** The final score per criterion: the mean of the two scores that count. */
  criteria: CriterionScores;
  /** Their sum (may end in .5). */
  total: number;
  percent: number;
  passed: boolean;
  /** Which assessors' scores count, by their place in the list given (0, 1, 2). */
  counted: [number, number];
};

function pairOutcome(scores: readonly CriterionScores[], counted: [number, number]): PanelOutcome {
  const [a, b] = [scores[counted[0]]!, scores[counted[1]]!];
  const criteria = Object.fromEntries(criterionIds.map((id) => [id, (a[id] + b[id]) / 2])) as CriterionScores;
  const total = totalOf(criteria);
  return {
    criteria,
    total,
    percent: Math.round((total / maxTotal) * 1000) / 10,
    passed: total >= passTotal && criterionIds.every((id) => criteria[id] >= panelRule.criterionFloor),
    counted,
  };
}

/**
 * The panel's final score from two or three assessors' scores (the first two, then the third's), or null while a
 * third is needed or the count is wrong. Two that agree: their mean. With a third: the mean of the third and the
 * first-round score whose total is closer to the third's — the outlier falls away; a tie keeps the first assessor.
 */
export function panelOutcome(scores: readonly CriterionScores[]): PanelOutcome | null {
  if (scores.length === 2) return needsThird(scores[0]!, scores[1]!) ? null : pairOutcome(scores, [0, 1]);
  if (scores.length !== 3) return null;
  const third = totalOf(scores[2]!);
  const closer = Math.abs(totalOf(scores[0]!) - third) <= Math.abs(totalOf(scores[1]!) - third) ? 0 : 1;
  return pairOutcome(scores, [closer, 2]);
}

/** The numbers page texts state the rule with (generated, so the pages never drift from the rule). */
export const rubricFacts = {
  criteria: String(panelCriteria.length),
  scaleMin: String(rubricScale.min),
  scaleMax: String(rubricScale.max),
  maxTotal: String(maxTotal),
  passTotal: String(passTotal),
  passPercent: String(panelRule.passPercent),
  floor: String(panelRule.criterionFloor),
  totalGap: String(panelRule.totalGap),
  criterionGap: String(panelRule.criterionGap),
} as const;
