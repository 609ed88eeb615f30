// The events feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/events/ (decision 038; eslint's feature-doors rule).
export {
  adminCancel,
  adminCheckIn,
  editorValues,
  requireAdminEvent,
  requireEventAdmin,
  saveEvent,
} from "./admin.server";
export { attendancePdf } from "./attendance-pdf.server";
export { eventMail } from "./event-mail.server";
export { eventPage, eventPageAction } from "./event-page.server";
export { qrPath } from "./qr.server";
export {
  activeRegistration,
  findEventBySlug,
  findRegistration,
  listAttendees,
  listEvents,
  listMemberRegistrations,
  placesLeft,
  registerForEvent,
  registrationCounts,
  seedEvents,
} from "./queries.server";
export { cancel, checkInOpen, checkInWithCode, register } from "./registration.server";
export { seedDemoEvents } from "./seed.server";
