import type { PeriodicTask } from "~/lib/server/periodic.server";
import { sendRefereeReminders } from "./queries.server";

/**
 * Referee reminders (7 and 14 days after the request), hourly; each slot runs on one instance, and each reminder
 * is sent once even if two runs overlap (queries.server.ts `sendRefereeReminders`).
 */
export const refereeReminderTask: PeriodicTask = {
  name: "application-referee-reminders",
  pattern: "17 * * * *",
  run: async ({ deps }) => {
    await sendRefereeReminders(deps);
  },
};
