import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { published, type Credential } from "~/features/registry/queries.server";
import { credentials, users } from "~/db/schema";

/**
 * Credentials that belong to accounts (docs/decisions/023): credentials.user_id links a
 * credential to its holder's account. A member claims a credential issued to their verified address;
 * an admin links (or unlinks) one by hand, e.g. when the address was mistyped at issue.
 */

/** The credentials an account holds, newest first. */
export async function heldCredentials(db: Database, userId: string): Promise<Credential[]> {
  return db
    .select()
    .from(credentials)
    .where(and(eq(credentials.userId, userId), published))
    .orderBy(desc(credentials.issuedOn), credentials.id);
}

/** Whether the account holds any credential (the header's call to action): one row at most, by index. */
export async function holdsCredential(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.userId, userId), published))
    .limit(1);
  return rows.length > 0;
}

/**
 * Unclaimed credentials issued to this address (letter case aside), newest first; none while the
 * account's address is not verified (the address must be proven before it can claim anything).
 */
export async function claimableCredentials(db: Database, userId: string): Promise<Credential[]> {
  const rows = await db
    .select({ credential: credentials })
    .from(credentials)
    .innerJoin(users, sql`lower(${credentials.email}) = lower(${users.email})`)
    .where(and(eq(users.id, userId), eq(users.emailVerified, true), isNull(credentials.userId), published))
    .orderBy(desc(credentials.issuedOn), credentials.id);
  return rows.map((row) => row.credential);
}

export type ClaimOutcome = "claimed" | "alreadyYours" | "refused";

/**
 * Links the credential to the account if it is unclaimed and issued to the account's verified
 * address: one conditional UPDATE, so of two claims sent at once exactly one stores (the other
 * finds the credential already held and answers "alreadyYours"). Anything else is refused alike,
 * whether the credential does not exist, is another address's or someone else's: a claim cannot
 * be used to learn about other people's credentials.
 */
export async function claimCredential(db: Database, id: string, userId: string): Promise<ClaimOutcome> {
  const claimed = await db
    .update(credentials)
    .set({ userId, claimedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(credentials.id, id),
        isNull(credentials.userId),
        published,
        sql`exists (select 1 from ${users} u where u.id = ${userId} and u.email_verified and lower(u.email) = lower(${credentials.email}))`,
      ),
    )
    .returning({ id: credentials.id });
  if (claimed.length > 0) return "claimed";
  const [held] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.id, id), eq(credentials.userId, userId), published));
  return held ? "alreadyYours" : "refused";
}

export type LinkOutcome = "linked" | "notFound" | "noAccount" | "linkedElsewhere";

/**
 * An admin links a credential to the account with this address (letter case aside). A credential
 * held by another account is not moved silently: it must be unlinked first.
 */
export async function linkCredential(
  db: Database,
  id: string,
  email: string,
): Promise<{ outcome: LinkOutcome; account?: { id: string; name: string; email: string } }> {
  const [account] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!account) return { outcome: "noAccount" };
  const linked = await db
    .update(credentials)
    .set({ userId: account.id, claimedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(credentials.id, id),
        published,
        sql`(${credentials.userId} is null or ${credentials.userId} = ${account.id})`,
      ),
    )
    .returning({ id: credentials.id });
  if (linked.length > 0) return { outcome: "linked", account };
  const [exists] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.id, id), published));
  return { outcome: exists ? "linkedElsewhere" : "notFound", account };
}

/**
 * An admin unlinks a credential from its account. Its public page goes off with the link: only a
 * holder decides to publish, and there is no holder any more. Returns false when it does not exist.
 */
export async function unlinkCredential(db: Database, id: string): Promise<boolean> {
  const updated = await db
    .update(credentials)
    .set({ userId: null, claimedAt: null, publicPage: false, updatedAt: new Date() })
    .where(and(eq(credentials.id, id), published))
    .returning({ id: credentials.id });
  return updated.length > 0;
}

/** The holder switches the credential's public page on or off; false when they do not hold it. */
export async function setPublicPage(db: Database, id: string, userId: string, on: boolean): Promise<boolean> {
  const updated = await db
    .update(credentials)
    .set({ publicPage: on, updatedAt: new Date() })
    .where(and(eq(credentials.id, id), eq(credentials.userId, userId), published))
    .returning({ id: credentials.id });
  return updated.length > 0;
}

/** The accounts (name and address) credentials are linked to, by account id: for the registry's admin list. */
export async function holderAccounts(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, { name: string; email: string }>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}
