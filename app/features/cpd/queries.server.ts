import { createHash } from "node:crypto";
import { and, asc, between, desc, eq, inArray, max, sql } from "drizzle-orm";
import {
  credentialCycleProgress,
  countingWindow,
  cpdRule,
  toTenths,
  type CountedCredential,
  type CpdCategory,
  type CycleProgress,
} from "~/content/cpd-rule";
import type { CredentialLevel } from "~/features/registry";
import type { Database } from "~/db/client.server";
import { cpdActivities, cpdEvidence, credentialRenewals, credentials } from "~/db/schema";

/** The CPD ledger's queries (docs/decisions/031). */

export type CpdActivity = typeof cpdActivities.$inferSelect;

export type AutomaticCredit = {
  userId: string;
  source: "event" | "mentorship" | "forumAnswer";
  /** What it comes from (a registration id, a mentorship id, a post id): unique per member and source. */
  sourceRef: string;
  activityDate: string;
  category: CpdCategory;
  hours: number;
  provider: string;
  description: string;
};

/**
 * Records an entry the site knows of, in the caller's transaction. Recording the same source twice
 * (a retried request, two instances) stores one entry: the insert does nothing on a repeat.
 * Returns whether this call stored it.
 */
export async function recordAutomaticCredit(tx: Database, credit: AutomaticCredit): Promise<boolean> {
  const hoursTenths = Math.min(toTenths(credit.hours), toTenths(cpdRule.maxHoursPerEntry));
  if (hoursTenths <= 0) return false;
  const stored = await tx
    .insert(cpdActivities)
    .values({
      userId: credit.userId,
      source: credit.source,
      sourceRef: credit.sourceRef,
      activityDate: credit.activityDate,
      category: credit.category,
      hoursTenths,
      provider: credit.provider,
      description: credit.description,
    })
    .onConflictDoNothing({
      target: [cpdActivities.userId, cpdActivities.source, cpdActivities.sourceRef],
      where: sql`${cpdActivities.sourceRef} is not null`,
    })
    .returning({ id: cpdActivities.id });
  return stored.length > 0;
}

/** Removes an automatic entry whose cause was undone (e.g. an accepted answer un-accepted). */
export async function removeAutomaticCredit(
  tx: Database,
  ref: { userId: string; source: AutomaticCredit["source"]; sourceRef: string },
): Promise<void> {
  await tx
    .delete(cpdActivities)
    .where(
      and(
        eq(cpdActivities.userId, ref.userId),
        eq(cpdActivities.source, ref.source),
        eq(cpdActivities.sourceRef, ref.sourceRef),
      ),
    );
}

/** A member's entries dated between two days (both included), oldest first. */
export async function activitiesBetween(
  db: Database,
  userId: string,
  range: { start: string; end: string },
): Promise<CpdActivity[]> {
  return db
    .select()
    .from(cpdActivities)
    .where(and(eq(cpdActivities.userId, userId), between(cpdActivities.activityDate, range.start, range.end)))
    .orderBy(asc(cpdActivities.activityDate), asc(cpdActivities.createdAt));
}

/**
 * The last day the approved renewal that opened each credential's current cycle counted (its
 * snapshot's end), by credential id: the cycle counts from the day after (countingWindow), so
 * nothing counts twice and nothing logged after sending is lost. Only the renewal whose new issue
 * date is the credential's issue date opened that cycle; dates set again later by staff start afresh.
 */
export async function countedThroughOf(db: Database, credentialIds: readonly string[]): Promise<Map<string, string>> {
  if (credentialIds.length === 0) return new Map();
  const rows = await db
    .select({ credentialId: credentialRenewals.credentialId, through: max(credentialRenewals.cycleEnd) })
    .from(credentialRenewals)
    .innerJoin(
      credentials,
      and(
        eq(credentials.id, credentialRenewals.credentialId),
        eq(credentials.issuedOn, credentialRenewals.newIssuedOn),
      ),
    )
    .where(and(inArray(credentialRenewals.credentialId, [...credentialIds]), eq(credentialRenewals.status, "approved")))
    .groupBy(credentialRenewals.credentialId);
  return new Map(rows.flatMap((row) => (row.through ? [[row.credentialId, row.through] as const] : [])));
}

export type HeldCredentialForCpd = Omit<CountedCredential, "countedThrough"> & {
  id: string;
  userId: string;
  level: CredentialLevel;
};

/** Progress of a held credential today (its counting window: the cycle, or to today in grace and reinstatement). */
export async function credentialProgress(
  db: Database,
  credential: HeldCredentialForCpd,
  today: string,
): Promise<CycleProgress> {
  const counted = { ...credential, countedThrough: (await countedThroughOf(db, [credential.id])).get(credential.id) };
  const entries = await activitiesBetween(db, credential.userId, countingWindow(counted, today));
  return credentialCycleProgress(counted, entries, today);
}

// The ledger page: a member's own entries, typed by them or recorded by the site.

/** What the ledger shows of an evidence file (never its bytes). */
export type EvidenceInfo = { id: string; fileName: string; contentType: string; size: number };
export type LedgerEntry = CpdActivity & { evidence: EvidenceInfo | null };

