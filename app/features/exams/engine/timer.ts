/**
 * The exam clock, kept by the server: the browser shows what the server computes and never decides when time is
 * up, so a changed system clock or a closed laptop gains nothing. The clock is computed, not ticked: from when the
 * attempt started, its allowed time and the invigilator's pauses, any instant's remaining time follows, which is
 * the same on every instance and after a restart.
 *
 * - Allowed time = `durationMinutes` × (1 + `extraTimePercent` / 100): extra time is an approved accommodation
 *   (ISO/IEC 17024 9.3: reasonable adjustments that keep the exam's validity), a share of the duration, rounded to
 *   the whole second.
 * - A pause (a fire alarm, a candidate taken ill, a system fault) stops the clock: the time it lasts is added to the
 *   end, and while it runs the remaining time does not move and there is no end yet.
 * - Pauses that overlap count once; the part of a pause before the start does not count; a pause that begins after
 *   time ran out changes nothing (the attempt was over).
 */

/** Epoch milliseconds or a Date. */
export type Instant = number | Date;

export type Pause = { from: Instant; to: Instant | null };

export type ExamClock = {
  startedAt: Instant;
  durationMinutes: number;
  /** Approved extra time in percent of the duration (25 = a quarter more); 0 without an accommodation. */
  extraTimePercent?: number;
  pauses?: readonly Pause[];
};

export type ClockState =
  | { status: "running"; remainingMs: number; endsAt: number }
  | { status: "paused"; remainingMs: number; endsAt: null }
  | { status: "over"; remainingMs: 0; endsAt: number };

const toMs = (instant: Instant): number => (typeof instant === "number" ? instant : instant.getTime());

/** The time the attempt may run, pauses left out, in milliseconds. */
export function allowedMs(clock: Pick<ExamClock, "durationMinutes" | "extraTimePercent">): number {
  const extra = clock.extraTimePercent ?? 0;
  if (!(clock.durationMinutes > 0))
    throw new RangeError(`durationMinutes must be positive, got ${clock.durationMinutes}`);
  if (!(extra >= 0)) throw new RangeError(`extraTimePercent must be ≥ 0, got ${extra}`);
  return Math.round(clock.durationMinutes * 60 * (1 + extra / 100)) * 1000;
}

/** The pauses known at `now`, clipped to the start and to `now` (a running one ends at `now`), merged, sorted. */
function pausesUntil(clock: ExamClock, now: number): { from: number; to: number; running: boolean }[] {
  const start = toMs(clock.startedAt);
  const spans = (clock.pauses ?? [])
    .map((pause) => {
      const to = pause.to === null ? now : toMs(pause.to);
      return { from: Math.max(start, toMs(pause.from)), to: Math.min(to, now), running: pause.to === null || to > now };
    })
    .filter((span) => span.from < now && span.from <= span.to)
    .sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number; running: boolean }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.from <= last.to) {
      last.to = Math.max(last.to, span.to);
      last.running ||= span.running;
    } else merged.push({ ...span });
  }
  return merged;
}

/** Where the clock stands at `now`. Before the start the whole allowed time remains and it ends that much later. */
export function clockAt(clock: ExamClock, now: Instant): ClockState {
  const at = toMs(now);
  let cursor = toMs(clock.startedAt);
  let remaining = allowedMs(clock);
  if (at <= cursor) return { status: "running", remainingMs: remaining, endsAt: cursor + remaining };
  for (const pause of pausesUntil(clock, at)) {
    const ran = pause.from - cursor;
    if (ran >= remaining) return { status: "over", remainingMs: 0, endsAt: cursor + remaining };
    remaining -= ran;
    if (pause.running) return { status: "paused", remainingMs: remaining, endsAt: null };
    cursor = pause.to;
  }
  const endsAt = cursor + remaining;
  return at >= endsAt
    ? { status: "over", remainingMs: 0, endsAt }
    : { status: "running", remainingMs: endsAt - at, endsAt };
}

/** When the attempt ends if no further pause comes; null while a pause runs (the end is not known yet). */
export function endsAt(clock: ExamClock, now: Instant): number | null {
  return clockAt(clock, now).endsAt;
}

/** Milliseconds left at `now`: frozen while a pause runs, 0 once over. */
export function remainingMs(clock: ExamClock, now: Instant): number {
  return clockAt(clock, now).remainingMs;
}

/** Whether time is up at `now`; answers after that are not accepted. */
export function isOver(clock: ExamClock, now: Instant): boolean {
  return clockAt(clock, now).status === "over";
}
