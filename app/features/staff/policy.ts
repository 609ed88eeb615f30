import type { Duty, Viewer } from "~/features/auth";
import { hasDuty } from "./staff";

/**
 * Who may use the staff pages (docs/decisions/040). The /staff area is for staff and admins; each
 * page then asks for its duty. Loaders send these as `can` flags, actions `ensure(...)` them.
 */
export function isStaff(viewer: Viewer): boolean {
  return viewer?.role === "staff" || viewer?.role === "admin";
}

/** Declaring one's own conflicts of interest: every staff member and admin (whatever their duties). */
export function canDeclareConflicts(viewer: Viewer): boolean {
  return isStaff(viewer);
}

/** Seeing everyone's declarations: admins. */
export function canSeeAllConflicts(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}

/** Granting and removing duties: admins. */
export function canManageDuties(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}

/** Handling complaints (ISO/IEC 17024 9.9): the appeals panel's duty. */
export function canHandleComplaints(viewer: Viewer): boolean {
  return hasDuty(viewer, "appealsPanel");
}

/**
 * What each duty lets its holder do on this site, and the page where they do it (null: no page yet —
 * the landing page states the duty without a link).
 */
export const dutyPages: Record<Duty, string | null> = {
  applicationReviewer: "/staff/applications",
  certificationDecision: "/staff/applications",
  appealsPanel: "/staff/complaints",
  examAdministration: "/staff/exams",
  invigilation: "/staff/invigilation",
  assessment: "/staff/assessments",
  finance: null,
};
