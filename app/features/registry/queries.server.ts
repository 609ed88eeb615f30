import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, not, notInArray, or, sql, type SQL } from "drizzle-orm";
import { validityFrom } from "~/content/cpd-rule";
import { generateCredentialId } from "~/features/registry/credential-id";
import { isUuid } from "~/lib/util/uuid";
import {
  effectiveStatus,
  sameSurname,
  type ApplicationStatus,
  type CredentialInput,
  type CredentialStatus,
  type VerificationStatus,
  finalCredentialStatuses,
} from "~/features/registry/registry";
import { isoToday } from "~/lib/format/dates";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/lib/data/like-pattern";
import { credentialImportsRunning, credentials, partnerApplicationDrafts, partnerApplications } from "~/db/schema";
import { pageWithTotal } from "~/lib/data/paging.server";
import { logger } from "~/lib/server/log.server";

export type Credential = typeof credentials.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Credentials

/** Lookups go to the database in batches of this many ids (one query each). */
export const LOOKUP_BATCH_SIZE = 250;
export const CREDENTIALS_PAGE_SIZE = 25;

/** What verification may show of a credential: never the email or the status reason. */
export type VerifiedCredential = {
  id: string;
  holderName: string;
  level: Credential["level"];
  domains: string[];
  issuedOn: string;
  expiresOn: string;
};

export type VerificationResult = { status: VerificationStatus; credential: VerifiedCredential | null };

const NOT_FOUND: VerificationResult = { status: "notFound", credential: null };

export function holderName(credential: Pick<Credential, "givenNames" | "lastName">): string {
  return `${credential.givenNames} ${credential.lastName}`.trim();
}

/**
 * Verifies (normalised id, typed last name) pairs: one query per batch of ids. An unknown id and
 * a wrong last name give the same answer (not found), so the registry cannot be browsed.
 */
export async function verifyCredentials(
  db: Database,
  queries: ReadonlyArray<{ id: string; lastName: string }>,
  today: string = isoToday(),
): Promise<VerificationResult[]> {
  const results: VerificationResult[] = [];
  for (let start = 0; start < queries.length; start += LOOKUP_BATCH_SIZE) {
    const batch = queries.slice(start, start + LOOKUP_BATCH_SIZE);
    const ids = [...new Set(batch.map((query) => query.id))];
    const rows = await db
      .select()
      .from(credentials)
      .where(and(inArray(credentials.id, ids), published));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const query of batch) {
      const row = byId.get(query.id);
      if (!row || !sameSurname(row.lastName, query.lastName)) {
        results.push(NOT_FOUND);
        continue;
      }
      results.push({
        status: effectiveStatus(row, today),
        credential: {
          id: row.id,
          holderName: holderName(row),
          level: row.level,
          domains: row.domains,
          issuedOn: row.issuedOn,
          expiresOn: row.expiresOn,
        },
      });
    }
  }
  return results;
}

export async function findCredential(db: Database, id: string): Promise<Credential | null> {
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, id), published));
  return row ?? null;
}

/** A renewal under review keeps an expired credential valid until this day (effectiveStatus). */
const inGrace = (today: string) => sql`coalesce(${credentials.renewalGraceUntil} >= ${today}, false)`;

/** Status filter by what verification would answer ("valid" = active and not past expiry). */
function statusCondition(status: Exclude<VerificationStatus, "notFound">, today: string): SQL | undefined {
  switch (status) {
    case "valid":
      return and(eq(credentials.status, "active"), or(gte(credentials.expiresOn, today), inGrace(today)));
    case "expired":
      return or(
        eq(credentials.status, "expired"),
        and(eq(credentials.status, "active"), lt(credentials.expiresOn, today), not(inGrace(today))),
      );
    default:
      return eq(credentials.status, status);
  }
}

export async function listCredentials(
  db: Database,
  options: { query?: string; status?: Exclude<VerificationStatus, "notFound">; page: number; today?: string },
) {
  const today = options.today ?? isoToday();
  const filters: SQL[] = [published];
  if (options.query) {
    const pattern = containsPattern(options.query);
    const compact = containsPattern(options.query.replace(/[\s-]+/g, ""));
    filters.push(
      or(
        ilike(credentials.id, pattern),
        ilike(sql`replace(${credentials.id}, '-', '')`, compact),
        ilike(credentials.lastName, pattern),
        ilike(credentials.givenNames, pattern),
        ilike(credentials.email, pattern),
      )!,
    );
  }
  if (options.status) filters.push(statusCondition(options.status, today)!);
  const where = and(...filters);
  return pageWithTotal(
    db,
    db.select().from(credentials).where(where).orderBy(desc(credentials.issuedOn), asc(credentials.id)).$dynamic(),
    { table: credentials, where },
    { page: options.page, pageSize: CREDENTIALS_PAGE_SIZE },
  );
}

