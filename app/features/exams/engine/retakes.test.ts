import { describe, expect, it } from "vitest";
import { applicationRule } from "~/content/certifications";
import { canBook, isRetake, retakeRule, type AttemptRecord, type EligibilityWindow } from "./retakes";

// Approved 2027-01-15: the window the application carries (eligibleFrom, eligibleUntil).
const window: EligibilityWindow = { from: "2027-01-15", until: "2028-01-15" };
const on = (day: string) => Date.parse(`${day}T10:00:00Z`);
const failed = (takenOn: string): AttemptRecord => ({ takenOn, outcome: "failed" });

describe("retakeRule", () => {
  it("takes the window's length from the application rule, never its own", () => {
    expect(retakeRule.windowMonths).toBe(applicationRule.eligibilityWindowMonths);
    expect(retakeRule).toMatchObject({ waitDaysAfterFail: 30, maxAttemptsPerWindow: 3 });
  });
});

describe("canBook", () => {
  it("lets a first attempt be booked in the window", () => {
    expect(canBook([], window, on("2027-02-01"))).toEqual({ ok: true, attemptsLeft: 3 });
    expect(canBook([], window, on("2027-01-15")).ok).toBe(true); // both ends included
    expect(canBook([], window, on("2028-01-15")).ok).toBe(true);
  });

  it("tooSoon: 30 days after a fail, with the first day a retake may be booked", () => {
    const attempts = [failed("2027-03-01")];
    expect(canBook(attempts, window, on("2027-03-30"))).toEqual({
      ok: false,
      reason: "tooSoon",
      earliest: "2027-03-31",
      lastFailedOn: "2027-03-01",
    });
    expect(canBook(attempts, window, on("2027-03-31"))).toEqual({ ok: true, attemptsLeft: 2 });
  });

  it("waits from the latest fail, whatever the order attempts come in", () => {
    const attempts = [failed("2027-06-01"), failed("2027-03-01")];
    const check = canBook(attempts, window, on("2027-06-20"));
    expect(check).toMatchObject({ reason: "tooSoon", earliest: "2027-07-01" });
    expect(canBook(attempts, window, on("2027-07-01"))).toEqual({ ok: true, attemptsLeft: 1 });
  });

  it("noAttemptsLeft after three attempts in the window", () => {
    const attempts = [failed("2027-02-01"), failed("2027-04-01"), failed("2027-06-01")];
    expect(canBook(attempts, window, on("2027-09-01"))).toEqual({
      ok: false,
      reason: "noAttemptsLeft",
      attemptsSat: 3,
    });
  });

  it("does not count an earlier window's attempts", () => {
    const attempts = [failed("2026-03-01"), failed("2026-05-01"), failed("2026-07-01")];
    expect(canBook(attempts, window, on("2027-02-01"))).toEqual({ ok: true, attemptsLeft: 3 });
  });

  it("windowClosed before it opens and after it closes", () => {
    expect(canBook([], window, on("2027-01-14"))).toEqual({
      ok: false,
      reason: "windowClosed",
      window,
      side: "before",
    });
    expect(canBook([], window, on("2028-01-16"))).toEqual({ ok: false, reason: "windowClosed", window, side: "after" });
  });

  it("windowClosed when the wait after a fail ends after the window", () => {
    expect(canBook([failed("2027-12-20")], window, on("2027-12-28"))).toEqual({
      ok: false,
      reason: "windowClosed",
      window,
      side: "after",
    });
  });

  it("alreadyPassed, before anything else", () => {
    const attempts: AttemptRecord[] = [failed("2027-02-01"), { takenOn: "2027-04-01", outcome: "passed" }];
    expect(canBook(attempts, window, on("2027-06-01"))).toEqual({ ok: false, reason: "alreadyPassed" });
    expect(canBook(attempts, window, on("2028-06-01"))).toEqual({ ok: false, reason: "alreadyPassed" });
  });

  it("attemptPending while an attempt is booked or awaits its result", () => {
    const attempts: AttemptRecord[] = [{ takenOn: "2027-04-01", outcome: "pending" }];
    expect(canBook(attempts, window, on("2027-03-01"))).toEqual({
      ok: false,
      reason: "attemptPending",
      takenOn: "2027-04-01",
    });
  });

  it("reads `now` as a UTC day, Date or epoch milliseconds", () => {
    const attempts = [failed("2027-03-01")];
    expect(canBook(attempts, window, new Date("2027-03-30T23:59:59Z")).ok).toBe(false);
    expect(canBook(attempts, window, new Date("2027-03-31T00:00:00Z")).ok).toBe(true);
  });
});

describe("isRetake", () => {
  const window = { from: "2027-01-01", until: "2027-12-31" };
  it("is a retake after a failed attempt in the window, not after none, a pass or an earlier window's fail", () => {
    expect(isRetake([], window)).toBe(false);
    expect(isRetake([{ takenOn: "2027-02-01", outcome: "failed" }], window)).toBe(true);
    expect(isRetake([{ takenOn: "2026-12-31", outcome: "failed" }], window)).toBe(false);
    expect(isRetake([{ takenOn: "2027-02-01", outcome: "pending" }], window)).toBe(false);
  });
});
