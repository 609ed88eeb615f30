/**
 * The thresholds of the item review (docs/decisions/055), in one place: the pages state them from here, so the
 * text and the rule cannot drift apart.
 */
import { difRule } from "../engine/statistics";

export const itemReviewRule = {
  /** Fewest candidates of a form before item and form statistics are shown at all (fewer say next to nothing). */
  minCandidates: 10,
  /** Fewest candidates in a language, and in the others together, for a translation (DIF) verdict. */
  minPerLanguage: difRule.minGroupSize,
  /** |Δ_MH| from which a significant difference is large (ETS category C): flagged as a likely translation fault. */
  translationDelta: difRule.largeFrom,
  /** An item's discrimination (corrected point-biserial) below this: it hardly separates strong from weak. */
  lowDiscriminationBelow: 0.15,
  /** Share right above this: too easy to tell anyone apart. */
  tooEasyAbove: 0.95,
  /** Share right below this: too hard, or a wrong key. */
  tooHardBelow: 0.2,
} as const;

/** The attempt states whose answers count: scored (a voided result is left out, see statistics.server.ts). */
export const countedStates = ["scored"] as const;
