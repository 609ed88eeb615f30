/**
 * Types and keys of the home page's content. The content itself (figures, people, organisations,
 * roadmap) is in home.server.ts: it reaches the browser only through the home loader, never in a
 * bundle (decision 018). Text lives in the locale files.
 */
import type { CommonMessages, HomeMessages } from "~/locales/types";

export type Figure = { value: number; prefix?: string; suffix?: string };

export type CareerLevelKey = keyof HomeMessages["careers"]["levels"];
export type SkillKey = keyof CommonMessages["skills"];

/** Salary ranges in thousands of US dollars a year; `max` absent means "and above". */
export const careerLevels = [
  { key: "associate", salary: { min: 45, max: 65 } },
  { key: "professional", salary: { min: 65, max: 95 } },
  { key: "senior", salary: { min: 95, max: 140 } },
  { key: "expert", salary: { min: 140 } },
] as const satisfies ReadonlyArray<{ key: CareerLevelKey; salary: { min: number; max?: number } }>;

export const keySkills = [
  "reservoirEngineering",
  "powerPlantOperations",
  "environmentalManagement",
  "projectDevelopment",
  "riskAssessment",
  "regulatoryCompliance",
  "resourceAssessment",
  "drillingOperations",
] as const satisfies ReadonlyArray<SkillKey>;

/** "$45k-$65k", "$140k+" — the spec's notation, the same in every language. */
export function formatSalaryRange(salary: { min: number; max?: number }): string {
  return salary.max === undefined ? `$${salary.min}k+` : `$${salary.min}k-$${salary.max}k`;
}

export type ContributorTier = {
  level: keyof HomeMessages["contributors"]["tiers"];
  /** Design token name for the tier's accent. */
  colour: "platinum" | "gold" | "silver";
  companies: ReadonlyArray<{ name: string; logo?: "magma" | "steamfield" | "caldera" }>;
};

export type RoadmapStatus = keyof HomeMessages["roadmap"]["status"];
type Phases = HomeMessages["roadmap"]["phases"];

export type RoadmapPhase = {
  [P in keyof Phases]: {
    key: P;
    /** `to` absent: "2027 onwards". */
    period: { from: number; to?: number };
    status: RoadmapStatus;
    items: ReadonlyArray<{ key: keyof Phases[P]["items"]; completed: boolean }>;
  };
}[keyof Phases];