/** Counts by verification status (valid, expired, suspended, revoked). */
export async function countCredentialsByStatus(db: Database, today: string = isoToday()) {
  const [row] = await db
    .select({
      valid: sql<number>`count(*) filter (where ${credentials.status} = 'active' and (${credentials.expiresOn} >= ${today} or ${inGrace(today)}))`,
      expired: sql<number>`count(*) filter (where ${credentials.status} = 'expired' or (${credentials.status} = 'active' and ${credentials.expiresOn} < ${today} and not ${inGrace(today)}))`,
      suspended: sql<number>`count(*) filter (where ${credentials.status} = 'suspended')`,
      revoked: sql<number>`count(*) filter (where ${credentials.status} = 'revoked')`,
    })
    .from(credentials)
    .where(published);
  return {
    valid: Number(row?.valid ?? 0),
    expired: Number(row?.expired ?? 0),
    suspended: Number(row?.suspended ?? 0),
    revoked: Number(row?.revoked ?? 0),
  };
}

type NewCredential = Omit<CredentialInput, "expiresOn" | "validityReason"> & {
  /** Empty or absent: the rule's validity from the issue date. */
  expiresOn?: string;
  validityReason?: string | null;
  status?: CredentialStatus;
  statusReason?: string | null;
  statusChangedOn?: string | null;
  /** The account that holds it from the start (a certification decision on an exam); absent: claimed later. */
  userId?: string | null;
};

/**
 * Every new credential's validity, from the one rule (app/content/cpd-rule.ts): no expiry date gives
 * the rule's; a reason is kept only where the date differs from it (nothing to explain otherwise).
 */
function storedValidity(input: Pick<NewCredential, "issuedOn" | "expiresOn" | "validityReason">) {
  const rule = validityFrom(input.issuedOn).expiresOn;
  const expiresOn = input.expiresOn || rule;
  return { expiresOn, validityReason: expiresOn === rule ? null : input.validityReason || null };
}

function credentialValues(input: NewCredential, id: string, createdBy: string | null) {
  return {
    id,
    givenNames: input.givenNames,
    lastName: input.lastName,
    email: input.email || null,
    level: input.level,
    domains: [...new Set(input.domains)],
    issuedOn: input.issuedOn,
    ...storedValidity(input),
    status: input.status ?? "active",
    statusReason: input.statusReason ?? null,
    statusChangedOn: input.statusChangedOn ?? null,
    createdBy,
    ...(input.userId ? { userId: input.userId, claimedAt: new Date() } : {}),
  };
}

type Executor = Pick<Database, "insert">;

/** Rows of imports still running are not part of the registry yet (see importCredentials). */
export const published = sql`(${credentials.importId} is null or not exists (select 1 from ${credentialImportsRunning} r where r.id = ${credentials.importId}))`;

/** Inserts with a fresh id for the year of issue; a (very unlikely) id collision draws again. */
async function insertCredential(db: Executor, input: NewCredential, createdBy: string | null): Promise<string> {
  const year = Number(input.issuedOn.slice(0, 4));
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const id = generateCredentialId(year);
    const inserted = await db
      .insert(credentials)
      .values(credentialValues(input, id, createdBy))
      .onConflictDoNothing({ target: credentials.id })
      .returning({ id: credentials.id });
    if (inserted[0]) return inserted[0].id;
  }
  throw new Error("No free credential id");
}

export async function createCredential(db: Database, input: NewCredential, createdBy: string | null = null) {
  return insertCredential(db, input, createdBy);
}

/** Rows per INSERT of an import: one statement per chunk, not one per row. */
export const IMPORT_CHUNK_ROWS = 50;

/** Rows of an import that crashed before publishing (or removing) them are removed after this. */
const ABANDONED_IMPORT_MS = 60 * 60 * 1000;

