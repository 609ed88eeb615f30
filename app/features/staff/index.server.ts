// The staff feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/staff/ (decision 038; eslint's feature-doors rule).
export {
  conflictPartners,
  conflictStands,
  decisionsFor,
  declareConflict,
  dutiesOfUser,
  findPerson,
  grantDuty,
  impartialityProblem,
  listStaff,
  logDecision,
  removeDuty,
  standingConflicts,
  withdrawConflict,
} from "./queries.server";
export type { DecisionEntry, DecisionSubject } from "./queries.server";
export { seedStaffDuties } from "./seed.server";
export { changeDutyAction, declareConflictAction, withdrawConflictAction } from "./actions.server";
