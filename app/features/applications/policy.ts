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
  return viewer !== null && (viewer.id === application.userId || canReadApplicationsAsStaff(viewer));
}

/** Only the applicant changes, submits, withdraws or replaces referees of their application. */
export function isApplicant(viewer: Viewer, application: { userId: string }): boolean {
  return viewer !== null && viewer.id === application.userId;
}

/** Certification decision makers approve and decline reviewed applications (admins hold every duty). */
export function canDecideApplications(viewer: Viewer): boolean {
  return hasDuty(viewer, "certificationDecision");
}

/** The appeals panel decides appeals of declined applications (ISO/IEC 17024 9.8). */
export function canHandleAppeals(viewer: Viewer): boolean {
  return hasDuty(viewer, "appealsPanel");
}

/**
 * The review queue and case pages (/staff/applications): reviewers and decision makers work there, the appeals
 * panel reads the declined and appealed cases it decides (decision 044).
 */
export function canUseReviewQueue(viewer: Viewer): boolean {
  return canReviewApplications(viewer) || canDecideApplications(viewer) || canHandleAppeals(viewer);
}

/** A staff member's reading of an application's documents: whoever works its queue. */
export function canReadApplicationsAsStaff(viewer: Viewer): boolean {
  return canUseReviewQueue(viewer);
}

/**
 * The overview of applications (counts, median days to decision, referee response, audits): admins and decision
 * makers, who answer for how the scheme runs; it shows figures, no person.
 */
export function canSeeApplicationsOverview(viewer: Viewer): boolean {
  return canDecideApplications(viewer);
}

/** The actors of states.ts a viewer may act as, by their duties (what the case page offers and the action allows). */
export function reviewActorsOf(viewer: Viewer): ("reviewer" | "decisionMaker" | "appealsPanel")[] {
  return [
    ...(canReviewApplications(viewer) ? (["reviewer"] as const) : []),
    ...(canDecideApplications(viewer) ? (["decisionMaker"] as const) : []),
    ...(canHandleAppeals(viewer) ? (["appealsPanel"] as const) : []),
  ];
}

/** Internal notes on a case: whoever works the queue (never shown to the candidate). */
export function canNoteApplications(viewer: Viewer): boolean {
  return canUseReviewQueue(viewer);
}
