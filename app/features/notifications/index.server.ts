// The notifications feature's door for server code (loaders, actions, other features' server modules):
// the only way in from outside app/features/notifications/ (decision 038; eslint's feature-doors rule).
export { digestTasks } from "./digest-tasks.server";
export { getsDigests, stopDigests, stopInstant } from "./digest.server";
export { instantMailWith, notificationLabel, notificationText, notify, notifyDeps } from "./notify.server";
export type { NotifyDeps } from "./notify.server";
export { pruneNotificationsTask } from "./prune.server";
export {
  deliveryOf,
  discussionWatchOf,
  listNotifications,
  markAllRead,
  markRead,
  mentionSuggestions,
  preferencesOf,
  savePreferences,
  setCategoryWatch,
  setDiscussionWatch,
  unreadCount,
  watchersOf,
  watchesCategory,
  watchesOf,
} from "./queries.server";
