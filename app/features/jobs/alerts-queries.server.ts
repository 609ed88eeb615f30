import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { boardFilterConditions, openJobCondition } from "./queries.server";
import { jobAlertJobs, jobAlerts, jobs, users, type JobAlertFilters } from "~/db/schema";
import { isUuid } from "~/lib/util/uuid";
import type { AlertFrequency } from "~/features/jobs/alerts";

export type JobAlertRow = typeof jobAlerts.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A guest's alert not confirmed within this many days is deleted (and its link no longer works). */
export const UNCONFIRMED_ALERT_DAYS = 3;

/** Stores an alert. A member's is confirmed at once; a guest's waits for the link mailed to them. */
export async function createJobAlert(
  db: Database,
  alert: {
    userId?: string | null;
    email?: string | null;
    filters: JobAlertFilters;
    frequency: AlertFrequency;
    language: string;
    confirmed: boolean;
  },
  now = new Date(),
): Promise<JobAlertRow> {
  const [row] = await db
    .insert(jobAlerts)
    .values({
      userId: alert.userId ?? null,
      email: alert.email ?? null,
      filters: alert.filters,
      frequency: alert.frequency,
      language: alert.language,
      confirmedAt: alert.confirmed ? now : null,
      // Jobs already on the board are not news: only those made visible after this time are mailed.
      sentThrough: alert.confirmed ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("The alert was not stored");
  return row;
}

/**
 * Serialises saving alerts of one owner (a member's id or a guest's address) until the transaction
 * ends: "is this search already saved? else insert" runs one at a time, so the same alert saved twice
 * at once (a double click, two tabs) is stored once. Call inside a transaction.
 */
export async function lockAlertOwner(tx: Database, owner: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alert:${owner}`}))`);
}

const sameFilters = (filters: JobAlertFilters) => sql`${jobAlerts.filters} = ${JSON.stringify(filters)}::jsonb`;

/**
 * A member's alert for a search: stored once per member and search; saving it again changes its
 * frequency. Returns whether a new alert was stored.
 */
export async function saveMemberAlert(
  db: Database,
  alert: { userId: string; filters: JobAlertFilters; frequency: AlertFrequency; language: string },
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockAlertOwner(tx, `user:${alert.userId}`);
    const [existing] = await tx
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.userId, alert.userId), sameFilters(alert.filters)));
    if (existing) {
      await setJobAlertFrequency(tx, existing.id, alert.frequency, now);
      return { id: existing.id, created: false };
    }
    const row = await createJobAlert(tx, { ...alert, confirmed: true }, now);
    return { id: row.id, created: true };
  });
}

/** A guest's alert for a search at an address, if one is stored (call after lockAlertOwner). */
export async function findGuestAlert(tx: Database, email: string, filters: JobAlertFilters) {
  const [row] = await tx
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.email, email), sql`${jobAlerts.userId} is null`, sameFilters(filters)));
  return row;
}

export async function findJobAlert(db: Database, id: string): Promise<JobAlertRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  return row;
}

/** A member's alerts, newest first. */
export async function listMemberAlerts(db: Database, userId: string): Promise<JobAlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), asc(jobAlerts.id));
}

export async function setJobAlertFrequency(db: Database, id: string, frequency: AlertFrequency, now = new Date()) {
  await db.update(jobAlerts).set({ frequency, updatedAt: now }).where(eq(jobAlerts.id, id));
}

export async function deleteJobAlert(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(jobAlerts).where(eq(jobAlerts.id, id)).returning({ id: jobAlerts.id });
  return deleted.length > 0;
}

/**
 * Confirms a guest's alert (its link was followed) unless it expired unconfirmed; from now on new
 * jobs are mailed. Confirming twice changes nothing. Returns the alert, or undefined when gone.
 */
export async function confirmJobAlert(db: Database, id: string, now = new Date()): Promise<JobAlertRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [confirmed] = await db
    .update(jobAlerts)
    .set({ confirmedAt: now, sentThrough: now, updatedAt: now })
    .where(
      and(
        eq(jobAlerts.id, id),
        isNull(jobAlerts.confirmedAt),
        gt(jobAlerts.createdAt, new Date(now.getTime() - UNCONFIRMED_ALERT_DAYS * DAY_MS)),
      ),
    )
    .returning();
  if (confirmed) return confirmed;
  const existing = await findJobAlert(db, id);
  return existing?.confirmedAt ? existing : undefined;
}

