import { routes } from "~/content/site";

/**
 * The header's one call to action, by who is looking: a visitor is offered the quiz ("Get Started",
 * as the spec has it); a signed-in member has no use for a quiz as a start, so one without a
 * credential gets the eligibility check (the way into an application) and a holder their credentials.
 * The root loader says whether the member holds one; signed-in pages are never shared across
 * sessions by the page cache (docs/guides/cache.md), so this never reaches another visitor.
 */
export function headerActionFor(user: { holdsCredential: boolean } | null | undefined): {
  to: string;
  key: "nav.getStarted" | "nav.getCertified" | "nav.myCredentials";
} {
  if (!user) return { to: routes.trainingQuiz, key: "nav.getStarted" };
  if (user.holdsCredential) return { to: "/account/credentials", key: "nav.myCredentials" };
  return { to: routes.eligibility, key: "nav.getCertified" };
}
