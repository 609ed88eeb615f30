/**
 * Retake rules, as data in one place, and the one check every booking asks. An approved application opens an
 * eligibility window (`applicationRule.eligibilityWindowMonths` of app/content/certifications.ts, stored on the
 * application as `eligibleFrom`/`eligibleUntil`); within it a candidate may sit the exam a limited number of times,
 * with a wait after each fail. The wait gives time to study the domain feedback rather than retake on luck, and
 * the limit keeps item exposure down: a candidate who sees many forms learns the bank, not the field (ISO/IEC 17024
 * 9.3 and 6.4: exam security). After the window, a new application is needed.
 */
import { applicationRule } from "~/content/certifications";
import type { Instant } from "./timer";

export const retakeRule = {
  /** Days after a failed attempt before the next may be sat. */
  waitDaysAfterFail: 30,
  /** Attempts a candidate may sit within one eligibility window. */
  maxAttemptsPerWindow: 3,
  /** The window's length, the approval's (never restated). */
  windowMonths: applicationRule.eligibilityWindowMonths,
} as const;

export type AttemptRecord = {
  /** The day it was sat (YYYY-MM-DD, UTC), or booked for while `pending`. */
  takenOn: string;
  /** `pending`: booked, or sat and not yet scored. A no-show or a withdrawal after the deadline is `failed`. */
  outcome: "passed" | "failed" | "pending";
};

/** The eligibility window of the approved application, both days included (YYYY-MM-DD). */
export type EligibilityWindow = { from: string; until: string };

export type BookingCheck =
  | { ok: true; attemptsLeft: number }
  | { ok: false; reason: "alreadyPassed" }
  /** `before`: the window has not opened yet; `after`: it has closed (or the wait would end after it closes). */
  | { ok: false; reason: "windowClosed"; window: EligibilityWindow; side: "before" | "after" }
  | { ok: false; reason: "noAttemptsLeft"; attemptsSat: number }
  /** An attempt is booked or awaiting its result: one at a time, and a retake depends on its outcome. */
  | { ok: false; reason: "attemptPending"; takenOn: string }
  | { ok: false; reason: "tooSoon"; earliest: string; lastFailedOn: string };

const DAY = 86_400_000;

const dayOf = (instant: Instant): string =>
  new Date(typeof instant === "number" ? instant : instant.getTime()).toISOString().slice(0, 10);

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * Whether a new attempt may be booked `now`, and if not, the first reason in this order: passed already (nothing to
 * retake), outside the window, no attempts left, an attempt pending, the wait after a fail not over (with the first
 * day it is; if that day is after the window, the window is what stands in the way). Attempts outside the window
 * (an earlier application's) do not count. ISO days compare as strings.
 */
export function canBook(attempts: readonly AttemptRecord[], window: EligibilityWindow, now: Instant): BookingCheck {
  const today = dayOf(now);
  const inWindow = attempts.filter((a) => a.takenOn >= window.from && a.takenOn <= window.until);
  if (inWindow.some((a) => a.outcome === "passed")) return { ok: false, reason: "alreadyPassed" };
  if (today < window.from) return { ok: false, reason: "windowClosed", window, side: "before" };
  if (today > window.until) return { ok: false, reason: "windowClosed", window, side: "after" };
  if (inWindow.length >= retakeRule.maxAttemptsPerWindow)
    return { ok: false, reason: "noAttemptsLeft", attemptsSat: inWindow.length };
  const pending = inWindow.find((a) => a.outcome === "pending");
  if (pending) return { ok: false, reason: "attemptPending", takenOn: pending.takenOn };
  const lastFailedOn = inWindow
    .filter((a) => a.outcome === "failed")
    .map((a) => a.takenOn)
    .sort()
    .at(-1);
  if (lastFailedOn) {
    const earliest = addDays(lastFailedOn, retakeRule.waitDaysAfterFail);
    if (earliest > window.until) return { ok: false, reason: "windowClosed", window, side: "after" };
    if (today < earliest) return { ok: false, reason: "tooSoon", earliest, lastFailedOn };
  }
  return { ok: true, attemptsLeft: retakeRule.maxAttemptsPerWindow - inWindow.length };
}

/**
 * Whether a new attempt in `window` is a retake: one after a failed attempt of the same window. A retake is invoiced
 * at the level's retake fee (`fees.retake` of app/content/certifications.ts); the first attempt is covered by the
 * application's fee, and an attempt cancelled in time leaves no record, so it does not make the next one a retake.
 */
export function isRetake(attempts: readonly AttemptRecord[], window: EligibilityWindow): boolean {
  return attempts.some((a) => a.outcome === "failed" && a.takenOn >= window.from && a.takenOn <= window.until);
}
