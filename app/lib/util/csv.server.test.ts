import { describe, expect, it } from "vitest";
import { neutraliseCell, toCsv } from "./csv.server";

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(neutraliseCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(neutraliseCell("+1")).toBe("'+1");
    expect(neutraliseCell("-2")).toBe("'-2");
    expect(neutraliseCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCell("plain")).toBe("plain");
    expect(neutraliseCell(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks", () => {
    const csv = toCsv(["name", "note"], [["Doe, Jane", 'said "hi"\nthen left']]);
    expect(csv).toBe('name,note\r\n"Doe, Jane","said ""hi""\nthen left"\r\n');
  });
});
