import { countPostsSince } from "~/db/forum.server";
import type { AppContext } from "~/lib/app-context.server";
import type { SessionUser } from "~/lib/auth.server";
import { isNewAccount, NEW_ACCOUNT_DISCUSSIONS_PER_DAY, NEW_ACCOUNT_REPLIES_PER_DAY } from "~/lib/forum";
import { consume } from "~/lib/rate-limit.server";

/**
 * Whether this member may post now: accounts younger than 7 days have daily limits (3 discussions,
 * 20 replies in the last 24 hours), and every client has a rate limit. Returns an error key or null.
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
