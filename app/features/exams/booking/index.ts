// Exam sessions and booking (docs/decisions/051): what pages use in the browser and on the server alike.
export {
  accommodationForms,
  attemptForms,
  bookForms,
  MAX_CAPACITY,
  MAX_EXTRA_TIME,
  sessionPageForms,
  sessionsPageForms,
} from "./forms";
export { canBook as mayBookExams, canManageSessions, ownsAttempt } from "./policy";
export { RetakeFee, type RetakeFeeView } from "./retake-fee";
