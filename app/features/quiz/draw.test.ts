import { describe, expect, it } from "vitest";
import { frameworkDomains } from "~/content/framework";
import { drawQuestions } from "./draw";

const bank = frameworkDomains.flatMap((domain) =>
  [1, 1, 1, 2, 2, 2, 3, 3].map((difficulty, i) => ({
    id: `${domain}-${i}`,
    domain,
    difficulty: difficulty as 1 | 2 | 3,
  })),
);

describe("drawQuestions", () => {
  it("draws one question of each difficulty from every domain", () => {
    const drawn = drawQuestions(bank, 42);
    expect(drawn).toHaveLength(24);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(24);
    for (const domain of frameworkDomains) {
      expect(
        drawn
          .filter((q) => q.domain === domain)
          .map((q) => q.difficulty)
          .sort(),
      ).toEqual([1, 2, 3]);
    }
  });

  it("is the same for the same seed and differs between seeds", () => {
    expect(drawQuestions(bank, 7).map((q) => q.id)).toEqual(drawQuestions(bank, 7).map((q) => q.id));
    expect(drawQuestions(bank, 7).map((q) => q.id)).not.toEqual(drawQuestions(bank, 8).map((q) => q.id));
  });

  it("shuffles domains together rather than in blocks", () => {
    const firstEight = drawQuestions(bank, 3)
      .slice(0, 8)
      .map((q) => q.domain);
    expect(new Set(firstEight).size).toBeGreaterThan(2);
  });
});
