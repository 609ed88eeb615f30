import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect.server";

describe("detectLanguage", () => {
  it("defaults to English", () => {
    expect(detectLanguage({})).toEqual({ language: "en", source: "default" });
  });

  it("prefers the query, then the cookie, then the header", () => {
    expect(detectLanguage({ query: "is", cookieHeader: "lng=tr", acceptLanguage: "ja" }).language).toBe("is");
    expect(detectLanguage({ cookieHeader: "x=1; lng=tr", acceptLanguage: "ja" }).language).toBe("tr");
    expect(detectLanguage({ acceptLanguage: "ja" }).language).toBe("ja");
  });

  it("matches regional variants and quality values from Accept-Language", () => {
    expect(detectLanguage({ acceptLanguage: "fr-CA,fr;q=0.9,en;q=0.5" }).language).toBe("fr");
    expect(detectLanguage({ acceptLanguage: "de-DE,de;q=0.9,sw;q=0.8" }).language).toBe("sw");
    expect(detectLanguage({ acceptLanguage: "zh-CN" }).language).toBe("zh");
    expect(detectLanguage({ acceptLanguage: "de-DE" }).language).toBe("en");
  });

  it("ignores hostile or unknown values from every source", () => {
    const hostile = "<script>alert(1)</script>";
    expect(detectLanguage({ query: hostile, cookieHeader: `lng=${encodeURIComponent(hostile)}` }).language).toBe("en");
    expect(detectLanguage({ query: "en-US" }).source).toBe("default");
    expect(detectLanguage({ cookieHeader: "lng=javascript:alert(1)", acceptLanguage: hostile }).language).toBe("en");
    expect(detectLanguage({ cookieHeader: "lng=IS" }).language).toBe("en");
    expect(detectLanguage({ cookieHeader: "%%%;;=" }).language).toBe("en");
  });
});