/** Unconfirmed alerts older than UNCONFIRMED_ALERT_DAYS: deleted. */
export async function deleteExpiredUnconfirmedAlerts(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(jobAlerts)
    .where(
      and(
        isNull(jobAlerts.confirmedAt),
        lte(jobAlerts.createdAt, new Date(now.getTime() - UNCONFIRMED_ALERT_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: jobAlerts.id });
  return deleted.length;
}

/** An alert that may be mailed, with the address and language its mail goes to. */
export type DueAlert = JobAlertRow & { to: string; mailLanguage: string };

/**
 * Confirmed alerts of `frequency` with somewhere to send them: a guest's confirmed address, or a
 * member's verified address on an account that is not disabled.
 */
export async function listAlertsToMail(db: Database, frequency: AlertFrequency): Promise<DueAlert[]> {
  const rows = await db
    .select({ alert: jobAlerts, userEmail: users.email, userLanguage: users.language })
    .from(jobAlerts)
    .leftJoin(users, eq(users.id, jobAlerts.userId))
    .where(
      and(
        eq(jobAlerts.frequency, frequency),
        isNotNull(jobAlerts.confirmedAt),
        isNotNull(jobAlerts.sentThrough),
        or(
          and(isNull(jobAlerts.userId), isNotNull(jobAlerts.email)),
          and(eq(users.emailVerified, true), isNull(users.disabledAt)),
        ),
      ),
    )
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return rows.map(({ alert, userEmail, userLanguage }) => ({
    ...alert,
    to: alert.userId ? (userEmail ?? "") : (alert.email ?? ""),
    mailLanguage: alert.userId ? (userLanguage ?? alert.language) : alert.language,
  }));
}

/**
 * How far before its marker a run looks for jobs not mailed yet: a job's `created_at` is the start of
 * the transaction that wrote it (an import writes a source's jobs in one), so a job can become visible
 * after a run whose marker is already past it; the database's clock and an instance's may differ too.
 */
export const ALERT_LOOKBACK_MS = DAY_MS;

/**
 * The open jobs matching an alert that it has not mailed, created from a day before its marker (never
 * before it was confirmed) up to `through`, newest first: the first `limit` in full, every id (what the
 * mail announces, by name or by count) and how many.
 */
export async function newJobsForAlert(
  db: Database,
  alert: Pick<JobAlertRow, "id" | "filters" | "sentThrough" | "confirmedAt">,
  through: Date,
  limit: number,
) {
  if (!alert.sentThrough) return { rows: [], ids: [], total: 0 };
  const lookback = new Date(alert.sentThrough.getTime() - ALERT_LOOKBACK_MS);
  const from = alert.confirmedAt && alert.confirmedAt > lookback ? alert.confirmedAt : lookback;
  const matching = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        openJobCondition(through),
        gt(jobs.createdAt, from),
        lte(jobs.createdAt, through),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobAlertJobs)
            .where(and(eq(jobAlertJobs.alertId, alert.id), eq(jobAlertJobs.jobId, jobs.id))),
        ),
        ...boardFilterConditions(alert.filters),
      ),
    )
    .orderBy(desc(jobs.createdAt), asc(jobs.id));
  const ids = matching.map((job) => job.id);
  const shown = ids.slice(0, limit);
  const rows =
    shown.length === 0
      ? []
      : await db.select().from(jobs).where(inArray(jobs.id, shown)).orderBy(desc(jobs.createdAt), asc(jobs.id));
  return { rows, ids, total: ids.length };
}

/** Records the jobs an alert's mail announced (in the mail's transaction): no later run mails them again. */
export async function recordAlertJobs(db: Database, alertId: string, jobIds: readonly string[], now: Date) {
  if (jobIds.length === 0) return;
  await db
    .insert(jobAlertJobs)
    .values(jobIds.map((jobId) => ({ alertId, jobId, mailedAt: now })))
    .onConflictDoNothing();
}

/** Forgets what alerts mailed before the look-back of any marker (markers move at least weekly). */
export async function pruneAlertJobs(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(jobAlertJobs)
    .where(lt(jobAlertJobs.mailedAt, new Date(now.getTime() - 15 * DAY_MS)))
    .returning({ alertId: jobAlertJobs.alertId });
  return deleted.length;
}

/**
 * Moves an alert's marker from `from` to `to` only if no one else moved it (two runners, one mail):
 * the caller sends the mail in the same transaction when this returns true.
 */
export async function advanceAlertMarker(db: Database, id: string, from: Date, to: Date, mailed: boolean) {
  const moved = await db
    .update(jobAlerts)
    .set({ sentThrough: to, ...(mailed ? { lastMailedAt: to } : {}) })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.sentThrough, from)))
    .returning({ id: jobAlerts.id });
  return moved.length === 1;
}

/** Posted jobs (not imported) open and expiring within `days`, whose poster was not reminded of this expiry. */
export async function listJobsToRemind(db: Database, now: Date, days: number) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      expiresAt: jobs.expiresAt,
      to: users.email,
      language: users.language,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.postedBy))
    .where(
      and(
        openJobCondition(now),
        lte(jobs.expiresAt, new Date(now.getTime() + days * DAY_MS)),
        or(isNull(jobs.expiryRemindedFor), ne(jobs.expiryRemindedFor, jobs.expiresAt)),
        isNull(users.disabledAt),
        sql`${users.role} in ('partner', 'admin')`,
      ),
    )
    .orderBy(asc(jobs.expiresAt), asc(jobs.id));
}

/** Marks a job's reminder sent for its current expiry; false when another runner (or a renewal) came first. */
export async function markExpiryReminded(db: Database, id: string): Promise<boolean> {
  const marked = await db
    .update(jobs)
    .set({ expiryRemindedFor: sql`${jobs.expiresAt}` })
    .where(and(eq(jobs.id, id), or(isNull(jobs.expiryRemindedFor), ne(jobs.expiryRemindedFor, jobs.expiresAt))))
    .returning({ id: jobs.id });
  return marked.length === 1;
}
