import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Per-client limits (rate-limiter-flexible, in memory per server instance).
 * Keys are client addresses, so one noisy client never locks out everyone.
 */
export function createRateLimits() {
  return {
    /** Wrong gate passwords: 10 a minute. */
    gate: new RateLimiterMemory({ keyPrefix: "gate", points: 10, duration: 60 }),
    /** Newsletter sign-ups: 5 a minute. */
    newsletter: new RateLimiterMemory({ keyPrefix: "newsletter", points: 5, duration: 60 }),
    /** Contact messages: 5 an hour. */
    contact: new RateLimiterMemory({ keyPrefix: "contact", points: 5, duration: 3600 }),
    /** Survey steps: 60 a minute (a person answers far slower). */
    survey: new RateLimiterMemory({ keyPrefix: "survey", points: 60, duration: 60 }),
    /** Quiz pages and submissions: 60 a minute. */
    quiz: new RateLimiterMemory({ keyPrefix: "quiz", points: 60, duration: 60 }),
    /** Sign-in attempts per client: 30 in 15 minutes. */
    signIn: new RateLimiterMemory({ keyPrefix: "sign-in", points: 30, duration: 15 * 60 }),
    /** Failed sign-ins per account (email): 5 in 15 minutes, then that account waits. */
    signInFailures: new RateLimiterMemory({ keyPrefix: "sign-in-failures", points: 5, duration: 15 * 60 }),
    /** New accounts per client: 10 an hour. */
    signUp: new RateLimiterMemory({ keyPrefix: "sign-up", points: 10, duration: 3600 }),
    /** Mail-sending account requests (reset links) per client: 5 in 15 minutes. */
    accountMail: new RateLimiterMemory({ keyPrefix: "account-mail", points: 5, duration: 15 * 60 }),
    /** Account changes that check a password, per user: 10 in 15 minutes. */
    accountChanges: new RateLimiterMemory({ keyPrefix: "account-changes", points: 10, duration: 15 * 60 }),
    // Community part B (issue 7): mentorship, directory, chapters
    /** Directory pages per client: 60 in 10 minutes (against harvesting the list). */
    directoryPages: new RateLimiterMemory({ keyPrefix: "directory-pages", points: 60, duration: 10 * 60 }),
    /** Messages to directory members per sender: 5 an hour. */
    directoryContact: new RateLimiterMemory({ keyPrefix: "directory-contact", points: 5, duration: 3600 }),
    /** Mentorship requests per member: 10 a day. */
    mentorshipRequests: new RateLimiterMemory({ keyPrefix: "mentorship-requests", points: 10, duration: 24 * 3600 }),
    /** Community profile changes, answers and chapter joins per member: 60 in 10 minutes. */
    communityChanges: new RateLimiterMemory({ keyPrefix: "community-changes", points: 60, duration: 10 * 60 }),
    /** Forum posts (discussions, replies, edits) per client: 20 in 10 minutes. */
    forumPosts: new RateLimiterMemory({ keyPrefix: "forum-posts", points: 20, duration: 10 * 60 }),
    /** Forum likes, flags, answers and deletions per client: 60 a minute. */
    forumActions: new RateLimiterMemory({ keyPrefix: "forum-actions", points: 60, duration: 60 }),
    /** Job postings and edits per user (issue 8): 30 an hour. */
    jobPosts: new RateLimiterMemory({ keyPrefix: "job-posts", points: 30, duration: 3600 }),
    /** "Run now" of job sources per admin (issue 8): 20 in 10 minutes. */
    jobRuns: new RateLimiterMemory({ keyPrefix: "job-runs", points: 20, duration: 600 }),
    // Credential registry and partner pages (issue 6)
    /** Credential lookups per client, against guessing: 30 in 10 minutes. */
    verify: new RateLimiterMemory({ keyPrefix: "verify", points: 30, duration: 10 * 60 }),
    /** Bulk verification requests (uploads, batches of 250 rows, downloads) per user: 120 in 10 minutes. */
    bulkVerify: new RateLimiterMemory({ keyPrefix: "bulk-verify", points: 120, duration: 10 * 60 }),
    /** Partnership application steps per client: 60 a minute. */
    partnerApply: new RateLimiterMemory({ keyPrefix: "partner-apply", points: 60, duration: 60 }),
    /** Sent partnership applications per client: 5 an hour. */
    partnerApplySubmit: new RateLimiterMemory({ keyPrefix: "partner-apply-submit", points: 5, duration: 3600 }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** Seconds until the key may try again, or 0 when it still has points. */
export async function secondsUntilAllowed(limiter: RateLimiterMemory, key: string): Promise<number> {
  const state = await limiter.get(key);
  if (!state || state.remainingPoints > 0) return 0;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/** Spends one point; returns the seconds to wait when none was left. */
export async function consume(limiter: RateLimiterMemory, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}
