import type { Viewer } from "~/features/auth";
import { hasDuty } from "~/features/staff";
import type { AttemptState } from "../engine/attempts";
import { endedAttemptStates, showsItems, takesAnswers } from "../engine/attempts";

/**
 * Who may do what while an exam is sat (docs/decisions/052). Every loader and action asks these on the server;
 * the database calls ask them again inside their transactions with what they read there.
 *
 * - An invigilator (the "invigilation" duty) acts only on sessions they are named at as invigilator; admins hold
 *   every duty and every session.
 * - A candidate sees only their own attempt (anything else is "not found", so ids reveal nothing), enters the code
 *   only once admitted, sees items only while the attempt runs, and answers only while it runs and the clock allows.
 */

/** The invigilation pages at all: the duty (admins hold it). */
export function canInvigilate(viewer: Viewer): boolean {
  return hasDuty(viewer, "invigilation");
}

/** One session's candidates and steps: admins, or a holder of the duty named at the session as invigilator. */
export function canInvigilateSession(viewer: Viewer, invigilatorIds: readonly string[]): boolean {
  if (!viewer || !canInvigilate(viewer)) return false;
  return viewer.role === "admin" || invigilatorIds.includes(viewer.id);
}

// The candidate's own attempt only, on sitting pages as on booking pages: one rule for both.
export { ownsAttempt } from "../booking/policy";

/** The admission code is asked for only once the invigilator admitted the candidate. */
export function mayEnterCode(state: AttemptState): boolean {
  return state === "admitted";
}

/** Items (never keys) are shown only while the attempt runs, not while it is paused. */
export function mayShowItems(state: AttemptState): boolean {
  return showsItems(state) && state === "inProgress";
}

/** Answers are taken only while the attempt runs (the save statement checks the clock too). */
export function mayAnswer(state: AttemptState): boolean {
  return takesAnswers(state);
}

/** Whether the attempt is over: its answers stand as they were at the end. */
export function isEnded(state: AttemptState): boolean {
  return endedAttemptStates.includes(state);
}
