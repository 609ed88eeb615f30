/**
 * Every kind of notification the site sends, and how each is delivered unless the member chose
 * otherwise (/account/notifications). A feature that notifies adds its types here, so the
 * preferences page lists them; it writes its own `notify(…)` calls (notify.server.ts).
 */
export const notificationTypes = [
  "forum.reply",
  "forum.replyAfter",
  "forum.mention",
  "forum.accepted",
  "forum.watched",
  "mentorship.request",
  "mentorship.accepted",
  "mentorship.declined",
  "mentorship.ending",
  "jobs.expiring",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Mail at once, one mail a day or a week with everything unread, or no mail (the list still shows it). */
export const deliveries = ["instant", "daily", "weekly", "off"] as const;
export type Delivery = (typeof deliveries)[number];

export const defaultDelivery: Record<NotificationType, Delivery> = {
  "forum.reply": "instant",
  "forum.replyAfter": "daily",
  "forum.mention": "instant",
  "forum.accepted": "instant",
  "forum.watched": "daily",
  "mentorship.request": "instant",
  "mentorship.accepted": "instant",
  "mentorship.declined": "instant",
  "mentorship.ending": "instant",
  "jobs.expiring": "instant",
};

/** The preferences page groups types by feature. */
// Partnership decisions are not notifications: they answer an application's address, which may have
// no account, with one transactional mail (docs/decisions/034-partnership-decisions.md).
export const notificationGroups = ["forum", "mentorship", "jobs"] as const;
export type NotificationGroup = (typeof notificationGroups)[number];
export function groupOf(type: NotificationType): NotificationGroup {
  return type.split(".")[0] as NotificationGroup;
}

/**
 * What a notification shows, stored with it: `title` (the discussion's title, the mentor's name…),
 * `url` (a site path, "/community/…"), `actor` (who did it, their display name). Its sentence is the
 * type's translation with these values, in the reader's language.
 */
export type NotificationData = {
  title: string;
  url: string;
  actor?: string;
  /**
   * A member's own words for the recipient (a mentorship request's message), quoted in the instant
   * mail only: notify mails confirmed member addresses only, and only features whose decision lets
   * one member write to another (mentorship, decision 027) set it.
   */
  quote?: string;
};

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === "string" && (notificationTypes as readonly string[]).includes(value);
}

export function isDelivery(value: unknown): value is Delivery {
  return typeof value === "string" && (deliveries as readonly string[]).includes(value);
}

/** Whether a site path is one of ours (a notification's link never leaves the site). */
export function isSitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}
