/**
 * The Partners page's structure: tier benefits, how to join, verification tools and FAQ. The
 * contributor organisations themselves are contributorTiers in app/content/home.ts (fictional).
 */
import type { Namespaces } from "~/locales/types";

type PartnersMessages = Namespaces["partners"];
export type TierLevel = "platinum" | "gold" | "silver";

/** A benefit for each tier: included or not, or a yearly quantity. */
export type BenefitValue = boolean | number;

export const partnerBenefits = [
  { key: "listing", platinum: true, gold: true, silver: true },
  { key: "bulkVerification", platinum: true, gold: true, silver: true },
  { key: "examVouchers", platinum: 25, gold: 10, silver: 5 },
  { key: "eventPlaces", platinum: 10, gold: 5, silver: 2 },
  { key: "reviewPanels", platinum: true, gold: true, silver: false },
  { key: "coHostedEvents", platinum: true, gold: true, silver: false },
  { key: "pilotAccess", platinum: true, gold: false, silver: false },
  { key: "workingGroup", platinum: true, gold: false, silver: false },
] as const satisfies ReadonlyArray<
  { key: keyof PartnersMessages["benefits"]["rows"] } & Record<TierLevel, BenefitValue>
>;

export const tierOrder = ["platinum", "gold", "silver"] as const satisfies ReadonlyArray<TierLevel>;

export const joinSteps = ["apply", "conversation", "agreement", "onboarding"] as const satisfies ReadonlyArray<
  keyof PartnersMessages["join"]["steps"]
>;

export const verificationTools = [
  { key: "verify", to: "/partners/verify" },
  { key: "bulkVerify", to: "/partners/bulk-verify" },
] as const satisfies ReadonlyArray<{ key: keyof PartnersMessages["tools"]["items"]; to: string }>;

export const partnersFaq = [
  "who",
  "influence",
  "contribution",
  "changeTier",
  "nonprofits",
] as const satisfies ReadonlyArray<keyof PartnersMessages["faq"]["items"]>;
