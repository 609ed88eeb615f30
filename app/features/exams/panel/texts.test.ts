import { describe, expect, it } from "vitest";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import { maxTotal, panelRule, passTotal } from "./rubric";

// The panel's numbers are the rubric's (rubric.ts): every text that states them takes them from `rubricFacts`,
// so changing the rule changes every page that tells it, in every language.
describe("the panel texts that state the rubric", () => {
  it.each(languageCodes)("take the rubric's numbers in %s", (language) => {
    const texts = getNamespace(language, "examPanel");
    for (const text of [texts.mine.lead, texts.score.text]) {
      for (const fact of ["{{passTotal}}", "{{maxTotal}}", "{{floor}}", "{{scaleMax}}"]) expect(text).toContain(fact);
      expect(text).not.toContain(String(passTotal));
      expect(text).not.toContain(String(maxTotal));
    }
    expect(texts.assign.text).toContain("{{totalGap}}");
    expect(texts.assign.text).toContain("{{criterionGap}}");
    expect(texts.assign.text).not.toContain(` ${panelRule.totalGap} `);
  });
});
