import { describe, expect, it } from "vitest";
import {
  addMonths,
  countingWindow,
  credentialCycleProgress,
  cycleProgress,
  graceEndsOn,
  renewalOpensOn,
  toTenths,
  type CpdCategory,
} from "./cpd-rule";

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

describe("the counting window (reinstatement catch-up, decision 033)", () => {
  const held = {
    level: "associate" as const,
    issuedOn: "2024-03-18",
    expiresOn: "2027-03-18",
    status: "active" as const,
  };
  const lapsed = { ...held, status: "expired" as const };
  const entry = (category: CpdCategory, hours: number, activityDate: string) => ({
    category,
    hoursTenths: toTenths(hours),
    activityDate,
  });
  const entries = [
    entry("courses", 20, "2026-06-01"),
    entry("events", 15, "2027-04-10"), // after expiry
    entry("events", 10, "2027-06-01"), // after expiry: the events cap (20) holds
  ];

  it("is the cycle while the credential is in its validity; from its start to today in grace and reinstatement", () => {
    expect(countingWindow(held, "2026-10-01")).toEqual({ start: "2024-03-18", end: "2027-03-18", untilToday: false });
    expect(countingWindow(held, "2027-03-18")).toEqual({ start: "2024-03-18", end: "2027-03-18", untilToday: false });
    expect(countingWindow(held, "2027-03-19")).toEqual({ start: "2024-03-18", end: "2027-03-19", untilToday: true });
    expect(countingWindow(lapsed, "2027-09-01")).toEqual({ start: "2024-03-18", end: "2027-09-01", untilToday: true });
    expect(countingWindow(lapsed, "2028-03-18").end).toBe("2028-03-18");
    // Past reinstatement (a new exam), or suspended/revoked (staff decide): the cycle as it was.
    expect(countingWindow(lapsed, "2028-03-19")).toEqual({ start: "2024-03-18", end: "2027-03-18", untilToday: false });
    expect(countingWindow({ ...held, status: "suspended" }, "2027-05-01").untilToday).toBe(false);
  });

  it("counts entries dated after expiry in grace and reinstatement, not while the credential is in its window", () => {
    // On the expiry day, an entry dated the next day (logged from UTC+14) is not in the cycle.
    const inWindow = credentialCycleProgress(held, [...entries, entry("courses", 5, "2027-03-19")], "2027-03-18");
    expect(inWindow.countedTenths).toBe(200);
    expect(inWindow.cycle).toEqual({ start: "2024-03-18", end: "2027-03-18", untilToday: false });

    const grace = credentialCycleProgress(held, entries, "2027-04-15");
    expect(grace.countedTenths).toBe(200 + 150);
    expect(grace.met).toBe(true);

    const reinstatement = credentialCycleProgress(lapsed, entries, "2027-07-01");
    expect(reinstatement.categories.find((c) => c.category === "events")).toMatchObject({
      loggedTenths: 250,
      countedTenths: 200,
    });
    expect(reinstatement.countedTenths).toBe(400);
    // Not entries dated after today.
    expect(credentialCycleProgress(lapsed, entries, "2027-05-31").countedTenths).toBe(350);
  });

  it("starts the next cycle the day after what the approved renewal counted: no entry counts twice or nowhere", () => {
    // Reinstated on 1 July 2027 after sending on 20 June: the new validity starts on 1 July, its counting on 21 June,
    // so what was logged while the reinstatement was reviewed counts here.
    const reinstated = { ...held, issuedOn: "2027-07-01", expiresOn: "2030-07-01", countedThrough: "2027-06-20" };
    const reviewed = [...entries, entry("courses", 2, "2027-06-25"), entry("courses", 3, "2027-07-01")];
    const next = credentialCycleProgress(reinstated, reviewed, "2027-08-01");
    expect(next.cycle).toEqual({ start: "2027-06-21", end: "2030-07-01", untilToday: false });
    expect(next.countedTenths).toBe(50);
    // Sent and approved the same day: that day's entries were counted by the renewal.
    const sameDay = { ...reinstated, countedThrough: "2027-07-01" };
    expect(credentialCycleProgress(sameDay, [entry("courses", 3, "2027-07-01")], "2027-08-01").countedTenths).toBe(0);
    // Renewed in grace: validity continues from the old expiry, but the days the renewal counted are not counted again.
    const renewedInGrace = { ...held, issuedOn: "2027-03-18", expiresOn: "2030-03-18", countedThrough: "2027-04-15" };
    const afterGrace = credentialCycleProgress(renewedInGrace, entries, "2027-08-01");
    expect(afterGrace.cycle.start).toBe("2027-04-16");
    expect(afterGrace.countedTenths).toBe(100);
    // Renewed in time, sent on 10 January 2024: the new cycle (valid from the old expiry) counts from 11 January.
    expect(countingWindow({ ...held, countedThrough: "2024-01-10" }, "2025-01-01").start).toBe("2024-01-11");
    // No approved renewal opened this cycle: it counts from its issue date.
    expect(countingWindow({ ...held, countedThrough: null }, "2025-01-01").start).toBe("2024-03-18");
  });
});
