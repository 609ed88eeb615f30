// The complaints feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/complaints/ (decision 038; eslint's feature-doors rule).
export {
  complaintForStaff,
  complaintImpartiality,
  complaintStaffAction,
  receivedPath,
  submitComplaint,
} from "./actions.server";
export { complaintMail } from "./mail.server";
export type { ComplaintMailKind } from "./mail.server";
export {
  COMPLAINTS_PAGE_SIZE,
  addComplaintNote,
  closeComplaint,
  complaintSubject,
  countOpenComplaints,
  fileComplaint,
  findComplaint,
  listComplaints,
  notesOf,
} from "./queries.server";
