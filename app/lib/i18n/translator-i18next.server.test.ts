import { describe, expect, it } from "vitest";
import { getNamespace } from "~/locales/index.server";
import { createI18nextTranslator } from "./translator-i18next.server";

/**
 * The server keeps one i18next instance per language (creating one per render cost ~1–2 ms of every
 * page), yet each render still sees only the namespaces its page added — as the browser does.
 */
describe("the server's translator", () => {
  it("shows only the namespaces a render added, though the instance is shared", () => {
    const first = createI18nextTranslator("en", getNamespace("en", "common"));
    first.addNamespace("forum", getNamespace("en", "forum"));
    expect(first.hasNamespace("forum")).toBe(true);
    const forumKey = Object.keys(getNamespace("en", "forum"))[0]!;
    expect(first.t("forum", forumKey, { returnObjects: true })).not.toBe(forumKey);

    const second = createI18nextTranslator("en", getNamespace("en", "common"));
    expect(second.hasNamespace("forum")).toBe(false);
    expect(second.t("forum", forumKey)).toBe(forumKey);
    expect(second.t("forum", forumKey, { defaultValue: "fallback" })).toBe("fallback");
  });

  it("keeps languages apart", () => {
    const en = createI18nextTranslator("en", getNamespace("en", "common"));
    const is = createI18nextTranslator("is", getNamespace("is", "common"));
    en.addNamespace("home", getNamespace("en", "home"));
    is.addNamespace("home", getNamespace("is", "home"));
    const key = "hero.description";
    expect(en.t("home", key)).toBe(getNamespace("en", "home").hero.description);
    expect(is.t("home", key)).toBe(getNamespace("is", "home").hero.description);
    expect(is.t("home", key)).not.toBe(en.t("home", key));
    expect(is.language).toBe("is");
  });

  it("answers a namespace given with other strings from those strings", () => {
    const translator = createI18nextTranslator("en", getNamespace("en", "common"));
    translator.addNamespace("forum", { only: "Only this" });
    expect(translator.t("forum", "only")).toBe("Only this");
    const other = createI18nextTranslator("en", getNamespace("en", "common"));
    other.addNamespace("forum", getNamespace("en", "forum"));
    expect(other.t("forum", "only")).toBe("only");
  });
});
