import { describe, expect, it } from "vitest";
import { credentialCycleProgress, toTenths } from "~/content/cpd-rule";
import { canSubmitIn, dueReminder, isApprovable, isAudited, renewalCountsThrough, renewedValidity } from "./renewal";
import { renewalPhase } from "~/content/cpd-rule";

describe("the renewal window", () => {
  const active = { status: "active" as const, expiresOn: "2027-03-18" };
  it("opens six months before expiry, then grace for 30 days, then reinstatement for 12 months", () => {
    expect(renewalPhase(active, "2026-09-17")).toBe("notYet");
    expect(renewalPhase(active, "2026-09-18")).toBe("open");
    expect(renewalPhase(active, "2027-03-18")).toBe("open");
    expect(renewalPhase(active, "2027-03-19")).toBe("grace");
    expect(renewalPhase(active, "2027-04-17")).toBe("grace");
    expect(renewalPhase(active, "2027-04-18")).toBe("reinstatement");
    expect(renewalPhase({ ...active, status: "expired" }, "2027-03-20")).toBe("reinstatement");
    expect(renewalPhase(active, "2028-03-18")).toBe("reinstatement");
    expect(renewalPhase(active, "2028-03-19")).toBe("closed");
    expect(renewalPhase({ ...active, status: "suspended" }, "2027-01-01")).toBe("blocked");
    expect((["notYet", "closed", "blocked"] as const).map((p) => canSubmitIn(p))).toEqual([false, false, false]);
  });

  it("gives the next cycle from the old expiry, or from the day of approval after a lapse", () => {
    expect(renewedValidity(active, "2027-01-05")).toEqual({ issuedOn: "2027-03-18", expiresOn: "2030-03-18" });
    expect(renewedValidity(active, "2027-04-01")).toEqual({ issuedOn: "2027-03-18", expiresOn: "2030-03-18" });
    expect(renewedValidity({ ...active, status: "expired" }, "2027-06-01")).toEqual({
      issuedOn: "2027-06-01",
      expiresOn: "2030-06-01",
    });
  });
});

describe("reinstatement with hours logged after expiry", () => {
  it("counts them toward the reinstatement, and not again in the cycle that approval starts", () => {
    const lapsed = {
      level: "associate" as const,
      issuedOn: "2024-03-18",
      expiresOn: "2027-03-18",
      status: "expired" as const,
    };
    const entries = [
      { category: "courses" as const, hoursTenths: toTenths(12), activityDate: "2026-11-01" },
      { category: "courses" as const, hoursTenths: toTenths(18), activityDate: "2027-05-20" }, // after expiry
    ];
    const sent = credentialCycleProgress(lapsed, entries, "2027-06-01");
    expect(renewalPhase(lapsed, "2027-06-01")).toBe("reinstatement");
    expect(sent).toMatchObject({ countedTenths: 300, met: true, cycle: { start: "2024-03-18", end: "2027-06-01" } });

    const validity = renewedValidity(lapsed, "2027-06-15");
    expect(validity).toEqual({ issuedOn: "2027-06-15", expiresOn: "2030-06-15" });
    const countedThrough = renewalCountsThrough(sent.cycle, "2027-06-01", ["2026-11-01", "2027-05-20"]);
    expect(countedThrough).toBe("2027-06-01");
    const renewed = { ...lapsed, ...validity, status: "active" as const, countedThrough };
    // Logged while the reinstatement was reviewed (sent 1 June, approved 15 June): counted in the new cycle.
    const reviewed = [
      ...entries,
      { category: "courses" as const, hoursTenths: toTenths(4), activityDate: "2027-06-08" },
    ];
    const next = credentialCycleProgress(renewed, reviewed, "2027-09-01");
    expect(next.cycle).toMatchObject({ start: "2027-06-02", end: "2030-06-15" });
    expect(next.countedTenths).toBe(40);
  });
});

describe("reminder thresholds", () => {
  it("is the nearest threshold reached: never a stale one after downtime, none after expiry", () => {
    expect(dueReminder("2027-03-18", "2026-09-18")).toBeNull(); // 181 days
    expect(dueReminder("2027-03-18", "2026-09-19")).toBe("180");
    expect(dueReminder("2027-03-18", "2026-12-17")).toBe("180"); // 91 days
    expect(dueReminder("2027-03-18", "2026-12-18")).toBe("90");
    expect(dueReminder("2027-03-18", "2027-02-20")).toBe("30"); // down since day 120: 30, not 90
    expect(dueReminder("2027-03-18", "2027-03-11")).toBe("7");
    expect(dueReminder("2027-03-18", "2027-03-18")).toBe("7");
    expect(dueReminder("2027-03-18", "2027-03-19")).toBeNull();
  });
});

describe("what a renewal counts through", () => {
  it("is the day it is sent, or its latest entry (dated up to a day ahead), never past its window", () => {
    const window = { end: "2027-03-18" };
    expect(renewalCountsThrough(window, "2026-11-26", ["2025-06-01"])).toBe("2026-11-26");
    expect(renewalCountsThrough(window, "2026-11-26", ["2025-06-01", "2026-11-27"])).toBe("2026-11-27");
    expect(renewalCountsThrough(window, "2027-03-18", [])).toBe("2027-03-18");
    expect(renewalCountsThrough({ end: "2027-06-01" }, "2027-06-01", ["2027-06-02"])).toBe("2027-06-01");
  });
});

describe("the audit draw", () => {
  it("audits a draw below rate × 100 (0–9,999): 0 % never, 100 % always", () => {
    expect(isAudited(0, 0)).toBe(false);
    expect(isAudited(100, 9_999)).toBe(true);
    expect(isAudited(10, 999)).toBe(true);
    expect(isAudited(10, 1_000)).toBe(false);
  });
});

describe("what a review may decide", () => {
  it("approves an audited renewal only once its evidence is ready, any other as sent too", () => {
    expect(isApprovable({ audited: true, status: "submitted" })).toBe(false);
    expect(isApprovable({ audited: true, status: "inAudit" })).toBe(false);
    expect(isApprovable({ audited: true, status: "evidenceReady" })).toBe(true);
    expect(isApprovable({ audited: false, status: "submitted" })).toBe(true);
    expect(isApprovable({ audited: false, status: "approved" })).toBe(false);
    expect(isApprovable({ audited: false, status: "declined" })).toBe(false);
  });
});
