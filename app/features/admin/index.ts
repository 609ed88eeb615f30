// The admin feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/admin/ (decision 038; eslint's feature-doors rule).
export {
  applicationReviewForms,
  mailForms,
  messageForms,
  reviewStatuses,
  subscriberForms,
  userForms,
  userIntents,
} from "./admin-forms";
export { AdminHeading } from "./components/admin-heading";
export { FilterForm, SearchFilter, SelectFilter } from "./components/filter-form";
export { RowActionForm } from "./components/row-action-form";
export { canChangeUser } from "./users-policy";
