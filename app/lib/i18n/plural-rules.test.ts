import { describe, expect, it } from "vitest";
import { fixedPluralRules } from "./plural-rules";
import { createI18n } from "./instance";
import common from "~/locales/is/common";

describe("fixed plural rules", () => {
  it.each(Object.keys(fixedPluralRules))("agree with CLDR for %s", (language) => {
    const reference = new Intl.PluralRules(language);
    for (let n = 0; n <= 1200; n++)
      expect(fixedPluralRules[language]!(n), `${language} ${n}`).toBe(reference.select(n));
  });

  it("are what i18next uses", () => {
    const i18n = createI18n("is", common as never);
    expect(i18n.services.pluralResolver.getSuffix("is", 21)).toBe("_one");
    expect(i18n.services.pluralResolver.getSuffix("is", 11)).toBe("_other");
  });
});
