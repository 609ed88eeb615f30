/**
 * An exam attempt's life, as data in one place: which step may follow which, and who takes it. Like an
 * application's states, every change of state is one of these events, checked on the server in the transaction
 * that makes it (a row lock and a conditional update on the state read), and logged.
 *
 * - `booked` → `admitted`: the invigilator checked the candidate's identity and gave a one-time code.
 * - `admitted` → `inProgress`: the candidate entered the code; the clock starts (timer.ts).
 * - `inProgress` ⇄ `paused`: the invigilator stops and restarts the clock (an incident, a candidate taken ill).
 * - `inProgress` → `submitted` (the candidate) or `timedOut` (the clock): the attempt ends once; its answers are
 *   kept as they were at that instant and never change after.
 * - `inProgress` / `paused` → `ended`: the invigilator ends the attempt (misconduct, a fault that cannot be mended),
 *   with a reason; the result is then withheld until a decision maker releases or voids it.
 * - `booked` → `cancelled` (the candidate, while changes are open: sessions.ts) or `noShow` (the session ended).
 * - `submitted` / `timedOut` / `ended` → `scored`: the server scores it (scoring.ts).
 */

export const attemptStates = [
  "booked",
  "admitted",
  "inProgress",
  "paused",
  "submitted",
  "timedOut",
  "ended",
  "scored",
  "cancelled",
  "noShow",
] as const;
export type AttemptState = (typeof attemptStates)[number];

export type AttemptActor = "candidate" | "invigilator" | "system";

export const attemptTransitions = {
  admit: { from: ["booked"], to: "admitted", by: "invigilator" },
  start: { from: ["admitted"], to: "inProgress", by: "candidate" },
  pause: { from: ["inProgress"], to: "paused", by: "invigilator" },
  resume: { from: ["paused"], to: "inProgress", by: "invigilator" },
  submit: { from: ["inProgress"], to: "submitted", by: "candidate" },
  timeOut: { from: ["inProgress"], to: "timedOut", by: "system" },
  end: { from: ["inProgress", "paused"], to: "ended", by: "invigilator" },
  cancel: { from: ["booked"], to: "cancelled", by: "candidate" },
  markNoShow: { from: ["booked", "admitted"], to: "noShow", by: "system" },
  score: { from: ["submitted", "timedOut", "ended"], to: "scored", by: "system" },
} as const satisfies Record<string, { from: readonly AttemptState[]; to: AttemptState; by: AttemptActor }>;

export type AttemptEvent = keyof typeof attemptTransitions;

/** The state `event` leads to from `state` when `actor` takes it, or null when it may not. */
export function nextAttemptState(state: AttemptState, event: AttemptEvent, actor: AttemptActor): AttemptState | null {
  const transition = attemptTransitions[event];
  if (transition.by !== actor) return null;
  return (transition.from as readonly AttemptState[]).includes(state) ? transition.to : null;
}

/** Whether an answer may be saved now: only while the attempt runs (never before the start, paused or after). */
export function takesAnswers(state: AttemptState): boolean {
  return state === "inProgress";
}

/** Whether the candidate may see the attempt's items (never the keys): from the start until the attempt ends. */
export function showsItems(state: AttemptState): boolean {
  return state === "inProgress" || state === "paused";
}

/** States that end an attempt: what was answered then is what is scored. */
export const endedAttemptStates: readonly AttemptState[] = ["submitted", "timedOut", "ended", "scored"];

/** States of an attempt that holds a seat and may still be sat: one at a time per person and level. */
export const activeAttemptStates: readonly AttemptState[] = ["booked", "admitted", "inProgress", "paused"];
