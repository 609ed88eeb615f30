import { jobAlertTasks } from "~/features/jobs/index.server";
import { renewalTasks } from "~/features/renewal/index.server";
import { refundTask } from "~/features/payments/index.server";
import { mentorshipDaily } from "~/features/mentorship/index.server";
import { digestTasks, pruneNotificationsTask } from "~/features/notifications/index.server";
import { sendNewsletterIssues, expireNewsletterSignUps } from "~/features/newsletter/index.server";
import { refereeReminderTask } from "~/features/applications/index.server";
import { examReminderTask } from "~/features/exams/index.server";
import { examTimeOutTask } from "~/features/exams/index.server";
import type { PeriodicTask } from "./periodic.server";

/**
 * Every periodic task of the site (app/lib/server/periodic.server.ts): the server starts them on each
 * instance, and each scheduled time runs once across instances. A feature adds its task here.
 */
export const periodicTasks: PeriodicTask[] = [
  // Job alerts and listing expiry reminders
  ...jobAlertTasks,
  // Notification digests
  ...digestTasks,
  // Deleting old notifications (decision 027); closing ended mentorships, "ending soon"
  pruneNotificationsTask,
  mentorshipDaily,
  // Newsletter: expiring unconfirmed sign-ups, sending issues in batches
  expireNewsletterSignUps,
  sendNewsletterIssues,
  // Renewal: lapse and reminders, daily
  ...renewalTasks,
  // Payments: card refunds recorded as pending go to the provider
  refundTask,
  // Certification applications: referee reminders after 7 and 14 days
  refereeReminderTask,
  // Exam bookings: reminders a week and a day before the session
  examReminderTask,
  // Exams: attempts whose time ran out with nobody on the page end and are scored
  examTimeOutTask,
];