/**
 * Every credential or none, without one long transaction: on PGlite a transaction holds the only
 * connection, so other requests' queries would wait for the whole import (5,000 rows: seconds).
 * The import is registered as running (credential_imports_running), which keeps its rows invisible;
 * rows go in as multi-row INSERTs of IMPORT_CHUNK_ROWS, each its own short statement with the event
 * loop free between them; deleting the running row then publishes all of them at once. Any failure
 * removes the rows written so far (an import that crashed is cleaned up by the next one after an
 * hour). Ids colliding with stored ones (very unlikely) are drawn again for those rows. Returns the
 * new ids in the order of `inputs`.
 */
export async function importCredentials(
  db: Database,
  inputs: readonly NewCredential[],
  createdBy: string | null = null,
): Promise<string[]> {
  const abandoned = await db
    .select({ id: credentialImportsRunning.id })
    .from(credentialImportsRunning)
    .where(lt(credentialImportsRunning.startedAt, new Date(Date.now() - ABANDONED_IMPORT_MS)));
  for (const { id } of abandoned) await discardImport(db, id);

  const importId = randomUUID();
  await db.insert(credentialImportsRunning).values({ id: importId });
  try {
    const ids: string[] = [];
    for (let start = 0; start < inputs.length; start += IMPORT_CHUNK_ROWS) {
      if (start > 0) await nextTurn();
      ids.push(...(await insertChunk(db, inputs.slice(start, start + IMPORT_CHUNK_ROWS), createdBy, importId)));
    }
    // Publishing: one row, however many credentials.
    await db.delete(credentialImportsRunning).where(eq(credentialImportsRunning.id, importId));
    return ids;
  } catch (error) {
    await discardImport(db, importId).catch((cleanup: unknown) =>
      logger.error({ err: cleanup }, "Removing the rows of a failed import failed"),
    );
    throw error;
  }
}

/** Removes the rows of an import that failed (still invisible), then the import itself. */
async function discardImport(db: Database, importId: string) {
  await db.delete(credentials).where(eq(credentials.importId, importId));
  await db.delete(credentialImportsRunning).where(eq(credentialImportsRunning.id, importId));
}

async function insertChunk(db: Executor, inputs: readonly NewCredential[], createdBy: string | null, importId: string) {
  const ids: (string | undefined)[] = inputs.map(() => undefined);
  let pending = inputs.map((_, index) => index);
  for (let attempt = 0; attempt < 8 && pending.length > 0; attempt += 1) {
    // Fresh ids, distinct within the statement (ON CONFLICT cannot skip a duplicate inside one INSERT).
    const drawn = new Map<string, number>();
    for (const index of pending) {
      const year = Number(inputs[index]!.issuedOn.slice(0, 4));
      let id = generateCredentialId(year);
      while (drawn.has(id)) id = generateCredentialId(year);
      drawn.set(id, index);
    }
    const inserted = await db
      .insert(credentials)
      .values([...drawn].map(([id, index]) => ({ ...credentialValues(inputs[index]!, id, createdBy), importId })))
      .onConflictDoNothing({ target: credentials.id })
      .returning({ id: credentials.id });
    for (const row of inserted) ids[drawn.get(row.id)!] = row.id;
    pending = pending.filter((index) => ids[index] === undefined);
  }
  if (pending.length > 0) throw new Error("No free credential id");
  return ids as string[];
}

/**
 * Sets a credential's status unless it is revoked: revocation is final (the Bitstring Status List does not
 * reverse it; reinstating means issuing a new credential, decision 035). The check is in the UPDATE itself,
 * so a reinstatement racing a revocation cannot land after it (PostgreSQL re-reads the row it waited for).
 */
export async function setCredentialStatus(
  db: Database,
  id: string,
  change: { status: CredentialStatus; reason: string; changedOn: string },
): Promise<"changed" | "missing" | "final"> {
  const updated = await db
    .update(credentials)
    .set({
      status: change.status,
      statusReason: change.reason,
      statusChangedOn: change.changedOn,
      updatedAt: new Date(),
    })
    .where(and(eq(credentials.id, id), published, notInArray(credentials.status, [...finalCredentialStatuses])))
    .returning({ id: credentials.id });
  if (updated.length > 0) return "changed";
  return (await findCredential(db, id)) ? "final" : "missing";
}

// ---------------------------------------------------------------------------------------------
// Partnership applications

