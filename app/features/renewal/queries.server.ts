import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import { addDays, cpdRule } from "~/content/cpd-rule";
import {
  DEFAULT_AUDIT_RATE,
  openRenewalStatuses,
  type RenewalSnapshot,
  type RenewalStatus,
  type ReminderThreshold,
} from "~/features/renewal/renewal";
import { isUuid } from "~/lib/util/uuid";
import type { Database } from "~/db/client.server";
import { published, type Credential } from "~/features/registry/index.server";
import {
  appSettings,
  cpdActivities,
  credentialRenewalReminders,
  credentialRenewals,
  credentials,
  users,
} from "~/db/schema";

/** Renewals, audits and reminders (docs/decisions/033). */

export type Renewal = typeof credentialRenewals.$inferSelect;

const AUDIT_RATE_KEY = "renewal_audit_rate_percent";

/** The share of renewals drawn for audit, in percent (admins set it; 10 unless set). */
export async function getAuditRate(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, AUDIT_RATE_KEY));
  const rate = row ? Number(row.value) : NaN;
  return Number.isInteger(rate) && rate >= 0 && rate <= 100 ? rate : DEFAULT_AUDIT_RATE;
}

export async function setAuditRate(db: Database, rate: number): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: AUDIT_RATE_KEY, value: String(rate) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(rate), updatedAt: new Date() } });
}

const isOpen = inArray(credentialRenewals.status, [...openRenewalStatuses]);

export async function getRenewal(db: Database, id: string): Promise<Renewal | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(credentialRenewals).where(eq(credentialRenewals.id, id));
  return row ?? null;
}

/**
 * A renewal and its credential, each row locked until the transaction ends (a decision reads both,
 * then changes both). Under READ COMMITTED an unlocked read of the credential could be overtaken by
 * a revocation committed before the decision writes: the decision would then write "active" over it.
 * Locked, a revocation waits for the decision or the decision reads it. The renewal first, then the
 * credential: the order a decline takes too (it moves the renewal, then ends the grace), so the two
 * never wait on each other. `FOR NO KEY UPDATE` (decision 017): a new renewal's foreign key is not blocked.
 */
export async function lockRenewalAndCredential(
  tx: Database,
  id: string,
): Promise<{ renewal: Renewal; credential: Credential } | null> {
  if (!isUuid(id)) return null;
  const [renewal] = await tx
    .select()
    .from(credentialRenewals)
    .where(eq(credentialRenewals.id, id))
    .for("no key update");
  if (!renewal) return null;
  const [credential] = await tx
    .select()
    .from(credentials)
    .where(eq(credentials.id, renewal.credentialId))
    .for("no key update");
  return credential ? { renewal, credential } : null;
}

/** A credential's renewals, newest first. */
export async function renewalsOf(db: Database, credentialId: string): Promise<Renewal[]> {
  return db
    .select()
    .from(credentialRenewals)
    .where(eq(credentialRenewals.credentialId, credentialId))
    .orderBy(desc(credentialRenewals.createdAt));
}

