// Exam sessions and booking (docs/decisions/051): the server functions the exam pages call through the exams
// feature's door. Every function asks the booking policy or takes the signed-in candidate's own id.
export {
  accommodationDecisionAction,
  attemptAction,
  bookAction,
  createSessionAction,
  sessionStaffAction,
  sessionStatusAction,
} from "./actions.server";
export { attemptCalendar, attemptCalendarFile, CALENDAR_FILE } from "./calendar.server";
export { examLevelNames } from "./describe.server";
export { examReminderTask, sendExamReminders } from "./reminders.server";
export { seedExamSessions } from "./seed.server";
export { staffAccommodations, staffSession, staffSessions } from "./staff-views.server";
export { attemptPage, bookingChoices, myExams } from "./views.server";
