import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterDeliveries, newsletterIssues, newsletterIssueVersions, newsletterSubscriptions } from "~/db/schema";

export type IssueVersion = { language: string; subject: string; body: string };
export type Issue = typeof newsletterIssues.$inferSelect & { versions: IssueVersion[] };

/** Issues for the admin list, newest first, with their English subject and progress. */
export async function listIssues(db: Database) {
  const rows = await db
    .select({
      id: newsletterIssues.id,
      status: newsletterIssues.status,
      createdAt: newsletterIssues.createdAt,
      sentAt: newsletterIssues.sentAt,
      recipients: newsletterIssues.recipients,
      subject: newsletterIssueVersions.subject,
    })
    .from(newsletterIssues)
    .leftJoin(
      newsletterIssueVersions,
      and(eq(newsletterIssueVersions.issueId, newsletterIssues.id), eq(newsletterIssueVersions.language, "en")),
    )
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row, subject: row.subject ?? "" }));
}

export async function getIssue(db: Database, id: string): Promise<Issue | null> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) return null;
  const versions = await db
    .select({
      language: newsletterIssueVersions.language,
      subject: newsletterIssueVersions.subject,
      body: newsletterIssueVersions.body,
    })
    .from(newsletterIssueVersions)
    .where(eq(newsletterIssueVersions.issueId, id))
    .orderBy(asc(newsletterIssueVersions.language));
  return { ...issue, versions };
}

/** Creates a draft with its versions (English first, required by the form). */
export async function createIssue(db: Database, createdBy: string, versions: IssueVersion[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(newsletterIssues).values({ createdBy }).returning({ id: newsletterIssues.id });
    await tx.insert(newsletterIssueVersions).values(versions.map((v) => ({ ...v, issueId: row!.id })));
    return row!.id;
  });
}

/** Replaces a draft's versions; false when the issue is not a draft any more (sending began). */
export async function updateDraft(db: Database, id: string, versions: IssueVersion[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .update(newsletterIssues)
      .set({ updatedAt: new Date() })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
      .returning({ id: newsletterIssues.id });
    if (!draft) return false;
    await tx.delete(newsletterIssueVersions).where(eq(newsletterIssueVersions.issueId, id));
    await tx.insert(newsletterIssueVersions).values(versions.map((v) => ({ ...v, issueId: id })));
    return true;
  });
}

/**
 * Starts sending a draft: one delivery per confirmed subscriber, in their language, written in one
 * statement (fast even for thousands); the periodic task queues the mails. Only a draft starts, so a
 * repeated "send" (a retry, two admins) writes nothing twice. Null when it was not a draft.
 */
export async function startSending(db: Database, id: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(newsletterIssues)
      .set({ status: "sending", sendStartedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
      .returning({ id: newsletterIssues.id });
    if (!started) return null;
    await tx.execute(sql`
      INSERT INTO ${newsletterDeliveries} (issue_id, subscription_id, email, language)
      SELECT ${id}::uuid, id, email, language FROM ${newsletterSubscriptions}
      WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL
      ON CONFLICT DO NOTHING`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, id));
    await tx.update(newsletterIssues).set({ recipients: n }).where(eq(newsletterIssues.id, id));
    return n;
  });
}

/** Sent (queued into the outbox) and total deliveries of an issue: the progress bar. */
export async function issueProgress(db: Database, id: string): Promise<{ sent: number; total: number }> {
  const [row] = await db
    .select({
      total: count(),
      sent: sql<number>`count(${newsletterDeliveries.queuedAt})`.mapWith(Number),
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueId, id));
  return { sent: row?.sent ?? 0, total: row?.total ?? 0 };
}

export type DueDelivery = { id: string; issueId: string; email: string; language: string };

/**
 * Claims up to `limit` unqueued deliveries of issues being sent and runs `queue` for them in the
 * same transaction, marking them queued. `FOR UPDATE SKIP LOCKED` lets two runners take different
 * rows; the mark commits with the outbox rows, so a delivery is queued once (decision 030).
 */
export async function queueDueDeliveries(
  db: Database,
  limit: number,
  queue: (tx: Database, deliveries: DueDelivery[]) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: newsletterDeliveries.id,
        issueId: newsletterDeliveries.issueId,
        email: newsletterDeliveries.email,
        language: newsletterDeliveries.language,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
      .where(and(eq(newsletterIssues.status, "sending"), isNull(newsletterDeliveries.queuedAt)))
      .orderBy(asc(newsletterDeliveries.id))
      .limit(limit)
      .for("update", { of: newsletterDeliveries, skipLocked: true });
    if (due.length === 0) return 0;
    // An address that unsubscribed since sending began is skipped (marked, not mailed).
    const stillSubscribed = new Set(
      (
        await tx
          .select({ email: newsletterSubscriptions.email })
          .from(newsletterSubscriptions)
          .where(
            and(
              inArray(
                newsletterSubscriptions.email,
                due.map((d) => d.email),
              ),
              isNotNull(newsletterSubscriptions.confirmedAt),
              isNull(newsletterSubscriptions.unsubscribedAt),
            ),
          )
      ).map((r) => r.email),
    );
    await queue(
      tx,
      due.filter((d) => stillSubscribed.has(d.email)),
    );
    await tx
      .update(newsletterDeliveries)
      .set({ queuedAt: new Date() })
      .where(
        inArray(
          newsletterDeliveries.id,
          due.map((d) => d.id),
        ),
      );
    return due.length;
  });
}

/** Issues whose every delivery is queued become "sent". */
export async function markFinishedIssues(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE ${newsletterIssues} SET status = 'sent', sent_at = now()
    WHERE status = 'sending' AND NOT EXISTS (
      SELECT 1 FROM ${newsletterDeliveries} d WHERE d.issue_id = ${newsletterIssues}.id AND d.queued_at IS NULL
    )`);
}
