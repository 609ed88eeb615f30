import { describe, expect, it } from "vitest";
import { languageNameOf } from "./languages";

describe("languageNameOf", () => {
  it("names a language in itself, and gives back a code the site does not know", () => {
    expect(languageNameOf("es")).toBe("Español");
    expect(languageNameOf("ja")).toBe("日本語");
    expect(languageNameOf("xx")).toBe("xx");
    expect(languageNameOf(null)).toBe("");
  });
});
