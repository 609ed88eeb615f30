import type { Database } from "~/db/client.server";
import { countedThroughOf } from "~/features/cpd/index.server";
import {
  credentialsToLapse,
  credentialsToRemind,
  markLapsed,
  recordReminder,
  type ReminderCandidate,
} from "~/features/renewal/queries.server";
import { countingWindow } from "~/content/cpd-rule";
import type { Mailer } from "~/lib/mail/mail.server";
import { isoToday } from "~/lib/format/dates";
import type { Deps } from "~/lib/server/deps.server";
import type { PeriodicTask } from "~/lib/server/periodic.server";
import { dueReminder, type ReminderThreshold } from "./renewal";
import { mailLanguage, renewalMail } from "./renewal-mail.server";

/**
 * The daily renewal tasks (docs/decisions/033): reminders before expiry and the lapse of
 * credentials past their grace period. Both work from the database's state, not from the slot: a
 * day the site was down is caught up by the next run (the nearest due reminder only).
 */
export type RenewalTaskOptions = { db: Database; mailer: Mailer; siteUrl: string };

async function mailOnce(
  options: RenewalTaskOptions,
  tx: Database,
  candidate: ReminderCandidate,
  threshold: ReminderThreshold,
  message: Awaited<ReturnType<typeof renewalMail>> | null,
): Promise<boolean> {
  const { credential } = candidate;
  if (!(await recordReminder(tx, { credentialId: credential.id, threshold, expiresOn: credential.expiresOn }))) {
    return false;
  }
  if (message) await options.mailer.send(message, { db: tx });
  return true;
}

async function messageFor(
  options: RenewalTaskOptions,
  candidate: ReminderCandidate,
  threshold: ReminderThreshold,
  countingFrom?: string,
) {
  if (!candidate.to) return null;
  return renewalMail(threshold === "lapse" ? "lapse" : "reminder", mailLanguage(candidate.language), options.siteUrl, {
    to: candidate.to,
    credentialId: candidate.credential.id,
    level: candidate.credential.level,
    expiresOn: candidate.credential.expiresOn,
    threshold,
    countingFrom,
  });
}

/**
 * Mails each held credential's due reminder once: the (credential, threshold, expiry) row and the
 * mail commit together, so two instances or a restart send it once. Returns how many were sent.
 */
export async function sendRenewalReminders(options: RenewalTaskOptions, today: string = isoToday()): Promise<number> {
  let sent = 0;
  for (const candidate of await credentialsToRemind(options.db, today)) {
    const threshold = dueReminder(candidate.credential.expiresOn, today);
    if (!threshold || !candidate.to) continue;
    const message = await messageFor(options, candidate, threshold);
    if (await options.db.transaction((tx) => mailOnce(options, tx, candidate, threshold, message))) sent += 1;
  }
  return sent;
}

/**
 * Marks active credentials past expiry + grace with no renewal under review as expired (reason
 * "lapsed") and tells their holders once. Returns how many lapsed.
 */
export async function lapseCredentials(options: RenewalTaskOptions, today: string = isoToday()): Promise<number> {
  let lapsed = 0;
  const candidates = await credentialsToLapse(options.db, today);
  const countedThrough = await countedThroughOf(
    options.db,
    candidates.map((candidate) => candidate.credential.id),
  );
  for (const candidate of candidates) {
    // The lapse mail says from which day CPD entries count toward reinstatement (decisions 031, 033).
    const { credential } = candidate;
    const window = countingWindow(
      { ...credential, status: "expired", countedThrough: countedThrough.get(credential.id) },
      today,
    );
    const message = await messageFor(options, candidate, "lapse", window.start);
    const done = await options.db.transaction(async (tx) => {
      if (!(await markLapsed(tx, candidate.credential, today))) return false;
      await mailOnce(options, tx, candidate, "lapse", message);
      return true;
    });
    if (done) lapsed += 1;
  }
  return lapsed;
}

function optionsFor({ db, mailer, config }: Deps): RenewalTaskOptions {
  return { db, mailer, siteUrl: config.siteUrl };
}

/** Daily at 06:00 UTC: lapse first (its notice replaces any reminder), then reminders. */
export const renewalTasks: PeriodicTask[] = [
  {
    name: "renewal-lapse-and-reminders",
    pattern: "0 6 * * *",
    run: async ({ deps }) => {
      const options = optionsFor(deps);
      await lapseCredentials(options);
      await sendRenewalReminders(options);
    },
  },
];
