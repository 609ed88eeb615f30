import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mailOutbox, type MailStatus } from "~/db/schema";
import { isUuid } from "~/lib/util/uuid";

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  "messageId" | "to" | "replyTo" | "subject" | "text" | "html" | "language" | "category" | "headers" | "attachments"
>;

/** Stores a message for the sender (docs/decisions/015-mail-outbox.md); `db` may be a transaction. */
export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<{ id: string }> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error("The mail was not stored");
  return row;
}

const seconds = (value: number) => sql`now() + make_interval(secs => ${value}::float8)`;

/**
 * Takes the lease of up to `limit` due messages in one short transaction: pending, due, and not leased by
 * a live sender. `FOR UPDATE SKIP LOCKED` lets senders on other instances claim other rows at the
 * same moment instead of waiting; the lease keeps a message from being claimed again while its
 * attempt runs. The attempt is counted here, so a message whose sending crashes the process still
 * reaches the maximum.
 */
export async function claimDueMail(
  db: Database,
  options: { owner: string; leaseSeconds: number; limit: number },
): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.leasedUntil), lt(mailOutbox.leasedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.createdAt)
      .limit(options.limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        leasedUntil: seconds(options.leaseSeconds),
        leaseOwner: options.owner,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Marks a message delivered (right after the SMTP server accepted it) and drops its body. */
export async function markMailSent(db: Database, id: string) {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      leasedUntil: null,
      leaseOwner: null,
      lastError: null,
      text: "",
      html: null,
      headers: null,
      attachments: null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")));
}

/**
 * Records a failed attempt: the message is tried again after `retryInSeconds`, or, when that is
 * null, it has failed for good. Only the sender holding the lease records it.
 */
export async function markMailAttemptFailed(
  db: Database,
  id: string,
  owner: string,
  outcome: { error: string; retryInSeconds: number | null },
) {
  await db
    .update(mailOutbox)
    .set({
      status: outcome.retryInSeconds === null ? "failed" : "pending",
      nextAttemptAt:
        outcome.retryInSeconds === null ? sql`${mailOutbox.nextAttemptAt}` : seconds(outcome.retryInSeconds),
      leasedUntil: null,
      leaseOwner: null,
      lastError: outcome.error.slice(0, 1000),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending"), eq(mailOutbox.leaseOwner, owner)));
}

/** Sent messages are kept (without body) this long for the admin view, then deleted. */
export const SENT_MAIL_KEEP_DAYS = 30;
/** Failed messages are kept longer, so staff can still retry them after a holiday. */
export const FAILED_MAIL_KEEP_DAYS = 90;

export async function pruneMailOutbox(db: Database) {
  await db
    .delete(mailOutbox)
    .where(
      or(
        and(
          eq(mailOutbox.status, "sent"),
          lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${SENT_MAIL_KEEP_DAYS})`),
        ),
        and(
          eq(mailOutbox.status, "failed"),
          lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${FAILED_MAIL_KEEP_DAYS})`),
        ),
      ),
    );
}

export async function mailOutboxCounts(db: Database): Promise<Record<MailStatus, number>> {
  const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const counts: Record<MailStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.n);
  return counts;
}

export const MAIL_LIST_SIZE = 50;

/** The newest messages for the admin view: recipient and subject only, never the body. */
export async function listRecentMail(db: Database, options: { status?: MailStatus; limit?: number }) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      language: mailOutbox.language,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(options.status ? eq(mailOutbox.status, options.status) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit ?? MAIL_LIST_SIZE);
}

/** Puts a failed message back in the queue, due now, with a fresh round of attempts. */
export async function retryFailedMail(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, leasedUntil: null, leaseOwner: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning({ id: mailOutbox.id });
  return updated.length > 0;
}
