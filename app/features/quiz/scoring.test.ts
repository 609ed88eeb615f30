import { describe, expect, it } from "vitest";
import { frameworkDomains } from "~/content/framework";
import { scoreQuiz, type ScoredQuestion } from "./scoring";

/** Three questions per domain, one of each difficulty; the right answer is always option 1. */
const questions: ScoredQuestion[] = frameworkDomains.flatMap((domain) =>
  ([1, 2, 3] as const).map((difficulty) => ({ id: `${domain}-${difficulty}`, domain, difficulty, correct: 1 })),
);
const answerAll = (pick: (q: ScoredQuestion) => number) => Object.fromEntries(questions.map((q) => [q.id, pick(q)]));

describe("scoreQuiz", () => {
  it("all right with long experience: expert, nothing limiting", () => {
    const score = scoreQuiz(
      questions,
      answerAll(() => 1),
      20,
    );
    expect(score.overall).toEqual({ right: 24, answered: 24, percent: 100 });
    expect(score.strongDomains).toHaveLength(8);
    expect(score.recommended).toBe("expert");
    expect(score.limitedBy).toBeNull();
  });

  it("all right with little experience: capped by experience", () => {
    const score = scoreQuiz(
      questions,
      answerAll(() => 1),
      1,
    );
    expect(score.knowledgeLevel).toBe("expert");
    expect(score.experienceLevel).toBe("associate");
    expect(score.recommended).toBe("associate");
    expect(score.limitedBy).toBe("experience");
  });

  it("all wrong: associate, limited by knowledge, every domain a gap", () => {
    const score = scoreQuiz(
      questions,
      answerAll(() => 0),
      30,
    );
    expect(score.overall.percent).toBe(0);
    expect(score.gapDomains).toHaveLength(8);
    expect(score.recommended).toBe("associate");
    expect(score.limitedBy).toBe("knowledge");
  });

  it("mixed: easy and medium questions right makes a professional with 4 years", () => {
    // 3 of 6 points per domain = 50 % overall: not yet professional.
    const easyOnly = scoreQuiz(
      questions,
      answerAll((q) => (q.difficulty === 1 || q.difficulty === 2 ? 1 : 0)),
      4,
    );
    expect(easyOnly.overall.percent).toBe(50);
    expect(easyOnly.recommended).toBe("associate");
    // Hard and easy right (4 of 6 points, 67 %) in every domain: professional knowledge.
    const mixed = scoreQuiz(
      questions,
      answerAll((q) => (q.difficulty === 2 ? 0 : 1)),
      4,
    );
    expect(mixed.overall.percent).toBe(67);
    expect(mixed.strongDomains).toHaveLength(8);
    expect(mixed.knowledgeLevel).toBe("professional");
    expect(mixed.recommended).toBe("professional");
    expect(mixed.limitedBy).toBe("knowledge");
  });

  it("weights answers by difficulty within a domain", () => {
    const score = scoreQuiz(questions, { "reservoirEngineering-3": 1 }, 0);
    const reservoir = score.domains.find((d) => d.domain === "reservoirEngineering")!;
    expect(reservoir).toMatchObject({ right: 1, points: 3, possible: 6, percent: 50 });
  });

  it("treats missing or odd experience as none", () => {
    const allRight = (years: number) =>
      scoreQuiz(
        questions,
        answerAll(() => 1),
        years,
      );
    expect(allRight(Number.NaN).experienceLevel).toBe("associate");
    expect(allRight(-3).experienceLevel).toBe("associate");
    expect(allRight(8).recommended).toBe("senior");
  });
});
