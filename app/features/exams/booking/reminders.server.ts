/**
 * Reminders of booked sessions, a week and a day before (sessions.ts `remindersDue`). Each reminder is recorded in
 * `exam_attempts.reminders_sent` by a conditional update on the list read, in the mail's transaction: two runs at
 * once (two instances, a slow run overlapping the next) send each reminder once.
 */
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { examAttempts, examSessions } from "~/db/schema";
import type { PeriodicTask } from "~/lib/server/periodic.server";
import { remindersDue, sessionRule } from "../engine/sessions";
import type { BookingDeps } from "./booking.server";
import { queueBookingMail } from "./mail.server";
import { candidateOf } from "./queries.server";

const DAY = 86_400_000;

export async function sendExamReminders(deps: BookingDeps): Promise<number> {
  const now = deps.clock.now();
  const horizon = new Date(now.getTime() + Math.max(...sessionRule.reminderDays) * DAY);
  const rows = await deps.db
    .select({ attempt: examAttempts, session: examSessions })
    .from(examAttempts)
    .innerJoin(examSessions, eq(examSessions.id, examAttempts.sessionId))
    .where(
      and(
        eq(examAttempts.state, "booked"),
        eq(examSessions.status, "open"),
        gt(examSessions.startsAt, now),
        lte(examSessions.startsAt, horizon),
      ),
    );
  let sent = 0;
  for (const { attempt, session } of rows) {
    const [days] = remindersDue(session.startsAt, now, attempt.remindersSent);
    if (days === undefined) continue;
    const done = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const marked = await tx
        .update(examAttempts)
        .set({ remindersSent: [...attempt.remindersSent, days] })
        .where(
          and(
            eq(examAttempts.id, attempt.id),
            eq(examAttempts.state, "booked"),
            eq(examAttempts.sessionId, session.id),
            sql`${examAttempts.remindersSent} = ${JSON.stringify(attempt.remindersSent)}::jsonb`,
          ),
        )
        .returning({ id: examAttempts.id });
      if (!marked.length) return false;
      const candidate = await candidateOf(tx, attempt.userId);
      if (candidate)
        await queueBookingMail(tx, deps, days === 1 ? "reminder1" : "reminder7", {
          to: candidate,
          attempt,
          session,
          now,
        });
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

/** Hourly: a reminder goes within the hour its day comes. */
export const examReminderTask: PeriodicTask = {
  name: "exam-booking-reminders",
  pattern: "23 * * * *",
  run: async ({ deps }) => {
    await sendExamReminders(deps);
  },
};
