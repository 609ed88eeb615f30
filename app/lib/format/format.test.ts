import { describe, expect, it } from "vitest";
import { languageCodes } from "~/lib/i18n/languages";
import { formatDecimal, formatFigure, formatInteger, formatPercent } from "./format";

describe("formatFigure", () => {
  it("writes the spec's figures in English", () => {
    expect(formatFigure({ value: 1000, suffix: "+" }, "en")).toBe("1,000+");
    expect(formatFigure({ value: 95, suffix: "%" }, "en")).toBe("95%");
    expect(formatFigure({ value: 35 }, "en")).toBe("35");
  });

  it("follows each language's conventions", () => {
    expect(formatFigure({ value: 1000, suffix: "+" }, "is")).toBe("1.000+");
    expect(formatFigure({ value: 95, suffix: "%" }, "tr")).toBe("%95");
    expect(formatFigure({ value: 95, suffix: "%" }, "fr")).toBe("95\u00a0%");
  });
});

describe("number conventions", () => {
  // Node ships full ICU: the table must agree with it for every language.
  it.each(languageCodes)("match CLDR for %s", (language) => {
    for (const value of [0, 7, 35, 999, 1000, 5000, 12345, 1000000, -4200]) {
      expect(formatInteger(value, language)).toBe(new Intl.NumberFormat(language).format(value));
    }
    for (const value of [5, 23, 95, 100]) {
      expect(formatPercent(value, language)).toBe(
        new Intl.NumberFormat(language, { style: "percent" }).format(value / 100),
      );
    }
    for (const value of [3.4, 1.05, 1234.5]) {
      expect(formatDecimal(value, language)).toBe(
        new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
      );
    }
  });
});
