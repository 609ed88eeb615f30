// The mentorship feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/mentorship/ (decision 038; eslint's feature-doors rule).
export { Matches, MentorList } from "./components/mentor-list";
export { MyMentorships } from "./components/my-mentorships";
export { OfferForm, SeekForm } from "./components/profile-forms";
export { OPEN_REQUESTS_MAX, mentorshipForms } from "./mentorship";