export type PartnerApplication = typeof partnerApplications.$inferSelect;
export type ApplicationDraft = typeof partnerApplicationDrafts.$inferSelect;
export const APPLICATIONS_PAGE_SIZE = 20;

export async function createApplicationDraft(db: Database, input: { step: number; values: Record<string, unknown> }) {
  const [row] = await db.insert(partnerApplicationDrafts).values(input).returning();
  if (!row) throw new Error("Draft was not created");
  return row;
}

export async function getApplicationDraft(db: Database, id: string): Promise<ApplicationDraft | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(partnerApplicationDrafts).where(eq(partnerApplicationDrafts.id, id));
  return row ?? null;
}

/** Merges the step's values into the draft (jsonb `||`) and moves it to `step`. */
export async function saveApplicationDraft(
  db: Database,
  id: string,
  input: { step: number; values: Record<string, unknown> },
): Promise<ApplicationDraft | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(partnerApplicationDrafts)
    .set({
      values: sql`${partnerApplicationDrafts.values} || ${JSON.stringify(input.values)}::jsonb`,
      step: input.step,
      updatedAt: new Date(),
    })
    .where(eq(partnerApplicationDrafts.id, id))
    .returning();
  return row ?? null;
}

export type ApplicationInput = Pick<
  PartnerApplication,
  | "organisation"
  | "organisationType"
  | "tier"
  | "country"
  | "website"
  | "contactName"
  | "contactRole"
  | "email"
  | "phone"
  | "contribution"
  | "areas"
  | "language"
>;

/** Stores the application and removes its draft, together. */
export async function submitApplication(
  db: Database,
  draftId: string | null,
  input: ApplicationInput,
): Promise<PartnerApplication> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(partnerApplications).values(input).returning();
    if (!row) throw new Error("Application was not stored");
    if (draftId && isUuid(draftId)) {
      await tx.delete(partnerApplicationDrafts).where(eq(partnerApplicationDrafts.id, draftId));
    }
    return row;
  });
}

/** Drafts untouched for this long are removed (called now and then). */
export async function deleteStaleDrafts(db: Database, olderThanDays = 30) {
  const cutoff = new Date(Date.now() - olderThanDays * 24 * 60 * 60 * 1000);
  await db.delete(partnerApplicationDrafts).where(lt(partnerApplicationDrafts.updatedAt, cutoff));
}

export async function listApplications(db: Database, options: { status?: ApplicationStatus; page: number }) {
  const where = options.status ? eq(partnerApplications.status, options.status) : undefined;
  return pageWithTotal(
    db,
    db
      .select()
      .from(partnerApplications)
      .where(where)
      .orderBy(desc(partnerApplications.createdAt), asc(partnerApplications.organisation))
      .$dynamic(),
    { table: partnerApplications, where },
    { page: options.page, pageSize: APPLICATIONS_PAGE_SIZE },
  );
}

export async function countApplicationsByStatus(db: Database): Promise<Record<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: partnerApplications.status, n: count() })
    .from(partnerApplications)
    .groupBy(partnerApplications.status);
  const counts: Record<ApplicationStatus, number> = { new: 0, inReview: 0, approved: 0, declined: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status] = row.n;
  return counts;
}

export async function getApplication(db: Database, id: string): Promise<PartnerApplication | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
  return row ?? null;
}

export async function updateApplication(
  db: Database,
  id: string,
  change: { status: ApplicationStatus; notes: string },
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await db
    .update(partnerApplications)
    .set({ status: change.status, notes: change.notes, updatedAt: new Date() })
    .where(eq(partnerApplications.id, id))
    .returning({ id: partnerApplications.id });
  return updated.length > 0;
}

/**
 * Which (credential, account) pairs the registry links: the credential is held by the account
 * (credentials.user_id, set by a claim or an admin). A credential id alone is public
 * (share links, QR codes), and an e-mail match is no proof either: only the link is.
 */
export async function credentialsHeldByAccounts(
  db: Database,
  claims: readonly { credentialId: string; userId: string }[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await db
    .select({ credentialId: credentials.id, userId: credentials.userId })
    .from(credentials)
    .where(
      and(
        published,
        inArray(
          credentials.id,
          claims.map((c) => c.credentialId),
        ),
        inArray(
          credentials.userId,
          claims.map((c) => c.userId),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.credentialId}|${row.userId}`));
}
