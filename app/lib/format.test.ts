import { describe, expect, it } from "vitest";
import { formatFigure } from "./format";

describe("formatFigure", () => {
  it("writes the spec's figures in English", () => {
    expect(formatFigure({ value: 1000, suffix: "+" }, "en")).toBe("1,000+");
    expect(formatFigure({ value: 95, suffix: "%" }, "en")).toBe("95%");
    expect(formatFigure({ value: 35 }, "en")).toBe("35");
  });

  it("follows each language's conventions", () => {
    expect(formatFigure({ value: 1000, suffix: "+" }, "is")).toBe("1.000+");
    expect(formatFigure({ value: 95, suffix: "%" }, "tr")).toBe("%95");
    expect(formatFigure({ value: 95, suffix: "%" }, "fr")).toMatch(/^95\s%$/);
  });
});
