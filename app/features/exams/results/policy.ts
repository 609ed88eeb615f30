/**
 * Who may see and change exam results, and who may make the certification decision (docs/decisions/050). A result
 * is about one person's exam: only exam administration (who keep the exams) and certification decision makers
 * (who decide on it) see it among staff. The decision is taken apart from the exam (ISO/IEC 17024 9.4): never by
 * the session's invigilator, an assessor of the candidate, the candidate themselves or a staff member who declared
 * a conflict with them.
 */
import type { Viewer } from "~/features/auth";
import { hasDuty, type ImpartialityProblem } from "~/features/staff";

/** The results list and one result's page: exam administration and decision makers (admins hold every duty). */
export function canSeeExamResults(viewer: Viewer): viewer is NonNullable<Viewer> {
  return hasDuty(viewer, "examAdministration") || hasDuty(viewer, "certificationDecision");
}

/** Withholding a result for an incident, releasing or voiding it: exam administration. */
export function canChangeResults(viewer: Viewer): viewer is NonNullable<Viewer> {
  return hasDuty(viewer, "examAdministration");
}

/** The certification decision on released results: the "certificationDecision" duty. */
export function canDecideResults(viewer: Viewer): viewer is NonNullable<Viewer> {
  return hasDuty(viewer, "certificationDecision");
}

/** Why someone may not decide on one candidate's result. */
export type DecisionBar = ImpartialityProblem | "invigilator" | "assessor";

/**
 * What bars a decision maker from one attempt, or null: their roles at its session (exam_session_staff) and the
 * staff feature's impartiality answer (own case, declared conflict). The roles come first: they are the reason
 * decision 048 gave the duty its own holder.
 */
export function decisionBar(
  sessionRoles: readonly string[],
  impartiality: ImpartialityProblem | null,
): DecisionBar | null {
  if (sessionRoles.includes("invigilator")) return "invigilator";
  if (sessionRoles.includes("assessor")) return "assessor";
  return impartiality;
}
