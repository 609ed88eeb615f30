import { describe, expect, it } from "vitest";
import { addMonths, cycleProgress, graceEndsOn, renewalOpensOn, toTenths } from "./rules";

const cycle = { start: "2024-01-15", end: "2027-01-15" };

describe("the CPD rule", () => {
  it("counts entries inside the cycle only, capped per category", () => {
    const progress = cycleProgress("professional", cycle, [
      { category: "courses", hoursTenths: toTenths(12), activityDate: "2024-03-01" },
      { category: "events", hoursTenths: toTenths(15), activityDate: "2025-05-01" },
      { category: "events", hoursTenths: toTenths(10), activityDate: "2026-05-01" },
      { category: "community", hoursTenths: toTenths(7.5), activityDate: "2026-06-01" },
      { category: "courses", hoursTenths: toTenths(30), activityDate: "2023-12-31" },
    ]);
    const events = progress.categories.find((c) => c.category === "events")!;
    expect(events).toMatchObject({ loggedTenths: 250, countedTenths: 200, capTenths: 200 });
    const community = progress.categories.find((c) => c.category === "community")!;
    expect(community.countedTenths).toBe(50);
    expect(progress.countedTenths).toBe(120 + 200 + 50);
    expect(progress.requiredTenths).toBe(450);
    expect(progress.missingTenths).toBe(80);
    expect(progress.met).toBe(false);
  });

  it("is met when the counted hours reach the level's requirement", () => {
    const progress = cycleProgress("associate", cycle, [
      { category: "courses", hoursTenths: toTenths(30), activityDate: "2026-01-01" },
    ]);
    expect(progress.met).toBe(true);
    expect(progress.missingTenths).toBe(0);
  });

  it("computes the renewal window and the grace period from the expiry date", () => {
    expect(renewalOpensOn("2027-01-15")).toBe("2026-07-15");
    expect(addMonths("2026-08-31", -6)).toBe("2026-02-28");
    expect(graceEndsOn("2027-01-15")).toBe("2027-02-14");
  });
});
