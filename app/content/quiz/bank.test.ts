import { describe, expect, it } from "vitest";
import { frameworkDomains } from "~/content/framework";
import { drawQuestions } from "~/features/quiz";
import { findQuestion, questionBank } from "./bank";

describe("quiz question bank", () => {
  it("has 8 questions per skill domain: 3 easy, 3 medium, 2 hard", () => {
    for (const domain of frameworkDomains) {
      const own = questionBank.filter((q) => q.domain === domain);
      expect(own, domain).toHaveLength(8);
      expect(own.map((q) => q.difficulty).sort(), domain).toEqual([1, 1, 1, 2, 2, 2, 3, 3]);
    }
  });

  it("has unique, stable ids that find their question", () => {
    const ids = questionBank.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]{2}-0[1-8]$/);
      expect(findQuestion(id)?.id).toBe(id);
    }
  });

  it("has four distinct options, a valid answer and complete texts in en, is and tr", () => {
    for (const q of questionBank) {
      expect(q.options, q.id).toHaveLength(4);
      expect(q.correct).toBeGreaterThanOrEqual(0);
      expect(q.correct).toBeLessThan(4);
      for (const text of [q.prompt, q.explanation, ...q.options]) {
        for (const language of ["en", "is", "tr"] as const)
          expect(text[language].trim(), `${q.id} ${language}`).not.toBe("");
        // Figures with units ("48 MPa") read the same in every language; words must be translated.
        if (/[A-Za-z]{4,}/.test(text.en)) {
          expect(text.is, `${q.id} is`).not.toBe(text.en);
          expect(text.tr, `${q.id} tr`).not.toBe(text.en);
        }
      }
      expect(new Set(q.options.map((o) => o.en)).size, q.id).toBe(4);
    }
  });

  it("spreads right answers over the four positions", () => {
    const positions = new Set(questionBank.map((q) => q.correct));
    expect(positions.size).toBe(4);
  });

  it("gives a balanced 24-question quiz", () => {
    expect(drawQuestions(questionBank, 2026)).toHaveLength(24);
  });
});
