import type { Database } from "~/db/client.server";
import { watchersOf, notify, type NotifyDeps } from "~/features/notifications/index.server";
import { activeMembers, activeMembersNamed, discussionNotice, earlierPostAuthors } from "./queries.server";
import type { NotificationType } from "~/features/notifications";
import { candidateNames, MAX_MENTIONS, mentionSnippets } from "./mentions";

// The forum's notifications (decision 027), written in the transaction of the post that causes them.

/** The members a post's `@name`s mention (see mentions.ts): each name must belong to exactly one active member. */
export async function resolveMentions(db: Database, body: string): Promise<string[]> {
  const snippets = mentionSnippets(body);
  if (snippets.length === 0) return [];
  const candidates = snippets.map(candidateNames);
  const all = [...new Set(candidates.flat())];
  const rows = await activeMembersNamed(db, all);
  const byName = new Map<string, string[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
  const mentioned = new Set<string>();
  for (const names of candidates) {
    const name = names.find((candidate) => byName.has(candidate));
    const ids = name ? byName.get(name)! : [];
    if (ids.length === 1) mentioned.add(ids[0]!);
    if (mentioned.size >= MAX_MENTIONS) break;
  }
  return [...mentioned];
}

type PostEvent = {
  discussionId: string;
  postId: string;
  /** The post's address on the site (its page and anchor). */
  url: string;
  actor: { id: string; name: string };
  body: string;
  /** The discussion's opening post (a new discussion): its category's watchers and mentions only. */
  opening?: boolean;
};

/**
 * Who a new post tells, each member once with the most specific reason: a mention, then the
 * discussion's author (a reply to their discussion), then members who posted earlier in it, then
 * watchers of the discussion or its category. A muted discussion tells its muter nothing; a discussion
 * whose opening post is under review is readable by administrators only, so only they are told.
 */
export async function notifyNewPost(tx: Database, deps: NotifyDeps, event: PostEvent): Promise<void> {
  const discussion = await discussionNotice(tx, event.discussionId);
  if (!discussion) return;
  const { underReview } = discussion;

  const reasons = new Map<string, NotificationType>();
  const tell = (userId: string | null, type: NotificationType) => {
    if (userId && userId !== event.actor.id && !reasons.has(userId)) reasons.set(userId, type);
  };
  for (const id of await resolveMentions(tx, event.body)) tell(id, "forum.mention");
  if (!event.opening) {
    tell(discussion.authorId, "forum.reply");
    for (const authorId of await earlierPostAuthors(tx, event.discussionId, event.postId))
      tell(authorId, "forum.replyAfter");
  }
  const { watching, muted } = await watchersOf(tx, event.discussionId, discussion.categoryId);
  for (const id of watching) tell(id, "forum.watched");
  for (const id of muted) reasons.delete(id);
  if (reasons.size === 0) return;

  const readers = await activeMembers(tx, [...reasons.keys()]);
  for (const reader of readers) {
    if (underReview && reader.role !== "admin") continue;
    await notify(
      tx,
      {
        userId: reader.id,
        type: reasons.get(reader.id)!,
        data: { title: discussion.title, url: event.url, actor: event.actor.name },
        actorId: event.actor.id,
      },
      deps,
    );
  }
}

/** The discussion's author accepted a reply as the answer: its author is told. */
export async function notifyAccepted(
  tx: Database,
  deps: NotifyDeps,
  event: {
    discussionId: string;
    title: string;
    replyAuthorId: string | null;
    url: string;
    actor: { id: string; name: string };
  },
): Promise<void> {
  if (!event.replyAuthorId) return;
  await notify(
    tx,
    {
      userId: event.replyAuthorId,
      type: "forum.accepted",
      data: { title: event.title, url: event.url, actor: event.actor.name },
      actorId: event.actor.id,
    },
    deps,
  );
}
