// The newsletter feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/newsletter/ (decision 038; eslint's feature-doors rule).
export { createIssueAction, previewIssue, saveIssue, sendIssue } from "./issue-actions.server";
export { renderIssue, sendNewsletterIssues, versionFor } from "./issue-send.server";
export { getIssue, issueProgress, listIssues } from "./issues-queries.server";
export { confirmByForm, subscribe } from "./newsletter-action.server";
export { expireNewsletterSignUps } from "./newsletter-tasks.server";
export {
  SUBSCRIBERS_PAGE_SIZE,
  allActiveSubscribers,
  confirmSubscription,
  countActiveSubscribers,
  isSubscribed,
  listActiveSubscribers,
  subscribeConfirmed,
  subscribeToNewsletter,
  subscriptionStatus,
  unsubscribeFromNewsletter,
} from "./queries.server";
