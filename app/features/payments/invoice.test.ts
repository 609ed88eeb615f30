import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import { INVOICE_NUMBER, formatMoney, invoiceNumber, itemAmountCents, lineFor, splitVat } from "./invoice";

describe("invoice numbers", () => {
  it("are the prefix, the year and six digits of the year's sequence", () => {
    expect(invoiceNumber(2026, 42)).toBe("GC-2026-000042");
    expect(invoiceNumber(2027, 1)).toBe("GC-2027-000001");
    expect(invoiceNumber(2026, 999_999)).toBe("GC-2026-999999");
    expect(INVOICE_NUMBER.test(invoiceNumber(2026, 7))).toBe(true);
  });
  it("refuse a sequence out of range", () => {
    expect(() => invoiceNumber(2026, 0)).toThrow();
    expect(() => invoiceNumber(2026, 1_000_000)).toThrow();
    expect(() => invoiceNumber(2026, 1.5)).toThrow();
  });
});

describe("amounts", () => {
  it("are the level's exam fee, member or not, in cents (never typed)", () => {
    for (const level of certifications) {
      expect(itemAmountCents({ kind: "applicationFee", level: level.key, basis: "member" })).toBe(
        level.fees.exam.member * 100,
      );
      expect(itemAmountCents({ kind: "applicationFee", level: level.key, basis: "nonMember" })).toBe(
        level.fees.exam.nonMember * 100,
      );
    }
    expect(itemAmountCents({ kind: "applicationFee", level: "associate", basis: "member" })).toBe(19_500);
  });
  it("of a retake are the level's retake fee, and its line names it", () => {
    for (const level of certifications)
      for (const basis of ["member", "nonMember"] as const) {
        const item = { kind: "examRetake", level: level.key, basis } as const;
        expect(itemAmountCents(item)).toBe(level.fees.retake[basis] * 100);
        expect(lineFor(item)).toEqual({
          key: "examRetake",
          params: { level: level.key, basis },
          amountCents: level.fees.retake[basis] * 100,
        });
      }
  });
});

describe("VAT contained in a gross amount, in integer cents", () => {
  it("splits so that net + VAT is the gross", () => {
    expect(splitVat(19_500, 2400)).toEqual({ netCents: 15_726, vatCents: 3_774 });
    expect(splitVat(109_500, 2400)).toEqual({ netCents: 88_306, vatCents: 21_194 });
    expect(splitVat(10_000, 0)).toEqual({ netCents: 10_000, vatCents: 0 });
    expect(splitVat(12_500, 2500)).toEqual({ netCents: 10_000, vatCents: 2_500 });
    expect(splitVat(100, 2550)).toEqual({ netCents: 80, vatCents: 20 });
    for (let gross = 0; gross < 5000; gross += 37) {
      for (const rate of [0, 700, 1900, 2400, 2550]) {
        const { netCents, vatCents } = splitVat(gross, rate);
        expect(Number.isInteger(netCents) && Number.isInteger(vatCents)).toBe(true);
        expect(netCents + vatCents).toBe(gross);
        // The net is the exact net rounded to the cent.
        expect(Math.abs(netCents - (gross * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });
  it("refuses fractions of cents and of basis points", () => {
    expect(() => splitVat(10.5, 2400)).toThrow();
    expect(() => splitVat(100, 24.5)).toThrow();
  });
});

describe("money", () => {
  it("is formatted in the reader's language", () => {
    expect(formatMoney(109_500, "USD", "en")).toBe("$1,095.00");
    expect(formatMoney(109_500, "USD", "fr")).toMatch(/1\s095,00\s\$US/);
  });
});
