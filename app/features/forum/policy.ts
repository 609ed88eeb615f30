import type { Viewer } from "~/features/auth";

/**
 * Who may do what in the forum — asked alike by the loaders (the `can` flags they send), the actions
 * (`ensure(…)` / the verdicts below) and the components (what they draw). Plain functions of the
 * viewer and the thing acted on.
 *
 * Administrators moderate (hide, restore, pin, lock); they do not flag. Members like, flag and answer
 * other people's posts, and edit and delete their own.
 */

/** A post as the policy sees it. */
export type PostFacts = { authorId: string | null; opening: boolean; state: PostState };
export type PostState = "visible" | "hidden" | "deleted";
/** A discussion as the policy sees it. */
export type DiscussionFacts = {
  authorId: string | null;
  locked: boolean;
  /** Its opening post is hidden: moderators are reviewing it. */
  underReview: boolean;
};

/**
 * What an action answers to a post the policy turns down: `forbidden` is never offered to this
 * viewer (403); `gone` and `locked` can happen between showing the form and posting it (the post was
 * hidden, the discussion locked meanwhile), so the form says why.
 */
export type Verdict = "yes" | "forbidden" | "gone" | "locked";

export function postState(post: { deletedAt: Date | null; hiddenAt: Date | null }): PostState {
  return post.deletedAt ? "deleted" : post.hiddenAt ? "hidden" : "visible";
}

export function isAdmin(viewer: Viewer): boolean {
  return viewer?.role === "admin";
}

function owns(viewer: Viewer, post: { authorId: string | null }): boolean {
  return Boolean(viewer && post.authorId === viewer.id);
}

/** Pin, unpin, lock, unlock a discussion; hide and restore posts; see the moderation queue. */
export function mayModerate(viewer: Viewer): boolean {
  return isAdmin(viewer);
}

/** Start a discussion in a category (announcements are for staff). */
export function mayStartIn(viewer: Viewer, category: { staffOnly: boolean }): boolean {
  return Boolean(viewer) && (!category.staffOnly || isAdmin(viewer));
}

/** Whether members see the discussion as closed to replies (locked, or its opening post under review). */
export function closedToReplies(viewer: Viewer, discussion: DiscussionFacts): boolean {
  return discussion.locked || (!isAdmin(viewer) && discussion.underReview);
}

export function replyVerdict(viewer: Viewer, discussion: DiscussionFacts): Verdict {
  if (!viewer) return "forbidden";
  return closedToReplies(viewer, discussion) ? "locked" : "yes";
}

/** Whether the post's words are shown (a hidden post only to moderators). */
export function mayRead(viewer: Viewer, post: PostFacts): boolean {
  return post.state === "visible" || (post.state === "hidden" && isAdmin(viewer));
}

export function editVerdict(viewer: Viewer, discussion: DiscussionFacts, post: PostFacts): Verdict {
  if (!owns(viewer, post)) return "forbidden";
  if (post.state !== "visible") return "gone";
  return discussion.locked ? "locked" : "yes";
}

/** The author deletes their own post (deleting a deleted post again changes nothing). */
export function mayDelete(viewer: Viewer, post: PostFacts): boolean {
  return owns(viewer, post);
}

export function likeVerdict(viewer: Viewer, post: PostFacts): Verdict {
  if (!viewer || owns(viewer, post)) return "forbidden";
  return post.state === "visible" ? "yes" : "gone";
}

/** Members flag other people's posts; an administrator moderates instead. */
export function flagVerdict(viewer: Viewer, post: PostFacts): Verdict {
  if (!viewer || owns(viewer, post) || isAdmin(viewer)) return "forbidden";
  return post.state === "visible" ? "yes" : "gone";
}

/** The discussion's author marks a reply (not the opening post) as the answer, or removes the mark. */
export function acceptVerdict(viewer: Viewer, discussion: DiscussionFacts, post: PostFacts): Verdict {
  if (!viewer || discussion.authorId !== viewer.id || post.opening) return "forbidden";
  return post.state === "visible" ? "yes" : "gone";
}

/** What a post offers this viewer (the loader sends it, the post's buttons follow it). */
export function postAbilities(viewer: Viewer, discussion: DiscussionFacts, post: PostFacts) {
  return {
    like: likeVerdict(viewer, post) === "yes",
    flag: flagVerdict(viewer, post) === "yes",
    edit: editVerdict(viewer, discussion, post) === "yes",
    delete: mayDelete(viewer, post) && post.state !== "deleted",
    accept: acceptVerdict(viewer, discussion, post) === "yes",
    moderate: mayModerate(viewer) && post.state !== "deleted",
  };
}
