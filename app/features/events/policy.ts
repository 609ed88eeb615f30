import type { Viewer } from "~/features/auth";

/** Who may do what with events: loaders send these as `can`, actions `ensure` them. */

/** Registering, cancelling and checking in: any signed-in member, for themselves. */
export function mayRegister(viewer: Viewer): boolean {
  return viewer !== null;
}

/** Registration is offered while it is open and the event has not ended. */
export function registrationOffered(event: { registrationOpen: boolean; published: boolean }, upcoming: boolean) {
  return event.published && event.registrationOpen && upcoming;
}

/** Creating and editing events, seeing attendees, checking people in by hand: admins. */
export function mayManageEvents(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}

/**
 * An admin cancelling a member's registration: registered or waitlisted only. A checked-in
 * (attended) registration carries CPD credit: undo the check-in first, then cancel.
 */
export function mayCancelForMember(viewer: Viewer, registration: { status: string }): boolean {
  return mayManageEvents(viewer) && (registration.status === "registered" || registration.status === "waitlisted");
}

/** An attendance certificate: its member, and admins. */
export function mayReadCertificate(viewer: Viewer, registration: { userId: string }): boolean {
  return viewer !== null && (viewer.id === registration.userId || viewer.role === "admin");
}
