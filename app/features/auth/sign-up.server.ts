import { Cron } from "croner";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { findUserByEmail } from "~/features/auth/users-queries.server";
import type { Auth } from "~/features/auth/auth.server";
import { authErrorCode } from "~/features/auth/session-cookies.server";
import { logger } from "~/lib/server/log.server";

/** An account whose address is not confirmed within this many days is deleted. */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;

/**
 * Deletes accounts left unconfirmed for UNCONFIRMED_ACCOUNT_DAYS (all, or the one of `email`): an
 * address someone else signed up with is free again for its owner. One DELETE, so several instances
 * running it at once delete each row once. Returns how many were deleted.
 */
export async function deleteExpiredUnconfirmedAccounts(db: Database, email?: string): Promise<number> {
  const cutoff = new Date(Date.now() - UNCONFIRMED_ACCOUNT_DAYS * 24 * 60 * 60 * 1000);
  const conditions = [eq(users.emailVerified, false), lt(users.createdAt, cutoff)];
  if (email !== undefined) conditions.push(eq(users.email, email.trim().toLowerCase()));
  const deleted = await db
    .delete(users)
    .where(and(...conditions))
    .returning({ id: users.id });
  return deleted.length;
}

/**
 * Deletes expired unconfirmed accounts now and every hour on this instance (every instance may run
 * it: the delete is idempotent). Returns a function that stops it.
 */
export function startUnconfirmedAccountCleanup(db: Database): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = (): Promise<void> => {
    running = deleteExpiredUnconfirmedAccounts(db)
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, "Deleting expired unconfirmed accounts failed"),
      )
      .finally(() => (running = null));
    return running;
  };
  void run();
  const job = new Cron("0 17 * * * *", { protect: true, timezone: "UTC" }, run);
  return async () => {
    job.stop();
    await running;
  };
}

export type SignUpInput = { name: string; email: string; password: string; language?: string; country?: string };

/**
 * Opens an account and mails its confirmation link; for an address that has an account already,
 * better-auth answers the same and we mail its owner instead (auth.server.ts, onExistingUserSignUp),
 * replacing nothing. "ok" in both cases, so the answer never tells whether an address has an account.
 */
export async function signUp(
  { auth, db }: { auth: Auth; db: Database },
  input: SignUpInput,
  headers: Headers = new Headers(),
): Promise<"ok" | "failed"> {
  // An account someone left unconfirmed for a week no longer holds the address.
  await deleteExpiredUnconfirmedAccounts(db, input.email);
  try {
    await auth.api.signUpEmail({ body: input as SignUpInput & { language: string }, headers });
    return "ok";
  } catch (error) {
    const known = authErrorCode(error);
    // Two sign-ups of one new address at once: the second insert meets the first's row. The account
    // exists, so the answer is the one every existing address gets.
    if (known?.code === "FAILED_TO_CREATE_USER" && (await findUserByEmail(db, input.email))) return "ok";
    logger.error({ err: error }, "Sign-up failed");
    return "failed";
  }
}
