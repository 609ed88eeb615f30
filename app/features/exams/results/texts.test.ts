import { describe, expect, it } from "vitest";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import { scaledScoreRule } from "../engine/scoring";

// The reporting scale is a rule (engine/scoring.ts): the result page states it from the rule in every language.
describe("the result page's score text", () => {
  it.each(languageCodes)("takes the scale from the rule in %s", (language) => {
    const text = getNamespace(language, "examResults").detail.scoreValue;
    expect(text).toContain("{{scaleMin}}");
    expect(text).toContain("{{scaleMax}}");
    expect(text).not.toContain(String(scaledScoreRule.max));
  });
});