/** A member's whole ledger, newest first, with what each entry's evidence file is. */
export async function ledgerEntries(db: Database, userId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .select({
      entry: cpdActivities,
      evidenceId: cpdEvidence.id,
      fileName: cpdEvidence.fileName,
      contentType: cpdEvidence.contentType,
      size: cpdEvidence.size,
    })
    .from(cpdActivities)
    .leftJoin(cpdEvidence, eq(cpdEvidence.id, cpdActivities.evidenceId))
    .where(eq(cpdActivities.userId, userId))
    .orderBy(desc(cpdActivities.activityDate), desc(cpdActivities.createdAt));
  return rows.map((row) => ({
    ...row.entry,
    evidence:
      row.evidenceId && row.fileName && row.contentType && row.size !== null
        ? { id: row.evidenceId, fileName: row.fileName, contentType: row.contentType, size: row.size }
        : null,
  }));
}

/** One entry by id (whoever's it is: the caller's policy decides), or null. */
export async function findLedgerEntry(db: Database, id: string): Promise<CpdActivity | null> {
  const [row] = await db.select().from(cpdActivities).where(eq(cpdActivities.id, id));
  return row ?? null;
}

export type ManualEntryInput = {
  activityDate: string;
  category: CpdCategory;
  hours: number;
  provider: string;
  description: string;
};

/** Stores an evidence file of a member (its type already decided from its content); returns its id. */
export async function storeEvidence(
  tx: Database,
  file: { userId: string; fileName: string; contentType: string; bytes: Uint8Array },
): Promise<string> {
  const content = Buffer.from(file.bytes);
  const [row] = await tx
    .insert(cpdEvidence)
    .values({
      userId: file.userId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: content.byteLength,
      sha256: createHash("sha256").update(content).digest("hex"),
      content,
    })
    .returning({ id: cpdEvidence.id });
  return row!.id;
}

/** Adds an entry the member typed; returns its id. */
export async function addManualEntry(
  tx: Database,
  userId: string,
  input: ManualEntryInput,
  evidenceId: string | null,
): Promise<string> {
  const [row] = await tx
    .insert(cpdActivities)
    .values({
      userId,
      activityDate: input.activityDate,
      category: input.category,
      hoursTenths: toTenths(input.hours),
      provider: input.provider,
      description: input.description,
      source: "manual",
      evidenceId,
    })
    .returning({ id: cpdActivities.id });
  return row!.id;
}

const ownManual = (userId: string, id: string) =>
  and(eq(cpdActivities.id, id), eq(cpdActivities.userId, userId), eq(cpdActivities.source, "manual"));

/**
 * Changes an entry the member typed (only theirs, only manual ones). `evidence`: keep the file, put a
 * new one in its place, or remove it; a replaced or removed file is deleted. Returns whether it changed.
 */
export async function updateManualEntry(
  tx: Database,
  userId: string,
  id: string,
  input: ManualEntryInput,
  evidence: { keep: true } | { replaceWith: string | null },
): Promise<boolean> {
  const [current] = await tx
    .select({ evidenceId: cpdActivities.evidenceId })
    .from(cpdActivities)
    .where(ownManual(userId, id))
    .for("update");
  if (!current) return false;
  await tx
    .update(cpdActivities)
    .set({
      activityDate: input.activityDate,
      category: input.category,
      hoursTenths: toTenths(input.hours),
      provider: input.provider,
      description: input.description,
      ...("replaceWith" in evidence ? { evidenceId: evidence.replaceWith } : {}),
      updatedAt: new Date(),
    })
    .where(ownManual(userId, id));
  if ("replaceWith" in evidence && current.evidenceId && current.evidenceId !== evidence.replaceWith) {
    await tx.delete(cpdEvidence).where(eq(cpdEvidence.id, current.evidenceId));
  }
  return true;
}

/** Deletes an entry the member typed, with its evidence file. Returns whether there was one. */
export async function deleteManualEntry(tx: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(cpdActivities)
    .where(ownManual(userId, id))
    .returning({ evidenceId: cpdActivities.evidenceId });
  const evidenceId = deleted[0]?.evidenceId;
  if (evidenceId) await tx.delete(cpdEvidence).where(eq(cpdEvidence.id, evidenceId));
  return deleted.length > 0;
}

export type EvidenceFile = EvidenceInfo & { userId: string; sha256: string; content: Buffer };

/** An evidence file with its bytes (the caller's policy decides who may have it), or null. */
export async function evidenceFile(db: Database, id: string): Promise<EvidenceFile | null> {
  const [row] = await db
    .select({
      id: cpdEvidence.id,
      userId: cpdEvidence.userId,
      fileName: cpdEvidence.fileName,
      contentType: cpdEvidence.contentType,
      size: cpdEvidence.size,
      sha256: cpdEvidence.sha256,
      content: cpdEvidence.content,
    })
    .from(cpdEvidence)
    .where(eq(cpdEvidence.id, id));
  return row ?? null;
}

/** Removes the automatic entries of one cause, whoever holds them (e.g. an answer no longer accepted). */
export async function removeAutomaticCreditsOf(
  tx: Database,
  ref: { source: AutomaticCredit["source"]; sourceRef: string },
): Promise<void> {
  await tx
    .delete(cpdActivities)
    .where(and(eq(cpdActivities.source, ref.source), eq(cpdActivities.sourceRef, ref.sourceRef)));
}
