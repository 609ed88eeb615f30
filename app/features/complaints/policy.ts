import type { Viewer } from "~/features/auth";
import { canHandleComplaints, impartialityRule, type ImpartialityProblem } from "~/features/staff";

/** Handling complaints is the appeals panel's duty (decision 040); admins hold every duty. */
export { canHandleComplaints };

/** The people a complaint concerns: the holder it names (when their account is known) and the complainant. */
export type ComplaintParties = { holderUserId: string | null; submittedBy: string | null };

/**
 * Why this staff member may not handle the complaint, from the conflicts already looked up
 * (`conflictWith`: the accounts with which a conflict stands): their own case (the holder named, or
 * the complainant) or a declared conflict with either.
 */
export function complaintProblem(
  viewer: NonNullable<Viewer>,
  complaint: ComplaintParties,
  conflictWith: ReadonlySet<string>,
): ImpartialityProblem | null {
  for (const party of [complaint.holderUserId, complaint.submittedBy]) {
    if (!party) continue;
    const problem = impartialityRule({
      staffId: viewer.id,
      subjectUserId: party,
      declaredConflict: conflictWith.has(party),
    });
    if (problem) return problem;
  }
  return null;
}
