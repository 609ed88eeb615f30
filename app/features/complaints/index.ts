// The complaints feature's door: what routes and other features may use of it, in the browser and on
// the server alike (its server-only parts are in index.server.ts). Decision 038; complaints: decision 040.
export {
  complaintAbouts,
  complaintOutcomes,
  complaintReference,
  complaintSchema,
  complaintStaffForms,
  complaintStatuses,
} from "./complaints";
export type {
  ComplaintAbout,
  ComplaintInput,
  ComplaintOutcome,
  ComplaintStaffForm,
  ComplaintStatus,
} from "./complaints";
export { canHandleComplaints, complaintProblem } from "./policy";
