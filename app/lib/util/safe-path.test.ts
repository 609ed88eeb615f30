import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-path";

describe("safeLocalPath", () => {
  it("keeps paths on this site", () => {
    expect(safeLocalPath("/about?x=1#top")).toBe("/about?x=1#top");
  });

  it("refuses other sites, however they are spelled", () => {
    for (const next of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/x",
      "/\x7f/x",
      "evil",
      "",
    ]) {
      expect(safeLocalPath(next, "/home")).toBe("/home");
    }
    expect(safeLocalPath(null)).toBe("/");
    expect(safeLocalPath(42)).toBe("/");
  });
});
