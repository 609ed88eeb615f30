/**
 * Scoring of the readiness quiz and the level it recommends — one documented, tested function.
 *
 * Rules:
 * 1. Each answered question scores its difficulty in points when right (1, 2 or 3), 0 when wrong.
 *    A domain's score is the share of its possible points earned (0-100, rounded); the overall
 *    score is the share of all possible points.
 * 2. A domain is "strong" at 60 % or more, a "gap" below 50 %.
 * 3. Knowledge suggests a level by the first row met, from the top:
 *      expert        overall ≥ 85 and strong domains ≥ 7
 *      senior        overall ≥ 75 and strong domains ≥ 6
 *      professional  overall ≥ 60 and strong domains ≥ 4
 *      associate     otherwise
 * 4. Experience caps it, as the certifications' eligibility does (app/content/certifications.ts):
 *    professional needs 3 years, senior 8, expert 15. The recommendation is the lower of the two,
 *    and the result says which one limited it.
 */
import { frameworkDomains, frameworkLevels, type FrameworkDomain, type FrameworkLevel } from "~/content/framework";

export const STRONG_DOMAIN = 60;
export const GAP_DOMAIN = 50;

const knowledgeRules: ReadonlyArray<{ level: FrameworkLevel; overall: number; strongDomains: number }> = [
  { level: "expert", overall: 85, strongDomains: 7 },
  { level: "senior", overall: 75, strongDomains: 6 },
  { level: "professional", overall: 60, strongDomains: 4 },
];

export const experienceNeeded: Record<FrameworkLevel, number> = {
  associate: 0,
  professional: 3,
  senior: 8,
  expert: 15,
};

export type ScoredQuestion = { id: string; domain: FrameworkDomain; difficulty: 1 | 2 | 3; correct: number };

export type DomainScore = {
  domain: FrameworkDomain;
  answered: number;
  right: number;
  points: number;
  possible: number;
  percent: number;
};

export type QuizScore = {
  domains: DomainScore[];
  overall: { right: number; answered: number; percent: number };
  strongDomains: FrameworkDomain[];
  gapDomains: FrameworkDomain[];
  knowledgeLevel: FrameworkLevel;
  experienceLevel: FrameworkLevel;
  recommended: FrameworkLevel;
  /** What kept the recommendation from going higher, if anything. */
  limitedBy: "knowledge" | "experience" | null;
};

const rank = (level: FrameworkLevel) => frameworkLevels.indexOf(level);
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export function scoreQuiz(
  questions: readonly ScoredQuestion[],
  answers: Readonly<Record<string, number>>,
  yearsOfExperience: number,
): QuizScore {
  const domains = frameworkDomains.map((domain): DomainScore => {
    const own = questions.filter((q) => q.domain === domain);
    const right = own.filter((q) => answers[q.id] === q.correct);
    const points = right.reduce((sum, q) => sum + q.difficulty, 0);
    const possible = own.reduce((sum, q) => sum + q.difficulty, 0);
    return { domain, answered: own.length, right: right.length, points, possible, percent: percent(points, possible) };
  });
  const measured = domains.filter((d) => d.possible > 0);
  const points = measured.reduce((sum, d) => sum + d.points, 0);
  const possible = measured.reduce((sum, d) => sum + d.possible, 0);
  const overallPercent = percent(points, possible);
  const strongDomains = measured.filter((d) => d.percent >= STRONG_DOMAIN).map((d) => d.domain);
  const gapDomains = measured.filter((d) => d.percent < GAP_DOMAIN).map((d) => d.domain);

  const knowledgeLevel =
    knowledgeRules.find((rule) => overallPercent >= rule.overall && strongDomains.length >= rule.strongDomains)
      ?.level ?? "associate";
  const years = Number.isFinite(yearsOfExperience) ? Math.max(0, yearsOfExperience) : 0;
  const experienceLevel =
    [...frameworkLevels].reverse().find((level) => years >= experienceNeeded[level]) ?? "associate";
  const recommended = rank(knowledgeLevel) <= rank(experienceLevel) ? knowledgeLevel : experienceLevel;
  const limitedBy =
    recommended === "expert" ? null : rank(knowledgeLevel) > rank(experienceLevel) ? "experience" : "knowledge";

  return {
    domains,
    overall: { right: measured.reduce((s, d) => s + d.right, 0), answered: questions.length, percent: overallPercent },
    strongDomains,
    gapDomains,
    knowledgeLevel,
    experienceLevel,
    recommended,
    limitedBy,
  };
}
