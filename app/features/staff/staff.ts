import { z } from "zod";
import { duties, type Duty, type Viewer } from "~/features/auth";

/**
 * Staff duties, conflicts of interest and impartiality (ISO/IEC 17024 4.3; docs/decisions/040):
 * rules and forms shared by the browser and the server.
 */

/** Whether the viewer holds the duty: a staff member granted it, or an admin (who holds every duty). */
export function hasDuty(viewer: Viewer, duty: Duty): boolean {
  if (!viewer) return false;
  if (viewer.role === "admin") return true;
  return viewer.role === "staff" && viewer.duties.includes(duty);
}

/** Why a staff member may not act on a person's case, or null: ./impartiality in decision 040. */
export type ImpartialityProblem = "own" | "conflict" | "sameDecider";

/**
 * The impartiality rule on facts already looked up: nobody acts on their own case, nor on a person
 * with whom a conflict of interest stands (declared by either of them), nor handles an appeal of a
 * decision they made themselves (`decidedBy`: who made the decision appealed).
 */
export function impartialityRule(facts: {
  staffId: string;
  subjectUserId: string | null;
  decidedBy?: string | null;
  declaredConflict: boolean;
}): ImpartialityProblem | null {
  if (facts.subjectUserId !== null && facts.subjectUserId === facts.staffId) return "own";
  if (facts.decidedBy && facts.decidedBy === facts.staffId) return "sameDecider";
  if (facts.declaredConflict) return "conflict";
  return null;
}

const id = z.string().min(1).max(100);

/** /admin/staff: grant or remove one duty of a staff account. Messages: keys of the staff namespace. */
export const dutyForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("grant"), userId: id, duty: z.enum(duties) }),
  z.object({ intent: z.literal("remove"), userId: id, duty: z.enum(duties) }),
]);
export type DutyForm = z.infer<typeof dutyForms>;

/** /staff/conflicts: declare a conflict with a person (an account found by e-mail or name), withdraw one. */
export const conflictForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("declare"),
    person: z.string().trim().min(2, "errors.personRequired").max(254, "errors.personRequired"),
    reason: z.string().trim().min(5, "errors.reasonShort").max(1000, "errors.reasonLong"),
  }),
  z.object({ intent: z.literal("withdraw"), id: z.uuid() }),
]);
export type ConflictForm = z.infer<typeof conflictForms>;
