import { getServerSecret } from "~/lib/server/settings.server";
import type { Deps } from "~/lib/server/deps.server";
import type { PeriodicTask } from "~/lib/server/periodic.server";
import { mailJobAlerts, pruneUnconfirmedAlerts, remindExpiringJobs, type AlertMailOptions } from "./alert-mail.server";

/**
 * The periodic tasks of job alerts (docs/decisions/029): instant alerts every minute (jobs posted
 * here and imported alike), daily digests at 07:00 UTC, weekly ones on Mondays at 07:00 UTC, expiry
 * reminders and the pruning of unconfirmed alerts hourly.
 */
async function optionsFor({ db, mailer, config }: Deps): Promise<AlertMailOptions> {
  return { db, mailer, siteUrl: config.siteUrl, secret: await getServerSecret(db) };
}

export const jobAlertTasks: PeriodicTask[] = [
  {
    name: "job-alerts-instant",
    pattern: "* * * * *",
    run: async ({ deps }) => void (await mailJobAlerts(await optionsFor(deps), "instant")),
  },
  {
    name: "job-alerts-daily",
    pattern: "0 7 * * *",
    run: async ({ deps }) => void (await mailJobAlerts(await optionsFor(deps), "daily")),
  },
  {
    name: "job-alerts-weekly",
    pattern: "0 7 * * 1",
    run: async ({ deps }) => void (await mailJobAlerts(await optionsFor(deps), "weekly")),
  },
  {
    name: "job-expiry-reminders",
    pattern: "17 * * * *",
    run: async ({ deps }) => {
      await remindExpiringJobs(await optionsFor(deps));
      await pruneUnconfirmedAlerts(deps.db);
    },
  },
];
