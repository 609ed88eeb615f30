// The mentorship feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/mentorship/ (decision 038; eslint's feature-doors rule).
export { mentorshipMail } from "./mail-templates.server";
export {
  answerRequest,
  end,
  pauseOrResume,
  requestSentBefore,
  saveOffer,
  saveSeek,
  sendRequest,
  withdraw,
} from "./mentorship-actions.server";
export { loadMentorshipPage } from "./mentorship-page.server";
export { mentorshipDaily } from "./mentorship-tasks.server";
export {
  getMenteeProfile,
  getMentorProfile,
  mailContact,
  requestMentorship,
  saveMentorProfile,
} from "./queries.server";
