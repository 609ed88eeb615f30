import { countPostsSince, PostingLimitReached, type PostingLimit } from "~/features/forum/queries.server";
import type { AppContext } from "~/lib/server/app-context.server";
import type { SessionUser } from "~/features/auth/index.server";
import { isNewAccount, NEW_ACCOUNT_DISCUSSIONS_PER_DAY, NEW_ACCOUNT_REPLIES_PER_DAY } from "~/features/forum/forum";
import { consume } from "~/lib/server/rate-limit.server";

/**
 * The daily limit a post of this member must stay within, checked again atomically where the post
 * is stored (createDiscussion / addReply `limit`): accounts younger than 7 days only.
 */
export function newAccountLimit(user: SessionUser, kind: "discussion" | "reply"): PostingLimit | undefined {
  if (!isNewAccount(user.createdAt)) return undefined;
  return {
    max: kind === "discussion" ? NEW_ACCOUNT_DISCUSSIONS_PER_DAY : NEW_ACCOUNT_REPLIES_PER_DAY,
    since: new Date(Date.now() - 24 * 60 * 60 * 1000),
  };
}

/** The error key of a post refused by its daily limit where it was stored (see newAccountLimit). */
export function postingLimitError(error: unknown): { error: string; status: number } | null {
  if (!(error instanceof PostingLimitReached)) return null;
  return { error: error.opening ? "errors.newAccountDiscussions" : "errors.newAccountReplies", status: 429 };
}

/**
 * Whether this member may post now: accounts younger than 7 days have daily limits (3 discussions,
 * 20 replies in the last 24 hours), and every client has a rate limit. Returns an error key or null.
 * A quick check before the work of a post; the limit holds under parallel requests because the
 * store checks it again (pass `newAccountLimit(user, kind)` as `limit`).
 */
export async function postingBlocked(
  app: Pick<AppContext, "db" | "rateLimits" | "clientIp">,
  user: SessionUser,
  kind: "discussion" | "reply" | "edit",
): Promise<{ error: string; status: number } | null> {
  if (kind !== "edit" && isNewAccount(user.createdAt)) {
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const opening = kind === "discussion";
    const limit = opening ? NEW_ACCOUNT_DISCUSSIONS_PER_DAY : NEW_ACCOUNT_REPLIES_PER_DAY;
    if ((await countPostsSince(app.db, user.id, since, opening)) >= limit) {
      return { error: opening ? "errors.newAccountDiscussions" : "errors.newAccountReplies", status: 429 };
    }
  }
  if ((await consume(app.rateLimits.forumPosts, app.clientIp)) > 0) return { error: "errors.rateLimited", status: 429 };
  return null;
}
