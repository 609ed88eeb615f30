import { describe, expect, it } from "vitest";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import { formatDate, formatMonth, formatUtcOffset } from "./dates";

// The Intl locale whose long date our patterns follow (en: day first, as in en-GB; tl: fil).
const icuLocale = (language: string) => ({ en: "en-GB", tl: "fil" })[language] ?? language;

describe("formatDate", () => {
  it("writes day, month name and year in English", () => {
    expect(formatDate("2027-06-10", getNamespace("en", "news"))).toBe("10 June 2027");
    expect(formatDate("2026-11-02", getNamespace("en", "events"))).toBe("2 November 2026");
  });

  it("follows Icelandic, Turkish and Japanese patterns", () => {
    expect(formatDate("2027-06-10", getNamespace("is", "news"))).toBe("10. júní 2027");
    expect(formatDate("2027-06-10", getNamespace("tr", "events"))).toBe("10 Haziran 2027");
    expect(formatDate("2027-06-10", getNamespace("ja", "news"))).toBe("2027年6月10日");
  });

  it("refuses what is not a date", () => {
    expect(() => formatDate("10/06/2027", getNamespace("en", "news"))).toThrow(RangeError);
    expect(() => formatDate("2027-13-01", getNamespace("en", "news"))).toThrow(RangeError);
  });

  // Node ships full ICU: every language's month names and pattern must agree with CLDR.
  it.each(languageCodes)("matches CLDR for %s (both namespaces)", (language) => {
    for (const namespace of ["events", "news"] as const) {
      const words = getNamespace(language, namespace);
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 28]) {
          const iso = `2027-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const expected = new Intl.DateTimeFormat(icuLocale(language), {
            day: "numeric",
            month: "long",
            year: "numeric",
            timeZone: "UTC",
          }).format(new Date(`${iso}T00:00:00Z`));
          expect(formatDate(iso, words)).toBe(expected);
        }
        const expectedMonth = new Intl.DateTimeFormat(icuLocale(language), {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(new Date(Date.UTC(2027, month - 1, 1)));
        expect(formatMonth(`2027-${String(month).padStart(2, "0")}`, words)).toBe(expectedMonth);
      }
    }
  });
});

describe("formatUtcOffset", () => {
  it("writes offsets briefly", () => {
    expect(formatUtcOffset("+00:00")).toBe("UTC");
    expect(formatUtcOffset("+03:00")).toBe("UTC+3");
    expect(formatUtcOffset("-08:00")).toBe("UTC-8");
    expect(formatUtcOffset("+05:30")).toBe("UTC+5:30");
    expect(() => formatUtcOffset("3")).toThrow(RangeError);
  });
});
