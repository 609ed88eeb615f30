import { sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "~/db/client.server";
import { rateLimitCounters } from "~/db/schema";
import { logger } from "~/lib/server/log.server";

export type { RateLimiterAbstract };

/**
 * One limit kept in the database (rate-limiter-flexible's RateLimiterDrizzle over our Drizzle `db`,
 * PGlite or PostgreSQL): every server instance spends from the same budget and a restart resets
 * nothing. Each counter is one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so parallel
 * requests cannot overspend. A memory limiter with the same budget is the insurance: while the database
 * does not answer, this instance limits on its own instead of letting everything through or refusing
 * everyone (docs/decisions/013-rate-limit-store.md).
 */
function limit(db: Database, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimitCounters,
    keyPrefix,
    points,
    duration,
    // Expired rows are deleted by pruneRateLimits (one timer per server, not one per limiter).
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
}

/**
 * Limits per client (keys from `clientKey`: an IPv4 address or an IPv6 /64), per account or per
 * user, so one noisy client never locks out everyone.
 */
export function createRateLimits(db: Database) {
  return {
    /** Wrong gate passwords: 10 a minute (spent before the check, given back when it was right). */
    gate: limit(db, "gate", 10, 60),
    /** Newsletter sign-ups: 5 a minute. */
    newsletter: limit(db, "newsletter", 5, 60),
    /** Contact messages: 5 an hour. */
    contact: limit(db, "contact", 5, 3600),
    /** Survey steps: 60 a minute (a person answers far slower). */
    survey: limit(db, "survey", 60, 60),
    /** Quiz pages and submissions: 60 a minute. */
    quiz: limit(db, "quiz", 60, 60),
    /** Sign-in attempts per client: 30 in 15 minutes. */
    signIn: limit(db, "sign-in", 30, 15 * 60),
    /**
     * Sign-in attempts per account (email): 5 in a row, spent before the password is checked and
     * forgotten after a successful sign-in; then the account waits, longer each time (signInLockouts).
     */
    signInFailures: limit(db, "sign-in-account", SIGN_IN_ATTEMPTS, 15 * 60),
    /** How many times an account was locked today: the lockout grows from 1 to 15 minutes. */
    signInLockouts: limit(db, "sign-in-lockouts", 1000, 24 * 3600),
    /** New accounts per client: 10 an hour. */
    signUp: limit(db, "sign-up", 10, 3600),
    /** Mail-sending account requests (reset links) per client: 5 in 15 minutes. */
    accountMail: limit(db, "account-mail", 5, 15 * 60),
    /** Account changes that check a password, per user: 10 in 15 minutes. */
    accountChanges: limit(db, "account-changes", 10, 15 * 60),
    // Community part B: mentorship, directory, chapters
    /** Directory and mentor-list pages per client: 60 in 10 minutes (against harvesting the lists). */
    directoryPages: limit(db, "directory-pages", 60, 10 * 60),
    /** Messages to directory members per sender: 5 an hour. */
    directoryContact: limit(db, "directory-contact", 5, 3600),
    /** Mentorship requests per member: 10 a day. */
    mentorshipRequests: limit(db, "mentorship-requests", 10, 24 * 3600),
    /** Community profile changes, answers and chapter joins per member: 60 in 10 minutes. */
    communityChanges: limit(db, "community-changes", 60, 10 * 60),
    /** Forum posts (discussions, replies, edits) per client: 20 in 10 minutes. */
    forumPosts: limit(db, "forum-posts", 20, 10 * 60),
    /** Forum likes, flags, answers and deletions per client: 60 a minute. */
    forumActions: limit(db, "forum-actions", 60, 60),
    /** Job postings and edits per user: 30 an hour. */
    jobPosts: limit(db, "job-posts", 30, 3600),
    /** "Run now" of job sources per admin: 20 in 10 minutes. */
    jobRuns: limit(db, "job-runs", 20, 600),
    /** Saved job alerts per client and per guest address: 10 an hour. */
    jobAlerts: limit(db, "job-alerts", 10, 3600),
    // Credential registry and partner pages
    /** Credential lookups per client, against guessing: 30 in 10 minutes. */
    verify: limit(db, "verify", 30, 10 * 60),
    /** Credential files checked per client (page and API): 30 in 10 minutes. */
    credentialFiles: limit(db, "credential-files", 30, 10 * 60),
    /** Bulk verification per user: one point per request and per started 250 rows checked; 120 in 10 minutes. */
    bulkVerify: limit(db, "bulk-verify", 120, 10 * 60),
    /** Partnership application steps per client: 60 a minute. */
    partnerApply: limit(db, "partner-apply", 60, 60),
    /** Sent partnership applications per client: 5 an hour. */
    partnerApplySubmit: limit(db, "partner-apply-submit", 5, 3600),
    /** CPD ledger changes per member: 60 in 10 minutes (uploads are in them). */
    cpdChanges: limit(db, "cpd-changes", 60, 10 * 60),
    /** Complaints (the public form, decision 040) per client: 5 an hour. */
    complaints: limit(db, "complaints", 5, 3600),
    /** Wrong event check-in codes per member and event: 5 in 10 minutes. */
    eventCheckIn: limit(db, "event-check-in", 5, 10 * 60),
    /** Wrong exam admission codes per attempt: 5 in 10 minutes (a code has 31⁸ values and lasts 15 minutes). */
    examAdmission: limit(db, "exam-admission", 5, 10 * 60),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** Seconds until the key may try again, or 0 when it still has points. */
export async function secondsUntilAllowed(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key);
  if (!state || state.remainingPoints > 0) return 0;
  return waitSeconds(state);
}

/** Spends `points` (one by default); returns the seconds to wait when there were not enough left. */
export async function consume(limiter: RateLimiterAbstract, key: string, points = 1): Promise<number> {
  try {
    await limiter.consume(key, points);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return waitSeconds(error);
    throw error;
  }
}

/** Gives back points spent on a request that turned out not to count (a correct password). */
export async function refund(limiter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  await limiter.reward(key, points);
}

function waitSeconds(state: RateLimiterRes): number {
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/** Attempts per account before the first lockout. */
export const SIGN_IN_ATTEMPTS = 5;

/** The n-th lockout of a day lasts 1, 2, 4, 8, then 15 minutes. */
export function lockoutSeconds(lockoutsToday: number): number {
  return Math.min(60 * 2 ** Math.max(0, lockoutsToday - 1), 15 * 60);
}

/**
 * Spends one sign-in attempt of an account before its password is checked (so parallel guesses
 * cannot all be checked). The attempt that uses the last free one locks the account for a while,
 * longer each time it happens ("consecutive failures → growing block", as in rate-limiter-flexible's
 * "Login endpoint protection"): a mistyped password costs the owner a minute, a sustained attack
 * gets 5 guesses per 15 minutes. Returns the seconds to wait, or 0 when the attempt may go ahead.
 */
export async function spendSignInAttempt(
  limits: Pick<RateLimits, "signInFailures" | "signInLockouts">,
  account: string,
): Promise<number> {
  let spent: RateLimiterRes;
  try {
    spent = await limits.signInFailures.consume(account);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    // Refused while the attempt that used the last free one is still setting the lockout: the wait
    // is that lockout, not the rest of the 15-minute window.
    const lockouts = await limits.signInLockouts.get(account);
    return Math.min(waitSeconds(error), lockoutSeconds(Math.max(1, lockouts?.consumedPoints ?? 0)));
  }
  if (spent.remainingPoints === 0) {
    const lockouts = await limits.signInLockouts.penalty(account);
    await limits.signInFailures.block(account, lockoutSeconds(lockouts.consumedPoints));
  }
  return 0;
}

/** A successful sign-in: the account's failed attempts and lockouts are forgotten. */
export async function forgetSignInFailures(
  limits: Pick<RateLimits, "signInFailures" | "signInLockouts">,
  account: string,
): Promise<void> {
  await Promise.all([limits.signInFailures.delete(account), limits.signInLockouts.delete(account)]);
}

/** Deletes counters whose window ended a while ago (they are ignored already, this keeps the table small). */
export async function pruneRateLimits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.expire} < now() - interval '1 minute'`)
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/** Prunes expired counters every few minutes; returns the function that stops it. */
export function startRateLimitPruning(db: Database, everyMs = 5 * 60_000): () => void {
  const timer = setInterval(() => {
    pruneRateLimits(db).catch((error: unknown) => logger.warn({ err: error }, "Could not prune rate-limit counters"));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
