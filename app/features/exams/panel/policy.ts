/**
 * Who may do what with an Expert portfolio and its panel (docs/decisions/053). Exam administration assigns the
 * assessors and releases the outcome; an assessor (the "assessment" duty) scores only the portfolios they are
 * assigned to, and sees another assessor's scores only once they have submitted their own and at least two
 * assessors have; the candidate sees only their own portfolio and its status.
 */
import type { Viewer } from "~/features/auth";
import { hasDuty, type ImpartialityProblem } from "~/features/staff";

/** Assigning assessors, seeing every portfolio and releasing the panel's outcome. */
export function canAdministerPanels(viewer: Viewer): viewer is NonNullable<Viewer> {
  return hasDuty(viewer, "examAdministration");
}

/** The assessment queue: staff holding the assessment duty. */
export function canAssess(viewer: Viewer): viewer is NonNullable<Viewer> {
  return hasDuty(viewer, "assessment");
}

export type AssignmentBar = ImpartialityProblem | "notAssessor" | "invigilator" | "alreadyAssigned";

/**
 * Why a person may not be put on a candidate's panel, or null: they must hold the assessment duty, not be the
 * candidate, have declared no conflict with them, not have invigilated the candidate's written exam, and not sit
 * on this panel already (two opinions must be two people).
 */
export function assignmentBar(input: {
  holdsDuty: boolean;
  sessionRoles: readonly string[];
  impartiality: ImpartialityProblem | null;
  onPanel: boolean;
}): AssignmentBar | null {
  if (!input.holdsDuty) return "notAssessor";
  if (input.impartiality) return input.impartiality;
  if (input.sessionRoles.includes("invigilator")) return "invigilator";
  if (input.onPanel) return "alreadyAssigned";
  return null;
}

/** Independence: another's scores are shown only after one's own are in and at least two assessors have scored. */
export function othersVisible(ownSubmitted: boolean, submittedCount: number): boolean {
  return ownSubmitted && submittedCount >= 2;
}
