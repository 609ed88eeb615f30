import { describe, expect, it } from "vitest";
import { addDaysIso, addMonthsIso, reviewChecklist, type ChecklistFacts } from "./checklist";

/** A professional applicant who meets everything: bachelor's, 3 years, two confirmed referees, fee paid. */
const ready: ChecklistFacts = {
  level: "professional",
  education: "bachelor",
  experienceMonths: 36,
  trainingHours: 0,
  prerequisiteHeld: false,
  referees: ["confirmed", "confirmed"],
  invoiceStatus: "paid",
  audited: false,
  auditEvidenceReceived: false,
};
const status = (facts: ChecklistFacts) =>
  Object.fromEntries(reviewChecklist(facts).items.map((item) => [item.key, item.status]));

describe("the review checklist", () => {
  it("passes when every item the level asks is met, and marks what it does not ask", () => {
    const checklist = reviewChecklist(ready);
    expect(checklist.passes).toBe(true);
    expect(status(ready)).toEqual({
      education: "met",
      experience: "met",
      training: "notApplicable",
      prerequisite: "notApplicable",
      referees: "met",
      fee: "met",
      audit: "notApplicable",
    });
  });

  it("states the experience months against what the route needs", () => {
    const short = reviewChecklist({ ...ready, experienceMonths: 30 });
    expect(short.passes).toBe(false);
    expect(short.items.find((i) => i.key === "experience")).toEqual({
      key: "experience",
      status: "notMet",
      values: { have: 30, need: 36 },
    });
  });

  it("judges by the alternative route when that one is met (diploma and five years)", () => {
    const alt = reviewChecklist({ ...ready, education: "diploma", experienceMonths: 60 });
    expect(alt.route).toBe("alternative");
    expect(alt.passes).toBe(true);
    expect(alt.items.find((i) => i.key === "experience")!.values).toEqual({ have: 60, need: 60 });
    expect(reviewChecklist({ ...ready, education: "diploma", experienceMonths: 40 }).passes).toBe(false);
  });

  it("needs every referee confirmed: one pending or disputed answer fails it", () => {
    expect(status({ ...ready, referees: ["confirmed", null] }).referees).toBe("notMet");
    expect(status({ ...ready, referees: ["confirmed", "disputed"] }).referees).toBe("notMet");
    const items = reviewChecklist({ ...ready, referees: ["confirmed", null] }).items;
    expect(items.find((i) => i.key === "referees")!.values).toEqual({ confirmed: 1, count: 2 });
  });

  it("needs the fee paid (open, refunded, void or no invoice fail)", () => {
    for (const invoiceStatus of ["open", "refunded", "void", null] as const)
      expect(reviewChecklist({ ...ready, invoiceStatus }).passes).toBe(false);
  });

  it("needs the audit evidence of an audited application", () => {
    expect(status({ ...ready, audited: true }).audit).toBe("notMet");
    expect(reviewChecklist({ ...ready, audited: true }).passes).toBe(false);
    expect(reviewChecklist({ ...ready, audited: true, auditEvidenceReceived: true }).passes).toBe(true);
  });

  it("asks the associate level for training hours, and no experience", () => {
    const associate = { ...ready, level: "associate" as const, education: "secondary" as const, referees: [] };
    expect(status({ ...associate, trainingHours: 39 })).toMatchObject({
      training: "notMet",
      experience: "notApplicable",
      referees: "notApplicable",
    });
    expect(reviewChecklist({ ...associate, trainingHours: 40 }).passes).toBe(true);
  });

  it("asks the senior level for an active professional credential held by the applicant", () => {
    const senior = { ...ready, level: "senior" as const, experienceMonths: 96 };
    expect(status(senior).prerequisite).toBe("notMet");
    expect(status({ ...senior, prerequisiteHeld: true }).prerequisite).toBe("met");
    expect(reviewChecklist({ ...senior, prerequisiteHeld: true }).passes).toBe(true);
  });
});

describe("window dates", () => {
  it("adds months to the same day, clamped to the month's end", () => {
    expect(addMonthsIso("2026-06-01", 12)).toBe("2027-06-01");
    expect(addMonthsIso("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsIso("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsIso("2026-12-15", 1)).toBe("2027-01-15");
    expect(addDaysIso("2026-12-31", 30)).toBe("2027-01-30");
  });
});
