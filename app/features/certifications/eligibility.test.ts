import { describe, expect, it } from "vitest";
import { certifications, type Certification } from "~/content/certifications";
import {
  assessEligibility,
  countExperienceMonths,
  educationMeets,
  examFee,
  experienceStillNeeded,
  feeBasis,
  type EligibilityAnswers,
} from "./eligibility";

const none: EligibilityAnswers = { education: null, experienceMonths: 0, trainingHours: 0, heldLevels: [] };
const full = (over: Partial<EligibilityAnswers>): EligibilityAnswers => ({ ...none, ...over });

describe("countExperienceMonths", () => {
  const today = "2026-12-07";

  it("counts one full-time year as 12 months, both ends included", () => {
    expect(countExperienceMonths([{ start: "2024-01-01", end: "2024-12-31", hoursPerWeek: 40 }], today)).toBe(12);
  });

  it("counts overlapping periods once", () => {
    const periods = [
      { start: "2020-01-01", end: "2021-12-31", hoursPerWeek: 40 },
      { start: "2021-01-01", end: "2022-12-31", hoursPerWeek: 25 },
    ];
    expect(countExperienceMonths(periods, today)).toBe(36);
  });

  it("joins periods that touch, and keeps a gap out", () => {
    const touching = [
      { start: "2020-01-01", end: "2020-06-30", hoursPerWeek: 40 },
      { start: "2020-07-01", end: "2020-12-31", hoursPerWeek: 40 },
    ];
    expect(countExperienceMonths(touching, today)).toBe(12);
    const gap = [
      { start: "2020-01-01", end: "2020-03-31", hoursPerWeek: 40 },
      { start: "2021-01-01", end: "2021-03-31", hoursPerWeek: 40 },
    ];
    expect(countExperienceMonths(gap, today)).toBe(5); // 91 + 90 days
  });

  it("leaves out periods under the hours a week the rule asks", () => {
    expect(countExperienceMonths([{ start: "2020-01-01", end: "2022-12-31", hoursPerWeek: 19 }], today)).toBe(0);
    expect(countExperienceMonths([{ start: "2020-01-01", end: "2022-12-31", hoursPerWeek: 20 }], today)).toBe(36);
  });

  it("counts an ongoing period to today, and nothing of the future", () => {
    expect(countExperienceMonths([{ start: "2025-12-08", end: null, hoursPerWeek: 40 }], today)).toBe(11);
    expect(countExperienceMonths([{ start: "2027-01-01", end: "2028-01-01", hoursPerWeek: 40 }], today)).toBe(0);
    expect(countExperienceMonths([{ start: "2026-01-01", end: "2030-01-01", hoursPerWeek: 40 }], today)).toBe(11);
  });

  it("ignores a period that ends before it starts", () => {
    expect(countExperienceMonths([{ start: "2022-01-01", end: "2021-01-01", hoursPerWeek: 40 }], today)).toBe(0);
  });
});

describe("educationMeets", () => {
  it("lets a higher education meet a lower requirement, never the reverse", () => {
    expect(educationMeets("master", "bachelor")).toBe(true);
    expect(educationMeets("bachelor", "bachelor")).toBe(true);
    expect(educationMeets("diploma", "bachelor")).toBe(false);
    expect(educationMeets(null, "secondary")).toBe(false);
  });
});

describe("assessEligibility", () => {
  it("associate: secondary school and the training hours, no experience", () => {
    expect(assessEligibility("associate", full({ education: "secondary", trainingHours: 40 })).outcome).toBe(
      "eligible",
    );
    const short = assessEligibility("associate", full({ education: "secondary", trainingHours: 32 }));
    expect(short.outcome).toBe("notYet");
    expect(short.routes[0]!.missing).toEqual([{ kind: "training", needHours: 40, haveHours: 32 }]);
  });

  it("professional: a bachelor's and 3 years, or a diploma and 5 years by the alternative route", () => {
    expect(assessEligibility("professional", full({ education: "bachelor", experienceMonths: 36 })).outcome).toBe(
      "eligible",
    );
    expect(assessEligibility("professional", full({ education: "diploma", experienceMonths: 60 })).outcome).toBe(
      "eligibleAlternative",
    );
    const diplomaShort = assessEligibility("professional", full({ education: "diploma", experienceMonths: 40 }));
    expect(diplomaShort.outcome).toBe("notYet");
    expect(diplomaShort.routes.map((r) => r.missing)).toEqual([
      [{ kind: "education", need: "bachelor" }],
      [{ kind: "experience", needMonths: 60, haveMonths: 40 }],
    ]);
    expect(experienceStillNeeded(diplomaShort)).toBe(20);
  });

  it("prefers the main route when both are met", () => {
    expect(assessEligibility("professional", full({ education: "master", experienceMonths: 80 })).outcome).toBe(
      "eligible",
    );
  });

  it("senior: the professional credential first", () => {
    const without = assessEligibility("senior", full({ education: "bachelor", experienceMonths: 96 }));
    expect(without.outcome).toBe("notYet");
    expect(without.routes[0]!.missing).toEqual([{ kind: "prerequisite", need: "professional" }]);
    expect(
      assessEligibility("senior", full({ education: "bachelor", experienceMonths: 96, heldLevels: ["professional"] }))
        .outcome,
    ).toBe("eligible");
  });

  it("expert: a master's, 15 years and the senior credential; everything missing is listed", () => {
    const result = assessEligibility("expert", full({ education: "bachelor", experienceMonths: 100 }));
    expect(result.routes).toHaveLength(1);
    expect(result.routes[0]!.missing).toEqual([
      { kind: "education", need: "master" },
      { kind: "experience", needMonths: 180, haveMonths: 100 },
      { kind: "prerequisite", need: "senior" },
    ]);
    expect(experienceStillNeeded(result)).toBeNull();
  });

  it("follows the rule data for every level: exactly the rule's figures are enough", () => {
    for (const c of certifications) {
      const rule: Certification["eligibility"] = c.eligibility;
      const answers = full({
        education: rule.education,
        experienceMonths: rule.experienceYears * 12,
        trainingHours: rule.trainingHours ?? 0,
        heldLevels: rule.prerequisite ? [rule.prerequisite] : [],
      });
      expect(assessEligibility(c.key, answers).outcome).toBe("eligible");
      if (rule.experienceYears > 0)
        expect(
          assessEligibility(c.key, { ...answers, experienceMonths: answers.experienceMonths - 1 }).outcome,
        ).not.toBe("eligible");
    }
  });
});

describe("fees", () => {
  it("charges the member fee to holders of an active credential and chapter members", () => {
    expect(feeBasis({ holdsActiveCredential: true, chapterMember: false })).toBe("member");
    expect(feeBasis({ holdsActiveCredential: false, chapterMember: true })).toBe("member");
    expect(feeBasis({ holdsActiveCredential: false, chapterMember: false })).toBe("nonMember");
    expect(examFee("professional", "member")).toBe(395);
    expect(examFee("expert", "nonMember")).toBe(1095);
  });
});
