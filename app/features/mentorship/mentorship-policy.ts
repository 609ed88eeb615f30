import type { Viewer } from "~/features/auth";

/**
 * Who may do what on the mentorship page: asked by the loader (what to offer), the action (what to
 * accept, `ensure(…)`) and the components (what to draw). A member's own state (a full mentor, a
 * request already open) is checked again where it is written, in the same transaction.
 */

/** A mentor as the list shows them. */
export type MentorFacts = { userId: string; freePlaces: number; requested: boolean };
/** A mentorship or request, as its two members see it. */
export type MentorshipFacts = { mentorId: string; menteeId: string; status: string };

/** Offering to mentor, pausing the offer and saving what one seeks: any signed-in member. */
export function mayOfferOrSeek(viewer: Viewer): boolean {
  return viewer !== null;
}

/** Asking a mentor: a signed-in member, never themself (the request form on a mentor's card). */
export function mayAsk(viewer: Viewer, mentorId: string): boolean {
  return viewer !== null && viewer.id !== mentorId;
}

/** The request form is drawn on a card when the member may ask and the mentor has a free place. */
export function mayRequest(viewer: Viewer, mentor: MentorFacts): boolean {
  return mayAsk(viewer, mentor.userId) && !mentor.requested && mentor.freePlaces > 0;
}

/** Accepting or declining a request: its mentor, while it waits. */
export function mayAnswer(viewer: Viewer, mentorship: MentorshipFacts): boolean {
  return viewer !== null && viewer.id === mentorship.mentorId && mentorship.status === "pending";
}

/** Withdrawing a request: its mentee, while it waits. */
export function mayWithdraw(viewer: Viewer, mentorship: MentorshipFacts): boolean {
  return viewer !== null && viewer.id === mentorship.menteeId && mentorship.status === "pending";
}

/** Ending a mentorship: either of its two members, while it is active. */
export function mayEnd(viewer: Viewer, mentorship: MentorshipFacts): boolean {
  return (
    viewer !== null &&
    (viewer.id === mentorship.mentorId || viewer.id === mentorship.menteeId) &&
    mentorship.status === "active"
  );
}
