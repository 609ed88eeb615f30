import { describe, expect, it } from "vitest";
import { canSubmitIn, dueReminder, isAudited, renewalPhase, renewedValidity } from "./renewal";

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
    expect(["notYet", "closed", "blocked"].map((p) => canSubmitIn(p as never))).toEqual([false, false, false]);
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

describe("the audit draw", () => {
  it("audits a draw below rate × 100 (0–9,999): 0 % never, 100 % always", () => {
    expect(isAudited(0, 0)).toBe(false);
    expect(isAudited(100, 9_999)).toBe(true);
    expect(isAudited(10, 999)).toBe(true);
    expect(isAudited(10, 1_000)).toBe(false);
  });
});
