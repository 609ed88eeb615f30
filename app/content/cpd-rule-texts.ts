/**
 * The figures of the CPD rule that page texts state (decision 031): every text that names
 * one interpolates it from here, so the pages cannot drift from app/content/cpd-rule.ts.
 */
import { certifications } from "~/content/certifications";
import { cpdRule } from "./cpd-rule";

export type CpdRuleTextValues = {
  /** Validity of a credential and length of a cycle, in years. */
  years: number;
  /** Fewest and most hours a level asks per cycle. */
  minHours: number;
  maxHours: number;
  renewalMonths: number;
  graceDays: number;
  reinstatementMonths: number;
  /** Years of experience Professional and Senior ask (app/content/certifications.ts). */
  professionalYears: number;
  seniorYears: number;
};

export function cpdRuleTextValues(): CpdRuleTextValues {
  const hours = Object.values(cpdRule.hoursPerCycle);
  const experience = (key: "professional" | "senior") =>
    certifications.find((c) => c.key === key)!.eligibility.experienceYears;
  return {
    years: cpdRule.cycleYears,
    minHours: Math.min(...hours),
    maxHours: Math.max(...hours),
    renewalMonths: cpdRule.renewalOpensMonthsBefore,
    graceDays: cpdRule.graceDays,
    reinstatementMonths: cpdRule.reinstatementMonths,
    professionalYears: experience("professional"),
    seniorYears: experience("senior"),
  };
}
