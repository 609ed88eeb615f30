// The events feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/events/ (decision 038; eslint's feature-doors rule).
export { AttendeeList } from "./components/attendee-list";
export { EventAgenda } from "./components/event-agenda";
export { EventCard } from "./components/event-card";
export { EventFacts } from "./components/event-facts";
export { EventEditor } from "./components/event-editor";
export { RegistrationPanel } from "./components/registration-panel";
export { parseEventFilters } from "./event-filters";
export { eventJsonLd } from "./event-json-ld";
export { eventRegions, eventTypes, filterEvents, isUpcoming, listEventMonths, splitEvents } from "./event-types";
export type { EventRegion, GeoEvent } from "./event-types";
export {
  eventDateText,
  eventTimeText,
  hoursText,
  isoLocal,
  toEventDetailView,
  toEventView,
  venuePlace,
} from "./event-view";
export { attendeeForms, checkInForms, eventEditorForms, eventPageForms } from "./forms";
export { buildCalendar, calendarFileName, eventCalendarEntry } from "./ics";
export { mayCancelForMember, mayManageEvents, mayReadCertificate, mayRegister, registrationOffered } from "./policy";
