import { describe, expect, it } from "vitest";
import { certifications, formatUsd } from "~/content/certifications";
import { careerLevels } from "~/content/home";
import { cpdRule } from "~/content/cpd-rule";

describe("certifications", () => {
  it("covers the four career levels in order, with the home page's salary ranges", () => {
    expect(certifications.map((c) => c.key)).toEqual(careerLevels.map((level) => level.key));
    certifications.forEach((c, i) => expect(c.salary).toEqual(careerLevels[i]!.salary));
  });

  it("asks more and costs more level by level", () => {
    for (let i = 1; i < certifications.length; i++) {
      const [before, after] = [certifications[i - 1]!, certifications[i]!];
      expect(after.eligibility.experienceYears).toBeGreaterThan(before.eligibility.experienceYears);
      expect(after.fees.exam.member).toBeGreaterThan(before.fees.exam.member);
      expect(cpdRule.hoursPerCycle[after.key]).toBeGreaterThanOrEqual(cpdRule.hoursPerCycle[before.key]);
    }
    for (const c of certifications) {
      expect(c.fees.exam.member).toBeLessThan(c.fees.exam.nonMember);
      expect(c.fees.renewal.member).toBeLessThan(c.fees.renewal.nonMember);
      expect(c.validityYears).toBe(3);
    }
  });

  it("writes US dollars with the language's grouping", () => {
    expect(formatUsd(1095, "en")).toBe("$1,095");
    expect(formatUsd(1095, "is")).toBe("$1.095");
    expect(formatUsd(195, "tr")).toBe("$195");
  });
});
