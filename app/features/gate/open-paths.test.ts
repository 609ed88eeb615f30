import { describe, expect, it } from "vitest";
import { isOpenPath } from "./gate-middleware.server";

describe("paths open through the site gate", () => {
  const referee = `/referee/0b9e3c8e-6f8e-4a43-9b0a-5a1d2f0e7c11.${"A".repeat(43)}`;

  it("lets a referee's signed link through, page and data request", () => {
    expect(isOpenPath(referee)).toBe(true);
    expect(isOpenPath(`${referee}.data`)).toBe(true);
  });

  it("keeps everything else under /referee gated", () => {
    expect(isOpenPath("/referee")).toBe(false);
    expect(isOpenPath("/referee/")).toBe(false);
    expect(isOpenPath("/referee/not-a-link")).toBe(false);
    expect(isOpenPath(`${referee}/more`)).toBe(false);
    expect(isOpenPath("/account/certification")).toBe(false);
  });
});
