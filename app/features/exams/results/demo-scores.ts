/**
 * A made-up score of a level's form, for demo data and tests: the blueprint's items per domain answered right at
 * about `percent`, with the raw, scaled and pass figures the engine's rules give for them. Never used on a real
 * attempt: those are scored from the answers (engine/scoring.ts).
 */
import { frameworkDomains, type FrameworkLevel } from "~/content/framework";
import { blueprintFor } from "../engine/blueprint";
import { passes, passingScoreOf, scaledScore, type DomainResult } from "../engine/scoring";

export type MadeUpScore = {
  rawScore: number;
  maxScore: number;
  scaledScore: number;
  passed: boolean;
  domainResults: DomainResult[];
};

export function madeUpScore(level: FrameworkLevel, percent: number): MadeUpScore {
  const blueprint = blueprintFor(level);
  const domainResults = frameworkDomains.map((domain, index) => {
    const total = blueprint.counts[domain];
    // Some domains a little better, some a little worse, as real results are.
    const spread = ((index % 3) - 1) * 8;
    const correct = Math.max(0, Math.min(total, Math.round((total * (percent + spread)) / 100)));
    return { domain, correct, total, percent: total ? Math.round((correct / total) * 100) : 0 };
  });
  const rawScore = domainResults.reduce((sum, d) => sum + d.correct, 0);
  const maxScore = blueprint.questions;
  const mark = passingScoreOf(level);
  return {
    rawScore,
    maxScore,
    scaledScore: scaledScore(rawScore, maxScore, mark),
    passed: passes(rawScore, maxScore, mark),
    domainResults,
  };
}
