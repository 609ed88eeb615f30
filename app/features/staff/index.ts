// The staff feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/staff/ (decision 038; eslint's feature-doors rule). Duties: docs/decisions/040.
export { duties, isDuty } from "~/features/auth";
export type { Duty } from "~/features/auth";
export { conflictForms, dutyForms, hasDuty, impartialityRule } from "./staff";
export type { ConflictForm, DutyForm, ImpartialityProblem } from "./staff";
export {
  canDeclareConflicts,
  canHandleComplaints,
  canManageDuties,
  canSeeAllConflicts,
  dutyPages,
  isStaff,
} from "./policy";
export { StaffNotes } from "./components/staff-notes";
