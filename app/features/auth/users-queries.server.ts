import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Role } from "~/features/auth/roles";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/lib/data/like-pattern";
import { accounts, newsletterSubscriptions, quizAttempts, sessions, users, verifications } from "~/db/schema";
import { pageWithTotal } from "~/lib/data/paging.server";

/** better-auth's provider id for email and password. */
const CREDENTIAL = "credential";

/**
 * Creates a confirmed account with a password (demo data and `npm run admin`), hashed the
 * way better-auth checks it at sign-in. Returns the new user's id.
 */
export async function createUserWithPassword(
  db: Database,
  input: { name: string; email: string; password: string; role: Role; language?: string; country?: string },
): Promise<string> {
  const id = randomUUID();
  const password = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      name: input.name,
      email: input.email.toLowerCase(),
      emailVerified: true,
      role: input.role,
      language: input.language ?? "en",
      country: input.country ?? null,
    });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: CREDENTIAL, userId: id, password });
  });
  return id;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Whether `password` is the user's current one (e.g. to confirm deleting the account). */
export async function checkPassword(db: Database, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL)));
  if (!row?.hash) return false;
  return verifyPassword({ hash: row.hash, password });
}

/**
 * Gives the user a new password (hashed as better-auth checks it), creating the credential if
 * missing. `keepSessions: false` also ends every session of the account; `unlessAlready` leaves an
 * account alone whose password is this one already.
 */
export async function replacePassword(
  db: Database,
  userId: string,
  password: string,
  options: { keepSessions: boolean; unlessAlready?: boolean },
) {
  if (options.unlessAlready && (await checkPassword(db, userId, password))) return;
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL)))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: userId, providerId: CREDENTIAL, userId, password: hash });
    }
    if (!options.keepSessions) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Inside a transaction about to demote, disable or delete `userId`: whether an active administrator
 * remains afterwards (always, when `userId` is not one). The rows of the active administrators are locked (in id order, so two such
 * transactions never deadlock): a second transaction waits, then sees the first one's change, so two
 * administrators demoting each other (or deleting their accounts) at once cannot leave none.
 */
async function anotherAdminRemains(tx: Transaction, userId: string): Promise<boolean> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for("no key update");
  return !admins.some((admin) => admin.id === userId) || admins.length > 1;
}

/**
 * Sets an account's role. Returns false (and changes nothing) when that would leave the site
 * without an active administrator.
 */
export async function setUserRole(db: Database, userId: string, role: Role): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (role !== "admin" && !(await anotherAdminRemains(tx, userId))) return false;
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    return true;
  });
}

/**
 * Disabling also ends the account's sessions, so it is signed out everywhere at once. Returns false
 * (and changes nothing) when that would leave the site without an active administrator.
 */
export async function setUserDisabled(db: Database, userId: string, disabled: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (disabled && !(await anotherAdminRemains(tx, userId))) return false;
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
    return true;
  });
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: { name: string; country: string | null; language: string },
) {
  await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Deletes the account and its personal data in one transaction: the user row (sessions and
 * credentials go with it), the newsletter subscription of its address; quiz attempts stay as
 * anonymous statistics (their user id is cleared by the foreign key). Returns false (and deletes
 * nothing) when the account is the last active administrator.
 */
export async function deleteUserAndPersonalData(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await anotherAdminRemains(tx, userId))) return false;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return true;
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
    await tx.update(quizAttempts).set({ userId: null }).where(eq(quizAttempts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}

export const USERS_PAGE_SIZE = 25;

/** Users for the admin list: search by name or email, newest first, a page at a time. */
export async function listUsers(db: Database, options: { query?: string; role?: Role; page: number }) {
  const filters = [];
  if (options.query) {
    const pattern = containsPattern(options.query);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (options.role) filters.push(eq(users.role, options.role));
  const where = filters.length ? and(...filters) : undefined;
  return pageWithTotal(
    db,
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        emailVerified: users.emailVerified,
        disabledAt: users.disabledAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.email))
      .$dynamic(),
    { table: users, where },
    { page: options.page, pageSize: USERS_PAGE_SIZE },
  );
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)));
  return row?.n ?? 0;
}

/** Counts per role, for the dashboard. */
export async function countUsersByRole(db: Database): Promise<Record<Role, number>> {
  const rows = await db
    .select({ role: users.role, n: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.role);
  const result: Record<Role, number> = { member: 0, partner: 0, staff: 0, admin: 0 };
  for (const row of rows) result[row.role] = row.n;
  return result;
}

/** Whether a password-reset link is still usable (better-auth stores it as `reset-password:<token>`). */
export async function isResetTokenValid(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`));
  return Boolean(row && row.expiresAt > new Date());
}
