// The notifications feature's door: what routes and other features may use of it, in the browser and on the
// server alike (its server-only parts are in index.server.ts). The only way in from outside
// app/features/notifications/ (decision 038; eslint's feature-doors rule).
export { NotificationsButton } from "./components/button";
export { NotificationItem } from "./components/notification-item";
export { choicesOf, notificationsForms, preferencesForms } from "./forms";
export { deliveries, groupOf, isNotificationType, isSitePath, notificationGroups, notificationTypes } from "./types";
export type { NotificationType } from "./types";
