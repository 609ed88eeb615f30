/**
 * The staff checklist of an application (docs/decisions/044): what the level's rule in app/content/certifications.ts
 * asks, against what the application holds. Pure, so the review page, the approve move and the tests read the same
 * verdict; the eligibility engine decides education, experience, training and the prerequisite, so the checklist
 * cannot disagree with the self-check or the wizard.
 */
import type { EducationKey } from "~/content/certifications";
import type { CareerLevelKey } from "~/content/home";
import { assessEligibility, certificationOf, type RouteCheck } from "~/features/certifications";
import type { RefereeAnswer } from "./schema";

export const checklistItems = [
  "education",
  "experience",
  "training",
  "prerequisite",
  "referees",
  "fee",
  "audit",
] as const;
export type ChecklistItemKey = (typeof checklistItems)[number];
/** `notApplicable`: the level's rule does not ask it (no training hours, no prerequisite, not audited…). */
export type ChecklistStatus = "met" | "notMet" | "notApplicable";

export type ChecklistItem = {
  key: ChecklistItemKey;
  status: ChecklistStatus;
  /** Figures the item's text states (months, hours, referees answered…). */
  values: Record<string, string | number>;
};

export type ChecklistFacts = {
  level: CareerLevelKey;
  education: EducationKey | null;
  experienceMonths: number;
  trainingHours: number;
  /** The prerequisite credential picked is active and held by the applicant. */
  prerequisiteHeld: boolean;
  /** Each experience entry's current (not replaced) referee request's answer; null while unanswered. */
  referees: readonly (RefereeAnswer | null)[];
  invoiceStatus: "open" | "paid" | "refunded" | "void" | null;
  audited: boolean;
  auditEvidenceReceived: boolean;
};

export type Checklist = { items: ChecklistItem[]; passes: boolean; route: RouteCheck["route"] };

/** The route the checklist judges by: the first one met, else the main route (what is missing is shown there). */
function routeOf(routes: readonly RouteCheck[]): RouteCheck {
  return routes.find((route) => route.met) ?? routes[0]!;
}

export function reviewChecklist(facts: ChecklistFacts): Checklist {
  const rule = certificationOf(facts.level).eligibility;
  const eligibility = assessEligibility(facts.level, {
    education: facts.education,
    experienceMonths: facts.experienceMonths,
    trainingHours: facts.trainingHours,
    heldLevels: facts.prerequisiteHeld && "prerequisite" in rule && rule.prerequisite ? [rule.prerequisite] : [],
  });
  const route = routeOf(eligibility.routes);
  const missing = (kind: string) => route.missing.some((m) => m.kind === kind);
  const confirmed = facts.referees.filter((answer) => answer === "confirmed").length;
  const items: ChecklistItem[] = [
    {
      key: "education",
      status: missing("education") ? "notMet" : "met",
      values: { need: route.education },
    },
    {
      key: "experience",
      status: route.experienceMonths === 0 ? "notApplicable" : missing("experience") ? "notMet" : "met",
      values: { have: facts.experienceMonths, need: route.experienceMonths },
    },
    {
      key: "training",
      status: !("trainingHours" in rule && rule.trainingHours)
        ? "notApplicable"
        : missing("training")
          ? "notMet"
          : "met",
      values: { have: facts.trainingHours, need: ("trainingHours" in rule && rule.trainingHours) || 0 },
    },
    {
      key: "prerequisite",
      status: !("prerequisite" in rule && rule.prerequisite)
        ? "notApplicable"
        : missing("prerequisite")
          ? "notMet"
          : "met",
      values: { need: ("prerequisite" in rule && rule.prerequisite) || "" },
    },
    {
      key: "referees",
      status: facts.referees.length === 0 ? "notApplicable" : confirmed === facts.referees.length ? "met" : "notMet",
      values: { confirmed, count: facts.referees.length },
    },
    { key: "fee", status: facts.invoiceStatus === "paid" ? "met" : "notMet", values: {} },
    {
      key: "audit",
      status: !facts.audited ? "notApplicable" : facts.auditEvidenceReceived ? "met" : "notMet",
      values: {},
    },
  ];
  return { items, passes: items.every((item) => item.status !== "notMet"), route: route.route };
}

/**
 * The same calendar day `months` later (YYYY-MM-DD), clamped to the month's last day (31 Jan + 1 month →
 * 28/29 Feb): the end of the eligibility window opened by approval.
 */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** `days` after an ISO day (YYYY-MM-DD). */
export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
