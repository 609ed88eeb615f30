// Queries of signed credentials (docs/decisions/022): the issuer's keys and the status lists.
import { and, asc, eq, gte, isNull, lt, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { credentials, issuerKeys } from "~/db/schema";

export type IssuerKeyRow = typeof issuerKeys.$inferSelect;

/** Every key, oldest first: the current one (retiredAt null) and the retired ones still published. */
export async function listIssuerKeys(db: Database): Promise<IssuerKeyRow[]> {
  return db.select().from(issuerKeys).orderBy(asc(issuerKeys.createdAt), asc(issuerKeys.id));
}

export async function findCurrentIssuerKey(db: Database): Promise<IssuerKeyRow | null> {
  const [row] = await db.select().from(issuerKeys).where(isNull(issuerKeys.retiredAt));
  return row ?? null;
}

export async function findIssuerKey(db: Database, id: string): Promise<IssuerKeyRow | null> {
  const [row] = await db.select().from(issuerKeys).where(eq(issuerKeys.id, id));
  return row ?? null;
}

/**
 * Stores `key` as the current key unless there is one already (another instance may be starting at
 * the same moment: the unique index lets one of them win), then returns whichever key is current.
 */
export async function insertCurrentKeyIfAbsent(
  db: Database,
  key: Pick<IssuerKeyRow, "id" | "publicKeyMultibase" | "secretKeySealed">,
): Promise<IssuerKeyRow> {
  await db.insert(issuerKeys).values(key).onConflictDoNothing();
  const current = await findCurrentIssuerKey(db);
  if (!current) throw new Error("No current issuer key could be stored");
  return current;
}

/**
 * Retires the current key and stores `next` as the current one, in one transaction. Returns false
 * when `expectedCurrentId` is no longer the current key (someone rotated meanwhile): nothing changes.
 */
export async function rotateIssuerKeyRow(
  db: Database,
  expectedCurrentId: string,
  next: Pick<IssuerKeyRow, "id" | "publicKeyMultibase" | "secretKeySealed">,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const retired = await tx
      .update(issuerKeys)
      .set({ retiredAt: new Date() })
      .where(and(eq(issuerKeys.id, expectedCurrentId), isNull(issuerKeys.retiredAt)))
      .returning({ id: issuerKeys.id });
    if (retired.length === 0) return false;
    await tx.insert(issuerKeys).values(next);
    return true;
  });
}

/**
 * One status list's set bits: the status indexes in [from, to) of credentials whose status is
 * `status` (revoked → revocation list, suspended → suspension list), and the latest change of any
 * credential in that range (the list's validFrom and proof date, the same on every instance).
 */
export async function statusListEntries(
  db: Database,
  status: "revoked" | "suspended",
  from: number,
  to: number,
): Promise<{ indexes: number[]; changedAt: Date | null }> {
  const range = and(gte(credentials.statusIndex, from), lt(credentials.statusIndex, to));
  const [set, [latest]] = await Promise.all([
    db
      .select({ index: credentials.statusIndex })
      .from(credentials)
      .where(and(range, eq(credentials.status, status))),
    db
      .select({ changedAt: max(credentials.updatedAt) })
      .from(credentials)
      .where(range),
  ]);
  const changedAt = latest?.changedAt ?? null;
  return {
    indexes: set.map((row) => row.index),
    changedAt: changedAt === null ? null : new Date(changedAt as unknown as string | Date),
  };
}

/** The highest status index in use (null: no credential yet): how many lists exist. */
export async function highestStatusIndex(db: Database): Promise<number | null> {
  const [row] = await db.select({ top: sql<number | null>`max(${credentials.statusIndex})` }).from(credentials);
  return row?.top === null || row?.top === undefined ? null : Number(row.top);
}
