import { data, redirect, type RouterContextProvider } from "react-router";
import {
  addReply,
  deletePost,
  editPost,
  findOpeningPost,
  findPost,
  flagPost,
  hidePost,
  pageOfPost,
  restorePost,
  setAcceptedAnswer,
  setDiscussionState,
  setLike,
} from "~/features/forum/queries.server";
import type { SessionUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { answeredBefore, storeOnce } from "~/lib/forms/idempotency.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { setDiscussionWatch, notifyDeps } from "~/features/notifications/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { type Discussion, discussionFacts } from "./discussion-page.server";
import { postForm, type DiscussionForm } from "./forms";
import { notifyAccepted, notifyNewPost } from "./notifications.server";
import { creditAcceptedAnswer } from "~/features/cpd/index.server";
import { postHref } from "./forum";
import {
  acceptVerdict,
  editVerdict,
  flagVerdict,
  likeVerdict,
  mayDelete,
  mayModerate,
  postState,
  replyVerdict,
  type Verdict,
} from "./policy";
import { newAccountLimit, postingBlocked, postingLimitError } from "./posting.server";
import { samePage } from "~/lib/http/paths";

// One function per intent of the discussion page's action (app/routes/community.$id.tsx). Each one
// answers with a redirect back to the page (a flash where the page says what happened) or a refusal.

type Context = Readonly<RouterContextProvider>;
type Intent<I extends DiscussionForm["intent"]> = Extract<DiscussionForm, { intent: I }>;
type Ask = { context: Context; request: Request; form: FormData; user: SessionUser; discussion: Discussion };

/** A refusal for a verdict: never offered to this viewer → 403; changed meanwhile → the form says why. */
function refuseVerdict(form: FormData, verdict: Exclude<Verdict, "yes">) {
  ensure(verdict !== "forbidden");
  return verdict === "gone"
    ? refuseForm(form, "errors.gone", { status: 409 })
    : refuseForm(form, "errors.locked", { status: 403 });
}

/** One post of this discussion (the target of every post form), else 404. */
async function postOf(ask: Ask, postId: string) {
  const post = await findPost(getAppContext(ask.context).db, postId);
  if (!post || post.discussionId !== ask.discussion.id) throw data(null, { status: 404 });
  return { ...post, state: postState(post) };
}

async function factsOf(ask: Ask) {
  const opening = await findOpeningPost(getAppContext(ask.context).db, ask.discussion.id, null);
  return discussionFacts(ask.discussion, opening ?? null);
}

type StoredReply = { href: string; postId: string };

/** A reply; stored once per form (a retry lands on the reply stored first). */
export async function postReply(ask: Ask, input: Intent<"reply">) {
  const { context, form, user, discussion } = ask;
  const app = getAppContext(context);
  const replied = (stored: StoredReply) =>
    redirectWithFlash(context, stored.href, { ns: "forum", key: "done.replied", form: postForm(stored.postId) });
  const before = await answeredBefore<StoredReply>(app.db, form, "reply");
  if (before?.href) throw replied(before);
  const verdict = replyVerdict(user, await factsOf(ask));
  if (verdict !== "yes") return refuseVerdict(form, verdict);
  const blocked = await postingBlocked(app, user, "reply");
  if (blocked) return refuseForm(form, blocked.error, { status: blocked.status });
  const stored = await storeOnce(app.db, form, "reply", async (tx) => {
    const postId = await addReply(tx, {
      discussionId: discussion.id,
      authorId: user.id,
      body: input.body,
      limit: newAccountLimit(user, "reply"),
    });
    // The author lands on the page that holds the new reply (the last one), at the reply.
    const page = (await pageOfPost(tx, postId)) ?? 1;
    const href = postHref(discussion.id, { id: postId, opening: false, page });
    // Who is told (the author, earlier posters, watchers, mentions), with the reply or not at all.
    await notifyNewPost(tx, notifyDeps(app), {
      discussionId: discussion.id,
      postId,
      url: href,
      actor: { id: user.id, name: user.name },
      body: input.body,
    });
    return { href, postId } satisfies StoredReply;
  }).catch((error: unknown) => postingLimitError(error) ?? Promise.reject(error));
  if (!("result" in stored)) return refuseForm(form, stored.error, { status: stored.status });
  throw replied(stored.result);
}

export async function savePost(ask: Ask, input: Intent<"edit">) {
  const { context, form, user, discussion } = ask;
  const app = getAppContext(context);
  const post = await postOf(ask, input.postId);
  const verdict = editVerdict(user, discussionFacts(discussion, null), post);
  if (verdict !== "yes") return refuseVerdict(form, verdict);
  const blocked = await postingBlocked(app, user, "edit");
  if (blocked) return refuseForm(form, blocked.error, { status: blocked.status });
  await editPost(app.db, {
    postId: post.id,
    discussionId: discussion.id,
    opening: post.opening,
    body: input.body,
    title: post.opening ? input.title : undefined,
  });
  const page = (await pageOfPost(app.db, post.id)) ?? 1;
  throw redirectWithFlash(context, postHref(discussion.id, { id: post.id, opening: post.opening, page }), {
    ns: "forum",
    key: "done.edited",
    form: postForm(post.id),
  });
}

/** Likes, answer marks, flags and deletions: a few per minute per client. */
async function rateLimited(ask: Ask) {
  const app = getAppContext(ask.context);
  if ((await consume(app.rateLimits.forumActions, app.clientIp)) > 0) {
    return refuseForm(ask.form, "errors.rateLimited", { status: 429 });
  }
  return null;
}

export async function removePost(ask: Ask, input: Intent<"delete">) {
  const post = await postOf(ask, input.postId);
  ensure(mayDelete(ask.user, post));
  const limited = await rateLimited(ask);
  if (limited) return limited;
  if (post.state !== "deleted") await deletePost(getAppContext(ask.context).db, post.id);
  throw redirectWithFlash(ask.context, samePage(ask.request), {
    ns: "forum",
    key: "done.deleted",
    form: postForm(post.id),
  });
}

export async function likePost(ask: Ask, input: Intent<"like">) {
  const post = await postOf(ask, input.postId);
  const verdict = likeVerdict(ask.user, post);
  if (verdict === "forbidden") ensure(false);
  const limited = await rateLimited(ask);
  if (limited) return limited;
  if (verdict !== "yes") return refuseVerdict(ask.form, verdict);
  await setLike(getAppContext(ask.context).db, post.id, ask.user.id, input.like !== "0");
  throw redirect(samePage(ask.request));
}

export async function markAnswer(ask: Ask, input: Intent<"accept" | "unaccept">) {
  const post = await postOf(ask, input.postId);
  const verdict = acceptVerdict(ask.user, discussionFacts(ask.discussion, null), post);
  if (verdict === "forbidden") ensure(false);
  const limited = await rateLimited(ask);
  if (limited) return limited;
  if (verdict !== "yes") return refuseVerdict(ask.form, verdict);
  const accept = input.intent === "accept";
  const app = getAppContext(ask.context);
  await app.db.transaction(async (tx) => {
    // The answer this replaces, read under the discussion's lock (the page's copy may be stale by now).
    const previousPostId = await setAcceptedAnswer(tx, ask.discussion.id, accept ? post.id : null);
    // CPD: the accepted answer's author earns community hours; un-accepting takes them back.
    await creditAcceptedAnswer(tx, {
      discussionAuthorId: ask.discussion.authorId,
      previousPostId,
      accepted: accept ? { postId: post.id, authorId: post.authorId } : null,
      title: ask.discussion.title,
    });
    // The reply's author is told once, when their reply becomes the answer.
    if (accept && previousPostId !== post.id) {
      const page = (await pageOfPost(tx, post.id)) ?? 1;
      await notifyAccepted(tx, notifyDeps(app), {
        discussionId: ask.discussion.id,
        title: ask.discussion.title,
        replyAuthorId: post.authorId,
        url: postHref(ask.discussion.id, { id: post.id, opening: false, page }),
        actor: { id: ask.user.id, name: ask.user.name },
      });
    }
  });
  throw redirectWithFlash(ask.context, samePage(ask.request), {
    ns: "forum",
    key: accept ? "done.accepted" : "done.unaccepted",
    form: postForm(post.id),
  });
}

/** A member's flag; the flag that reaches the threshold hides the post until a moderator reviews it. */
export async function flagPostAs(ask: Ask, input: Intent<"flag">) {
  const post = await postOf(ask, input.postId);
  const verdict = flagVerdict(ask.user, post);
  if (verdict === "forbidden") ensure(false);
  const limited = await rateLimited(ask);
  if (limited) return limited;
  if (verdict !== "yes") return refuseVerdict(ask.form, verdict);
  const result = await flagPost(getAppContext(ask.context).db, {
    postId: post.id,
    userId: ask.user.id,
    reason: input.reason,
    note: input.note,
  });
  throw redirectWithFlash(ask.context, samePage(ask.request), {
    ns: "forum",
    key: result.hidden ? "done.hiddenByFlags" : "done.flagged",
    form: postForm(post.id),
  });
}

/** A moderator hides or restores a post (the page shows its new state; no message). */
export async function moderatePost(ask: Ask, input: Intent<"hide" | "restore">) {
  ensure(mayModerate(ask.user));
  const post = await postOf(ask, input.postId);
  const { db } = getAppContext(ask.context);
  if (input.intent === "hide") await hidePost(db, post.id);
  else await restorePost(db, post.id);
  throw redirect(samePage(ask.request));
}

/** A moderator pins or locks the discussion (the page shows its new state; no message). */
export async function moderateDiscussion(ask: Ask, input: Intent<"pin" | "unpin" | "lock" | "unlock">) {
  ensure(mayModerate(ask.user));
  const { intent } = input;
  await setDiscussionState(
    getAppContext(ask.context).db,
    ask.discussion.id,
    intent === "pin" || intent === "unpin" ? { pinned: intent === "pin" } : { locked: intent === "lock" },
  );
  throw redirect(samePage(ask.request));
}

/** A member watches the discussion (told of every reply), mutes it (told of nothing in it), or neither. */
export async function watchDiscussion(ask: Ask, input: Intent<"watch" | "mute" | "unwatch">) {
  const limited = await rateLimited(ask);
  if (limited) return limited;
  const level = input.intent === "unwatch" ? null : input.intent;
  await setDiscussionWatch(getAppContext(ask.context).db, ask.user.id, ask.discussion.id, level);
  throw redirectWithFlash(ask.context, samePage(ask.request), {
    ns: "forum",
    key: `done.${input.intent === "watch" ? "watching" : input.intent === "mute" ? "muted" : "unwatched"}`,
    form: "watch",
  });
}