/** Open renewals (waiting for a decision) of these credentials, by credential id. */
export async function openRenewalsOf(db: Database, credentialIds: readonly string[]): Promise<Map<string, Renewal>> {
  if (credentialIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(credentialRenewals)
    .where(and(inArray(credentialRenewals.credentialId, [...credentialIds]), isOpen));
  return new Map(rows.map((row) => [row.credentialId, row]));
}

export type NewRenewal = Pick<
  Renewal,
  | "credentialId"
  | "userId"
  | "level"
  | "cycleStart"
  | "cycleEnd"
  | "requiredTenths"
  | "countedTenths"
  | "auditRate"
  | "auditDraw"
  | "audited"
> & { snapshot: RenewalSnapshot };

/**
 * Stores a submitted renewal in the caller's transaction. A second one for the same credential while
 * one is open (a retried or parallel post) stores nothing: the unique partial index decides, and the
 * open one is returned with `created: false`. Sent on or before the expiry date, it keeps the
 * credential valid until the end of the grace period while it is reviewed (credentials.renewal_grace_until).
 */
export async function insertRenewal(
  tx: Database,
  input: NewRenewal,
  options: { today: string; graceUntil: string | null },
): Promise<{ renewal: Renewal; created: boolean }> {
  const [created] = await tx
    .insert(credentialRenewals)
    .values({ ...input, status: "submitted", conductConfirmedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  if (created) {
    if (options.graceUntil) {
      await tx
        .update(credentials)
        .set({ renewalGraceUntil: options.graceUntil })
        .where(eq(credentials.id, input.credentialId));
    }
    return { renewal: created, created: true };
  }
  const [open] = await tx
    .select()
    .from(credentialRenewals)
    .where(and(eq(credentialRenewals.credentialId, input.credentialId), isOpen));
  if (!open) throw new Error("The renewal was neither stored nor found");
  return { renewal: open, created: false };
}

/** Moves a renewal from one status to the next, only if it is still in `from`; the row, or null. */
export async function moveRenewal(
  tx: Database,
  id: string,
  from: readonly RenewalStatus[],
  change: Partial<
    Pick<
      Renewal,
      | "status"
      | "evidenceRequestedAt"
      | "evidenceReadyAt"
      | "decidedAt"
      | "decidedBy"
      | "declineReason"
      | "newIssuedOn"
      | "newExpiresOn"
    >
  >,
): Promise<Renewal | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .update(credentialRenewals)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(credentialRenewals.id, id), inArray(credentialRenewals.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Gives a credential its renewed validity (in the approval's transaction): new dates, status active,
 * no status reason, no grace, `updated_at` bumped (so the signed credential is signed again with the
 * new validFrom/validUntil, and the status lists clear any bit).
 */
export async function renewCredential(
  tx: Database,
  id: string,
  validity: { issuedOn: string; expiresOn: string },
  today: string,
  wasActive: boolean,
): Promise<void> {
  await tx
    .update(credentials)
    .set({
      issuedOn: validity.issuedOn,
      expiresOn: validity.expiresOn,
      status: "active",
      statusReason: null,
      // The new cycle is the rule's (renewedValidity): a reason given for the old one no longer applies.
      validityReason: null,
      statusChangedOn: wasActive ? undefined : today,
      renewalGraceUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(credentials.id, id));
}

/** A declined renewal no longer keeps its credential in grace. */
export async function endRenewalGrace(tx: Database, id: string): Promise<void> {
  await tx.update(credentials).set({ renewalGraceUntil: null }).where(eq(credentials.id, id));
}

// ---------------------------------------------------------------------------------------------
// Reminders and lapse (periodic tasks)

const noOpenRenewal = sql`not exists (select 1 from ${credentialRenewals} r where r.credential_id = ${credentials.id} and r.status in ('submitted', 'inAudit', 'evidenceReady'))`;

export type ReminderCandidate = {
  credential: Credential;
  to: string | null;
  language: string | null;
};

const holderColumns = {
  credential: credentials,
  to: sql<string | null>`case when ${users.emailVerified} and ${users.disabledAt} is null then ${users.email} end`,
  language: users.language,
};

/** Held, active credentials expiring within the first reminder's days (from today), with no open renewal. */
export async function credentialsToRemind(db: Database, today: string): Promise<ReminderCandidate[]> {
  const first = Math.max(...cpdRule.reminderDaysBefore);
  return db
    .select(holderColumns)
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .where(
      and(
        published,
        eq(credentials.status, "active"),
        gte(credentials.expiresOn, today),
        lte(credentials.expiresOn, addDays(today, first)),
        noOpenRenewal,
      ),
    )
    .orderBy(asc(credentials.expiresOn));
}

/** Active credentials past their grace period with no renewal under review. */
export async function credentialsToLapse(db: Database, today: string): Promise<ReminderCandidate[]> {
  return db
    .select(holderColumns)
    .from(credentials)
    .leftJoin(users, eq(users.id, credentials.userId))
    .where(
      and(
        published,
        eq(credentials.status, "active"),
        lt(credentials.expiresOn, addDays(today, -cpdRule.graceDays)),
        noOpenRenewal,
      ),
    )
    .orderBy(asc(credentials.expiresOn));
}

/** Marks a credential lapsed (expired) if it still is the active one the task found; whether it did. */
export async function markLapsed(tx: Database, credential: Credential, today: string): Promise<boolean> {
  const updated = await tx
    .update(credentials)
    .set({
      status: "expired",
      statusReason: "lapsed",
      statusChangedOn: today,
      renewalGraceUntil: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(credentials.id, credential.id),
        eq(credentials.status, "active"),
        eq(credentials.expiresOn, credential.expiresOn),
        noOpenRenewal,
      ),
    )
    .returning({ id: credentials.id });
  return updated.length > 0;
}

/** Records a reminder in the caller's transaction; false when it was recorded before (then no mail). */
export async function recordReminder(
  tx: Database,
  reminder: { credentialId: string; threshold: ReminderThreshold; expiresOn: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(credentialRenewalReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ credentialId: credentialRenewalReminders.credentialId });
  return inserted.length > 0;
}

export async function remindersOf(db: Database, credentialId: string) {
  return db
    .select()
    .from(credentialRenewalReminders)
    .where(eq(credentialRenewalReminders.credentialId, credentialId))
    .orderBy(asc(credentialRenewalReminders.sentAt));
}

// ---------------------------------------------------------------------------------------------
// Admin view

/** Active credentials expiring within 30, 90 and 180 days (each count includes the shorter spans). */
export async function expiringCounts(
  db: Database,
  today: string,
  spans: readonly number[],
): Promise<Record<number, number>> {
  const within = (days: number) =>
    sql<number>`count(*) filter (where ${credentials.expiresOn} <= ${addDays(today, days)})`;
  const [row] = await db
    .select(Object.fromEntries(spans.map((days) => [`d${days}`, within(days)])))
    .from(credentials)
    .where(
      and(
        published,
        eq(credentials.status, "active"),
        gte(credentials.expiresOn, today),
        lte(credentials.expiresOn, addDays(today, Math.max(...spans))),
      ),
    );
  return Object.fromEntries(spans.map((days) => [days, Number(row?.[`d${days}`] ?? 0)]));
}

export type RenewalRow = {
  id: string;
  credentialId: string;
  status: RenewalStatus;
  audited: boolean;
  level: Renewal["level"];
  holder: string;
  createdAt: Date;
  decidedAt: Date | null;
};

/** Renewals in these statuses (oldest first for open ones, newest first for decided ones). */
export async function listRenewals(
  db: Database,
  statuses: readonly RenewalStatus[],
  options: { newestFirst?: boolean; limit?: number } = {},
): Promise<RenewalRow[]> {
  return db
    .select({
      id: credentialRenewals.id,
      credentialId: credentialRenewals.credentialId,
      status: credentialRenewals.status,
      audited: credentialRenewals.audited,
      level: credentialRenewals.level,
      holder: sql<string>`${credentials.givenNames} || ' ' || ${credentials.lastName}`,
      createdAt: credentialRenewals.createdAt,
      decidedAt: credentialRenewals.decidedAt,
    })
    .from(credentialRenewals)
    .innerJoin(credentials, eq(credentials.id, credentialRenewals.credentialId))
    .where(inArray(credentialRenewals.status, [...statuses]))
    .orderBy(options.newestFirst ? desc(credentialRenewals.updatedAt) : asc(credentialRenewals.createdAt))
    .limit(options.limit ?? 100);
}

/** How many renewals are in these statuses (the admin overview's "waiting for review"). */
export async function countRenewals(db: Database, statuses: readonly RenewalStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(credentialRenewals)
    .where(inArray(credentialRenewals.status, [...statuses]));
  return row?.n ?? 0;
}

/** Held credentials expiring soonest (within `days`), for the admin list. */
export async function expiringSoon(db: Database, today: string, days: number, limit = 50) {
  return db
    .select({
      id: credentials.id,
      holder: sql<string>`${credentials.givenNames} || ' ' || ${credentials.lastName}`,
      level: credentials.level,
      expiresOn: credentials.expiresOn,
      held: isNotNull(credentials.userId),
      open: sql<boolean>`not ${noOpenRenewal}`,
    })
    .from(credentials)
    .where(
      and(
        published,
        eq(credentials.status, "active"),
        gte(credentials.expiresOn, today),
        lte(credentials.expiresOn, addDays(today, days)),
      ),
    )
    .orderBy(asc(credentials.expiresOn))
    .limit(limit);
}

/** The current evidence of ledger entries (by id): entries may have gained evidence since the snapshot. */
export async function currentEvidence(db: Database, entryIds: readonly string[]) {
  if (entryIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: cpdActivities.id, evidenceId: cpdActivities.evidenceId })
    .from(cpdActivities)
    .where(inArray(cpdActivities.id, [...entryIds]));
  return new Map(rows.map((row) => [row.id, row.evidenceId]));
}
