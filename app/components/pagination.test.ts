import { describe, expect, it } from "vitest";
import { visiblePages } from "./pagination";

describe("visiblePages", () => {
  it("shows every page when there are few", () => {
    expect(visiblePages(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("keeps the first, the last and the neighbours of the current page", () => {
    expect(visiblePages(10, 40)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 40]);
    expect(visiblePages(1, 40)).toEqual([1, 2, 3, "gap", 40]);
    expect(visiblePages(40, 40)).toEqual([1, "gap", 38, 39, 40]);
  });
});
