import { describe, expect, it } from "vitest";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";

describe("the quiz result's sentences", () => {
  it("type no percentage of their own: every figure goes through one percent formatter", () => {
    for (const language of languageCodes) {
      const results = getNamespace(language, "quiz").results;
      for (const text of Object.values(results)) {
        if (typeof text !== "string") continue;
        expect(text, `${language}: ${text}`).not.toMatch(/\d\s?%|%\s?\d/);
      }
      expect(results.reasonKnowledge, language).toContain("{{strongAt}}");
    }
  });
});
