/**
 * Exam sessions and seats, as data in one place and a few pure checks every booking, change and reminder asks.
 * A session is sat at a test centre (a place with a capacity) or online with a remote invigilator (a capacity too:
 * one invigilator watches a limited number of candidates). Changes close some hours before the start, so a
 * session's seats, invigilators and forms can be settled; after that a candidate who does not come has sat and
 * failed the attempt (retakes.ts). Reminders go a week and a day before.
 */
import type { EligibilityWindow } from "./retakes";
import type { Instant } from "./timer";

export const sessionRule = {
  /** Hours before the start after which a booking can no longer be made, moved or cancelled. */
  changesCloseHours: 48,
  /** Days before the start at which the booked candidate is reminded (each once). */
  reminderDays: [7, 1],
  /** How many later sessions a full one offers instead. */
  alternatives: 3,
} as const;

export type SessionDelivery = "testCentre" | "online";

export type ExamSession = {
  id: string;
  level: string;
  delivery: SessionDelivery;
  startsAt: Date;
  capacity: number;
  /** Seats taken by bookings that are not cancelled. */
  booked: number;
  /** A session staff cancelled or closed takes no bookings. */
  open: boolean;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ms = (instant: Instant) => (typeof instant === "number" ? instant : instant.getTime());
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Whether bookings of a session starting at `startsAt` may still be made, moved or cancelled at `now`. */
export function changesOpen(startsAt: Date, now: Instant): boolean {
  return startsAt.getTime() - ms(now) > sessionRule.changesCloseHours * HOUR;
}

export type SeatCheck =
  | { ok: true }
  | { ok: false; reason: "closed" | "otherLevel" | "outsideWindow" | "tooLate" }
  /** Full: `alternatives` are the next sessions of the level with a seat, in the window, soonest first. */
  | { ok: false; reason: "full"; alternatives: ExamSession[] };

/**
 * Whether a candidate approved for `level` within `window` may take a seat in `session` at `now`. The database
 * takes the seat with a conditional update (booked < capacity) all the same: this check says why not, in words a
 * candidate can act on; the update makes sure a seat is never given twice.
 */
export function seatCheck(
  session: ExamSession,
  sessions: readonly ExamSession[],
  level: string,
  window: EligibilityWindow,
  now: Instant,
): SeatCheck {
  if (!session.open) return { ok: false, reason: "closed" };
  if (session.level !== level) return { ok: false, reason: "otherLevel" };
  const day = dayOf(session.startsAt);
  if (day < window.from || day > window.until) return { ok: false, reason: "outsideWindow" };
  if (!changesOpen(session.startsAt, now)) return { ok: false, reason: "tooLate" };
  if (session.booked >= session.capacity) {
    return {
      ok: false,
      reason: "full",
      alternatives: bookable(sessions, level, window, now).slice(0, sessionRule.alternatives),
    };
  }
  return { ok: true };
}

/** The sessions a candidate may book now: their level, open, with a seat, in the window, changes still open. */
export function bookable(
  sessions: readonly ExamSession[],
  level: string,
  window: EligibilityWindow,
  now: Instant,
): ExamSession[] {
  return sessions
    .filter((s) => s.open && s.level === level && s.booked < s.capacity && changesOpen(s.startsAt, now))
    .filter((s) => dayOf(s.startsAt) >= window.from && dayOf(s.startsAt) <= window.until)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The reminders due at `now` for a booking of a session starting at `startsAt`, given those already sent: each
 * reminder day whose moment has come and that was not sent. Only the nearest one is due when several have come
 * at once (a booking made six days ahead is not sent the week's reminder late), and none once the session began.
 */
export function remindersDue(startsAt: Date, now: Instant, sent: readonly number[]): number[] {
  const left = startsAt.getTime() - ms(now);
  if (left <= 0) return [];
  const come = sessionRule.reminderDays.filter((days) => left <= days * DAY);
  if (come.length === 0) return [];
  const nearest = Math.min(...come);
  return sent.includes(nearest) ? [] : [nearest];
}
