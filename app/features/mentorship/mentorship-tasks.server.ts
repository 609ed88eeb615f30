import type { Database } from "~/db/client.server";
import { claimEndingNotice, endOverdueMentorships, mentorshipsEndingSoon } from "~/features/mentorship/queries.server";
import { notify, type NotifyDeps } from "~/features/notifications/index.server";
import type { PeriodicTask } from "~/lib/server/periodic.server";

/** How many days before its end date both members of a mentorship are told it ends soon. */
export const ENDING_NOTICE_DAYS = 14;
const MY_MENTORSHIPS = "/community/mentorship#mine";

/**
 * The daily mentorship run: ends overdue mentorships (with the mentor's CPD credit) even when nobody
 * opens the page, then tells both members of each mentorship ending within ENDING_NOTICE_DAYS —
 * once per mentorship: the notice's row is the claim, in the transaction of the notifications, so a
 * second instance or a restart tells nobody twice. Returns how many mentorships were told.
 */
export async function runMentorshipDaily(db: Database, deps: NotifyDeps, now = new Date()): Promise<number> {
  await endOverdueMentorships(db, now);
  let told = 0;
  for (const row of await mentorshipsEndingSoon(db, ENDING_NOTICE_DAYS, now)) {
    const sent = await db.transaction(async (tx) => {
      if (!(await claimEndingNotice(tx, row.id))) return false;
      const data = (other: string) => ({ title: other, url: MY_MENTORSHIPS, actor: other });
      await notify(tx, { userId: row.mentorId, type: "mentorship.ending", data: data(row.menteeName) }, deps);
      await notify(tx, { userId: row.menteeId, type: "mentorship.ending", data: data(row.mentorName) }, deps);
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}

export const mentorshipDaily: PeriodicTask = {
  name: "mentorship-daily",
  pattern: "30 6 * * *",
  run: async ({ deps: { db, mailer, config }, slot }) => {
    await runMentorshipDaily(db, { mailer, siteUrl: config.siteUrl }, slot);
  },
};
