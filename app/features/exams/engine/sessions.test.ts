import { describe, expect, it } from "vitest";
import { bookable, changesOpen, remindersDue, seatCheck, sessionRule, type ExamSession } from "./sessions";

const HOUR = 3_600_000;
const now = new Date("2027-01-10T09:00:00Z");
const window = { from: "2027-01-01", until: "2027-12-31" };
const session = (id: string, startsAt: string, change: Partial<ExamSession> = {}): ExamSession => ({
  id,
  level: "professional",
  delivery: "testCentre",
  startsAt: new Date(startsAt),
  capacity: 2,
  booked: 0,
  open: true,
  ...change,
});

describe("changes close before the start", () => {
  it("allows a change until the rule's hours before, not after", () => {
    const start = new Date(now.getTime() + sessionRule.changesCloseHours * HOUR);
    expect(changesOpen(new Date(start.getTime() + 1), now)).toBe(true);
    expect(changesOpen(start, now)).toBe(false);
  });
});

describe("seatCheck", () => {
  const soon = session("soon", "2027-01-11T09:00:00Z");
  const full = session("full", "2027-02-01T09:00:00Z", { booked: 2 });
  const later = session("later", "2027-03-01T09:00:00Z");
  const latest = session("latest", "2027-04-01T09:00:00Z", { delivery: "online" });
  const other = session("other", "2027-02-15T09:00:00Z", { level: "senior" });
  const beyond = session("beyond", "2028-01-15T09:00:00Z");
  const all = [soon, full, later, latest, other, beyond];

  it("gives a seat in an open session of the level, in the window, changes open", () => {
    expect(seatCheck(later, all, "professional", window, now)).toEqual({ ok: true });
  });

  it("offers the next sessions with a seat when one is full, soonest first, never another level's or too late", () => {
    const check = seatCheck(full, all, "professional", window, now);
    expect(check).toMatchObject({ ok: false, reason: "full" });
    if (check.ok || check.reason !== "full") throw new Error("expected full");
    expect(check.alternatives.map((s) => s.id)).toEqual(["later", "latest"]);
  });

  it("says why not otherwise", () => {
    expect(seatCheck(soon, all, "professional", window, now)).toEqual({ ok: false, reason: "tooLate" });
    expect(seatCheck(other, all, "professional", window, now)).toEqual({ ok: false, reason: "otherLevel" });
    expect(seatCheck(beyond, all, "professional", window, now)).toEqual({ ok: false, reason: "outsideWindow" });
    expect(seatCheck({ ...later, open: false }, all, "professional", window, now)).toEqual({
      ok: false,
      reason: "closed",
    });
  });

  it("lists what may be booked now", () => {
    expect(bookable(all, "professional", window, now).map((s) => s.id)).toEqual(["later", "latest"]);
  });
});

describe("remindersDue", () => {
  const start = new Date("2027-02-01T09:00:00Z");
  const at = (daysBefore: number) => new Date(start.getTime() - daysBefore * 24 * HOUR);

  it("sends the week's reminder a week before, then the day's, each once", () => {
    expect(remindersDue(start, at(8), [])).toEqual([]);
    expect(remindersDue(start, at(7), [])).toEqual([7]);
    expect(remindersDue(start, at(3), [7])).toEqual([]);
    expect(remindersDue(start, at(1), [7])).toEqual([1]);
    expect(remindersDue(start, at(0.5), [7, 1])).toEqual([]);
  });

  it("sends only the nearest when a booking is made late, and nothing once the session began", () => {
    expect(remindersDue(start, at(0.5), [])).toEqual([1]);
    expect(remindersDue(start, at(-0.1), [])).toEqual([]);
  });
});
