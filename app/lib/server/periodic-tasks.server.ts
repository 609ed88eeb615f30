import { jobAlertTasks } from "~/features/jobs/index.server";
import { renewalTasks } from "~/features/renewal/index.server";
import { mentorshipDaily } from "~/features/mentorship/index.server";
import { digestTasks, pruneNotificationsTask } from "~/features/notifications/index.server";
import { sendNewsletterIssues, expireNewsletterSignUps } from "~/features/newsletter/index.server";
import type { PeriodicTask } from "./periodic.server";

/**
 * Every periodic task of the site (app/lib/server/periodic.server.ts): the server starts them on each
 * instance, and each scheduled time runs once across instances. A feature adds its task here.
 */
export const periodicTasks: PeriodicTask[] = [
  // Job alerts and listing expiry reminders (issue 19)
  ...jobAlertTasks,
  // Notification digests (issue 19)
  ...digestTasks,
  // Deleting old notifications (decision 027); closing ended mentorships, "ending soon" (issue 19)
  pruneNotificationsTask,
  mentorshipDaily,
  // Newsletter: expiring unconfirmed sign-ups, sending issues in batches (issue 19)
  expireNewsletterSignUps,
  sendNewsletterIssues,
  // Renewal: lapse and reminders, daily (issue 20)
  ...renewalTasks,
];
