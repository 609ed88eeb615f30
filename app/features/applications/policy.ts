/**
 * Who may see and do what with certification applications (decision 041). Nothing of an application is visible
 * to another member or to a partner: only its applicant and staff who review applications.
 */
import type { Viewer } from "~/features/auth";
import { hasDuty } from "~/features/staff";

/** Staff who review applications: the "applicationReviewer" duty (admins hold every duty). */
export function canReviewApplications(viewer: Viewer): boolean {
  return hasDuty(viewer, "applicationReviewer");
}

/** Any signed-in account may apply for itself (the wizard asks for a session, nothing more). */
export function canApply(viewer: Viewer): viewer is NonNullable<Viewer> {
  return viewer !== null;
}

/** The application, its documents, referees and history: to the applicant and reviewing staff only. */
export function canSeeApplication(viewer: Viewer, application: { userId: string }): boolean {
  return viewer !== null && (viewer.id === application.userId || canReviewApplications(viewer));
}

/** Only the applicant changes, submits, withdraws or replaces referees of their application. */
export function isApplicant(viewer: Viewer, application: { userId: string }): boolean {
  return viewer !== null && viewer.id === application.userId;
}
