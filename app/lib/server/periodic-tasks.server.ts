import { jobAlertTasks } from "~/features/jobs/alert-tasks.server";
import { renewalTasks } from "~/features/renewal/renewal-tasks.server";
import { mentorshipDaily } from "~/features/mentorship/mentorship-tasks.server";
import { digestTasks } from "~/features/notifications/digest-tasks.server";
import { pruneNotificationsTask } from "~/features/notifications/prune.server";
import { sendNewsletterIssues } from "~/features/newsletter/issue-send.server";
import { expireNewsletterSignUps } from "~/features/newsletter/newsletter-tasks.server";
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
