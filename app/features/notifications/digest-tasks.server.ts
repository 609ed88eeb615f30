import type { PeriodicTask } from "~/lib/server/periodic.server";
import { sendDigests, type Frequency } from "./digest.server";

/**
 * The digest tasks (decision 027): daily at 07:00 UTC, weekly on Mondays at 07:00 UTC. The outbox's
 * sender of every instance picks the queued mail up (it polls).
 */
function digestTask(frequency: Frequency, pattern: string): PeriodicTask {
  return {
    name: `notifications-digest-${frequency}`,
    pattern,
    run: async ({ deps: { db, mailer, config }, slot }) => {
      await sendDigests(db, { frequency, periodStart: slot, mailer, siteUrl: config.siteUrl });
    },
  };
}

export const digestTasks: PeriodicTask[] = [digestTask("daily", "0 7 * * *"), digestTask("weekly", "0 7 * * 1")];
