/**
 * Who may do what with exam sessions and bookings (docs/decisions/051). Exam staff run the sessions and decide
 * accommodations; a candidate sees and changes only their own bookings. Another member's booking is not found
 * rather than forbidden, so its existence is not told either.
 */
import type { Viewer } from "~/features/auth";
import { hasDuty } from "~/features/staff";

/** Sessions, rosters, invigilator and assessor assignments, accommodations: the "examAdministration" duty. */
export function canManageSessions(viewer: Viewer): viewer is NonNullable<Viewer> {
  return hasDuty(viewer, "examAdministration");
}

/** Booking one's own seat: any signed-in account; the booking itself asks for an approved application. */
export function canBook(viewer: Viewer): viewer is NonNullable<Viewer> {
  return viewer !== null;
}

/** A booking (an attempt) and its calendar file, changes and accommodations: its candidate only. */
export function ownsAttempt(viewer: Viewer, attempt: { userId: string }): boolean {
  return viewer !== null && viewer.id === attempt.userId;
}
