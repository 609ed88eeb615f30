import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import { apportion, blueprintFor, blueprintWeights, caseStudyPlans, weightsSumToOne } from "./blueprint";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe("apportion (largest remainder)", () => {
  it("gives the seats left to the largest remainders, so the counts sum exactly", () => {
    // Quotas 33.33… each: floors 33+33+33 = 99, one seat left, equal remainders → the first share.
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // Quotas 12.5 each: plain rounding would give 8 × 13 = 104.
    expect(apportion(100, Array(8).fill(0.125))).toEqual([13, 13, 13, 13, 12, 12, 12, 12]);
    // Quotas 2.6, 3.9, 6.5 (13 items, weights 0.2/0.3/0.5): floors 2+3+6 = 11, remainders .6/.9/.5 → +1 to the .9 and .6.
    expect(apportion(13, [0.2, 0.3, 0.5])).toEqual([3, 4, 6]);
  });

  it("does not lose an item to floating point (0.29 × 100 is 28.999… in binary)", () => {
    expect(0.29 * 100).toBeLessThan(29);
    expect(apportion(100, [0.29, 0.71])).toEqual([29, 71]);
  });

  it("handles zero items and zero weights, and refuses nonsense", () => {
    expect(apportion(0, [0.5, 0.5])).toEqual([0, 0]);
    expect(apportion(5, [0, 1])).toEqual([0, 5]);
    expect(() => apportion(2.5, [1])).toThrow(RangeError);
    expect(() => apportion(10, [0, 0])).toThrow(RangeError);
    expect(() => apportion(10, [-1, 2])).toThrow(RangeError);
  });
});

describe("blueprintFor", () => {
  it("weights every domain of the framework at every level, summing to 1", () => {
    for (const level of frameworkLevels) {
      expect(Object.keys(blueprintWeights[level]).sort()).toEqual([...frameworkDomains].sort());
      expect(weightsSumToOne(blueprintWeights[level])).toBe(true);
    }
    expect(weightsSumToOne({ ...blueprintWeights.associate, drillingOperations: 0.2 })).toBe(false);
  });

  it("takes the number of questions from the level's exam, and the counts sum to it", () => {
    for (const certification of certifications) {
      const blueprint = blueprintFor(certification.key);
      expect(blueprint.questions).toBe(certification.exam.questions);
      expect(blueprint.format).toBe(certification.exam.format);
      expect(sum(frameworkDomains.map((d) => blueprint.counts[d]))).toBe(certification.exam.questions);
      for (const d of frameworkDomains)
        expect(
          Math.abs(blueprint.counts[d] - blueprintWeights[certification.key][d] * blueprint.questions),
        ).toBeLessThan(1);
    }
  });

  it("professional (150): four quotas end in .5, the two earliest domains get the two seats left", () => {
    // Quotas: 22.5 21 16.5 18 18 15 19.5 19.5 → floors sum 148; ties at .5 go in framework order.
    expect(frameworkDomains.map((d) => blueprintFor("professional").counts[d])).toEqual([
      23, 21, 17, 18, 18, 15, 19, 19,
    ]);
  });

  it("senior (120): the four largest remainders get the four seats left", () => {
    // Quotas: 16.8 14.4 15.6 16.8 16.8 13.2 14.4 12 → floors sum 116; remainders .8 .8 .8 .6 win.
    expect(frameworkDomains.map((d) => blueprintFor("senior").counts[d])).toEqual([17, 14, 16, 17, 17, 13, 14, 12]);
  });

  it("gives case studies only to the case-study format, as a share of the form", () => {
    const senior = blueprintFor("senior");
    expect(senior.format).toBe("caseStudy");
    expect(senior.caseStudies).toEqual({ items: 48, itemsPerCase: caseStudyPlans.caseStudy!.itemsPerCase }); // 0.4 × 120
    expect(blueprintFor("associate").caseStudies).toBeNull();
    expect(blueprintFor("professional").caseStudies).toBeNull();
    expect(blueprintFor("expert").caseStudies).toBeNull(); // portfolio and panel: no case studies
  });
});
