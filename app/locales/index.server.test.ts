import { describe, expect, it } from "vitest";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "./index.server";

describe("interface text catalog", () => {
  it("has common and home text in every language, not copied from English", () => {
    const en = getNamespace("en", "common");
    for (const language of languageCodes.filter((l) => l !== "en")) {
      const own = getNamespace(language, "common");
      expect(own.gate.heading, language).not.toBe(en.gate.heading);
      expect(getNamespace(language, "home").hero.getCertified, language).not.toBe(
        getNamespace("en", "home").hero.getCertified,
      );
    }
  });

  it("fills strings a language leaves out with English", () => {
    // Every namespace exists in every language, whole.
    for (const language of languageCodes) {
      expect(getNamespace(language, "about").meta.title).toBeTruthy();
    }
  });
});
