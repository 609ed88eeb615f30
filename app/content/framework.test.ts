import { describe, expect, it } from "vitest";
import {
  allCompetencies,
  findCompetency,
  frameworkDomains,
  frameworkLevels,
  frameworkMatrix,
  getCompetencies,
  isFrameworkDomain,
  isFrameworkLevel,
} from "~/content/framework";
import { careerLevels, keySkills } from "~/content/home";
import en from "~/locales/en/framework";
import is from "~/locales/is/framework";
import tr from "~/locales/tr/framework";

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe("competency framework", () => {
  it("has the home page's eight domains and four levels", () => {
    expect(frameworkDomains).toEqual(keySkills);
    expect(frameworkLevels).toEqual(careerLevels.map((level) => level.key));
  });

  it("has 32 cells, each with 2 to 4 competencies", () => {
    const cells = frameworkDomains.flatMap((domain) => frameworkLevels.map((level) => getCompetencies(domain, level)));
    expect(cells).toHaveLength(32);
    for (const cell of cells) {
      expect(cell.length).toBeGreaterThanOrEqual(2);
      expect(cell.length).toBeLessThanOrEqual(4);
    }
  });

  it("gives every competency a unique id and an English text", () => {
    const competencies = allCompetencies();
    expect(new Set(competencies.map((c) => c.id)).size).toBe(competencies.length);
    for (const competency of competencies) {
      expect(competency.messageKey).toBe(`competencies.${competency.id}`);
      const text = lookup(en, competency.messageKey);
      expect(typeof text, competency.messageKey).toBe("string");
      expect((text as string).length).toBeGreaterThan(10);
    }
  });

  it("has no English text without a competency id (nothing orphaned)", () => {
    for (const domain of frameworkDomains) {
      for (const level of frameworkLevels) {
        expect(Object.keys(en.competencies[domain][level])).toEqual([...frameworkMatrix[domain][level]]);
      }
    }
  });

  it("is translated completely into Icelandic and Turkish", () => {
    for (const competency of allCompetencies()) {
      for (const messages of [is, tr]) {
        const text = lookup(messages, competency.messageKey);
        expect(typeof text, competency.messageKey).toBe("string");
        expect(text).not.toBe(lookup(en, competency.messageKey));
      }
    }
  });

  it("finds competencies by id and rejects unknown ids", () => {
    expect(findCompetency("reservoirEngineering.associate.readsLogs")?.level).toBe("associate");
    expect(findCompetency("reservoirEngineering.associate.nope")).toBeUndefined();
    expect(findCompetency("<script>")).toBeUndefined();
    expect(isFrameworkDomain("drillingOperations")).toBe(true);
    expect(isFrameworkDomain("cooking")).toBe(false);
    expect(isFrameworkLevel("expert")).toBe(true);
    expect(isFrameworkLevel(3)).toBe(false);
  });
});
