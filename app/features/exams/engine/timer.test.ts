import { describe, expect, it } from "vitest";
import { allowedMs, clockAt, endsAt, isOver, remainingMs, type ExamClock } from "./timer";

const MIN = 60_000;
const start = Date.UTC(2027, 0, 15, 9, 0, 0); // 09:00
const at = (minutes: number) => start + minutes * MIN;

describe("allowedMs", () => {
  it("is the duration plus the approved extra time, to the whole second", () => {
    expect(allowedMs({ durationMinutes: 120 })).toBe(120 * MIN);
    expect(allowedMs({ durationMinutes: 120, extraTimePercent: 25 })).toBe(150 * MIN);
    expect(allowedMs({ durationMinutes: 120, extraTimePercent: 33 })).toBe(9576_000); // 159.6 min
    expect(allowedMs({ durationMinutes: 1, extraTimePercent: 0.1 })).toBe(60_000); // 60.06 s → 60 s
  });

  it("refuses a duration or extra time that makes no sense", () => {
    expect(() => allowedMs({ durationMinutes: 0 })).toThrow(RangeError);
    expect(() => allowedMs({ durationMinutes: 120, extraTimePercent: -10 })).toThrow(RangeError);
  });
});

describe("the clock without pauses", () => {
  const clock: ExamClock = { startedAt: start, durationMinutes: 120 };

  it("runs down from the start and is over at the end, exactly", () => {
    expect(clockAt(clock, at(30))).toEqual({ status: "running", remainingMs: 90 * MIN, endsAt: at(120) });
    expect(isOver(clock, at(120) - 1)).toBe(false);
    expect(remainingMs(clock, at(120) - 1)).toBe(1);
    expect(isOver(clock, at(120))).toBe(true);
    expect(clockAt(clock, at(200))).toEqual({ status: "over", remainingMs: 0, endsAt: at(120) });
  });

  it("has all its time before the start", () => {
    expect(clockAt(clock, at(-5))).toEqual({ status: "running", remainingMs: 120 * MIN, endsAt: at(120) });
  });

  it("takes Date as well as epoch milliseconds", () => {
    expect(endsAt({ ...clock, startedAt: new Date(start) }, new Date(at(1)))).toBe(at(120));
  });
});

describe("extra time and pauses", () => {
  // 120 min + 25 % = 150 min; the invigilator pauses 09:30–09:40.
  const clock: ExamClock = {
    startedAt: start,
    durationMinutes: 120,
    extraTimePercent: 25,
    pauses: [{ from: at(30), to: at(40) }],
  };

  it("adds a finished pause to the end", () => {
    expect(endsAt(clock, at(50))).toBe(at(160)); // 09:00 + 150 + 10 = 11:40
    expect(remainingMs(clock, at(50))).toBe(110 * MIN); // 150 − (50 − 10)
    expect(isOver(clock, at(159))).toBe(false);
    expect(isOver(clock, at(160))).toBe(true);
  });

  it("freezes the remaining time while a pause runs, and has no end yet", () => {
    const running: ExamClock = { ...clock, pauses: [{ from: at(30), to: null }] };
    expect(clockAt(running, at(35))).toEqual({ status: "paused", remainingMs: 120 * MIN, endsAt: null });
    expect(remainingMs(running, at(300))).toBe(120 * MIN); // a long pause never ends the attempt
    expect(isOver(running, at(300))).toBe(false);
    // Seen at 09:35, a pause recorded as ending 09:40 is still on.
    expect(clockAt(clock, at(35))).toEqual({ status: "paused", remainingMs: 120 * MIN, endsAt: null });
  });

  it("counts overlapping pauses once, and several pauses add up", () => {
    const overlapping: ExamClock = {
      ...clock,
      pauses: [
        { from: at(30), to: at(40) },
        { from: at(35), to: at(45) },
        { from: at(100), to: at(105) },
      ],
    };
    // Paused 09:30–09:45 (15 min) and 10:40–10:45 (5 min): 150 + 20 = 170.
    expect(endsAt(overlapping, at(120))).toBe(at(170));
    expect(remainingMs(overlapping, at(120))).toBe(50 * MIN);
  });

  it("leaves out what is before the start, invalid pauses, and pauses after time ran out", () => {
    const odd: ExamClock = {
      startedAt: start,
      durationMinutes: 60,
      pauses: [
        { from: at(-20), to: at(5) }, // 5 min of it after the start count
        { from: at(20), to: at(10) }, // ends before it starts: ignored
        { from: at(90), to: at(100) }, // after the end at 10:05: the attempt was over
      ],
    };
    expect(clockAt(odd, at(120))).toEqual({ status: "over", remainingMs: 0, endsAt: at(65) });
    const lateRunning: ExamClock = { startedAt: start, durationMinutes: 60, pauses: [{ from: at(70), to: null }] };
    expect(clockAt(lateRunning, at(80))).toEqual({ status: "over", remainingMs: 0, endsAt: at(60) });
  });

  it("ignores a pause that has not begun at `now`", () => {
    const future: ExamClock = { startedAt: start, durationMinutes: 60, pauses: [{ from: at(40), to: null }] };
    expect(clockAt(future, at(30))).toEqual({ status: "running", remainingMs: 30 * MIN, endsAt: at(60) });
  });
});
