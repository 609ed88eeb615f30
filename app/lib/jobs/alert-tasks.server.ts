import type { Database } from "~/db/client.server";
import { getServerSecret } from "~/db/settings.server";
import { createMailer } from "~/lib/mail/mail.server";
import { parseConfig } from "~/lib/server/env.server";
import type { PeriodicTask } from "~/lib/server/periodic.server";
import { mailJobAlerts, pruneUnconfirmedAlerts, remindExpiringJobs, type AlertMailOptions } from "./alert-mail.server";

/**
 * The periodic tasks of job alerts (docs/decisions/029): instant alerts every minute (jobs posted
 * here and imported alike), daily digests at 07:00 UTC, weekly ones on Mondays at 07:00 UTC, expiry
 * reminders and the pruning of unconfirmed alerts hourly. A task gets the database only: the site's
 * address and sender come from the same environment the server read (parseConfig).
 */
async function optionsFor(db: Database): Promise<AlertMailOptions> {
  const config = parseConfig(process.env);
  // The sender polls the outbox every few seconds: no wake-up needed from a task.
  const mailer = createMailer({ db, from: config.mailFrom });
  return { db, mailer, siteUrl: config.siteUrl, secret: await getServerSecret(db) };
}

export const jobAlertTasks: PeriodicTask[] = [
  {
    name: "job-alerts-instant",
    pattern: "* * * * *",
    run: async ({ db }) => void (await mailJobAlerts(await optionsFor(db), "instant")),
  },
  {
    name: "job-alerts-daily",
    pattern: "0 7 * * *",
    run: async ({ db }) => void (await mailJobAlerts(await optionsFor(db), "daily")),
  },
  {
    name: "job-alerts-weekly",
    pattern: "0 7 * * 1",
    run: async ({ db }) => void (await mailJobAlerts(await optionsFor(db), "weekly")),
  },
  {
    name: "job-expiry-reminders",
    pattern: "17 * * * *",
    run: async ({ db }) => {
      await remindExpiringJobs(await optionsFor(db));
      await pruneUnconfirmedAlerts(db);
    },
  },
];
