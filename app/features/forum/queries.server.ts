import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import {
  clampPage,
  DISCUSSIONS_PAGE_SIZE,
  FLAGS_TO_HIDE,
  fixedCategories,
  type FlagReason,
  pageOfPosition,
  REPLIES_PAGE_SIZE,
  replyPages,
  type SortOrder,
} from "~/features/forum/forum";
import { MARKDOWN_RENDERER_VERSION, renderMarkdown } from "~/lib/markdown/markdown.server";
import { viewHtml } from "~/lib/markdown/rendered-markdown.server";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/lib/data/like-pattern";
import {
  forumCategories,
  forumDiscussions,
  forumDiscussionTags,
  forumFlags,
  forumPosts,
  forumReactions,
  users,
} from "~/db/schema";
import { pageWithTotal } from "~/lib/data/paging.server";
import { removeAutomaticCreditsOf } from "~/features/cpd/index.server";

// Categories

/**
 * Creates the category `slug` unless it exists, and returns its id. Other features use it for
 * their own categories, e.g. a regional chapter's: `ensureForumCategory(db, { slug: "regional-iceland",
 * name: "Regional: Iceland" })`. An existing category is left as it is.
 */
export async function ensureForumCategory(
  db: Database,
  input: { slug: string; name: string; description?: string | null; position?: number; staffOnly?: boolean },
): Promise<string> {
  const [inserted] = await db
    .insert(forumCategories)
    .values({
      slug: input.slug,
      name: input.name,
      description: input.description ?? null,
      position: input.position ?? 100,
      staffOnly: input.staffOnly ?? false,
    })
    .onConflictDoNothing({ target: forumCategories.slug })
    .returning({ id: forumCategories.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.slug, input.slug));
  if (!existing) throw new Error(`Forum category ${input.slug} could not be stored`);
  return existing.id;
}

/** The fixed categories (names in English here; pages show the forum namespace's names). */
const fixedCategoryNames: Record<string, string> = {
  "reservoir-exploration": "Reservoir & Exploration",
  drilling: "Drilling",
  "power-plants": "Power Plants",
  "careers-certification": "Careers & Certification",
  regional: "Regional",
  announcements: "Announcements",
};

export async function ensureFixedForumCategories(db: Database) {
  for (const category of fixedCategories) {
    await ensureForumCategory(db, {
      slug: category.slug,
      name: fixedCategoryNames[category.slug] ?? category.slug,
      position: category.position,
      staffOnly: category.staffOnly,
    });
  }
}

/** A visible discussion: its opening post is not hidden. */
const visibleDiscussion = sql`not exists (select 1 from forum_posts o where o.discussion_id = "forum_discussions"."id" and o.opening and o.hidden_at is not null)`;

/** Categories in list order, with how many visible discussions each has. */
export async function listForumCategories(db: Database) {
  return db
    .select({
      id: forumCategories.id,
      slug: forumCategories.slug,
      name: forumCategories.name,
      description: forumCategories.description,
      staffOnly: forumCategories.staffOnly,
      discussions: sql<number>`(select count(*)::int from forum_discussions d where d.category_id = "forum_categories"."id" and not exists (select 1 from forum_posts o where o.discussion_id = d.id and o.opening and o.hidden_at is not null))`,
    })
    .from(forumCategories)
    .orderBy(asc(forumCategories.position), asc(forumCategories.name));
}

export async function findForumCategory(db: Database, slug: string) {
  const [row] = await db.select().from(forumCategories).where(eq(forumCategories.slug, slug));
  return row ?? null;
}

/**
 * A post's body with its HTML, rendered once here when written (not per view; docs/decisions/017).
 * Called before a transaction starts, so no transaction waits on the renderer.
 */
function bodyValues(body: string) {
  return { body, bodyHtml: body === "" ? "" : renderMarkdown(body), bodyHtmlVersion: MARKDOWN_RENDERER_VERSION };
}

/** A post's HTML for its page: the stored rendering (never rendered per view). */
export function postHtml(
  db: Database,
  post: { body: string; bodyHtml: string | null; bodyHtmlVersion: number | null },
): string {
  return viewHtml(db, { source: post.body, html: post.bodyHtml, version: post.bodyHtmlVersion });
}

// Discussions
// (Correlated subqueries name the outer table in full: drizzle leaves column names unqualified in
// queries without joins, where "id" would bind to the subquery's own table.)

const replyCount = sql<number>`(select count(*)::int from forum_posts p where p.discussion_id = "forum_discussions"."id" and not p.opening and p.deleted_at is null and p.hidden_at is null)`;
const likeCount = sql<number>`(select count(*)::int from forum_reactions r join forum_posts p on p.id = r.post_id where p.discussion_id = "forum_discussions"."id" and p.deleted_at is null and p.hidden_at is null)`;

export type DiscussionListOptions = {
  query?: string;
  categoryId?: string;
  tag?: string;
  sort: SortOrder;
  page: number;
  pageSize?: number;
  /** Moderation lists include discussions whose opening post is hidden. */
  includeHidden?: boolean;
};

/**
 * Discussions for the list: search over titles and post bodies (ILIKE: the same on PGlite and
 * PostgreSQL), a category, a tag; pinned ones first, then latest activity, most likes ("top") or
 * only those without replies ("unanswered").
 */
export async function listDiscussions(db: Database, options: DiscussionListOptions) {
  const pageSize = options.pageSize ?? DISCUSSIONS_PAGE_SIZE;
  const filters: SQL[] = [];
  if (!options.includeHidden) filters.push(visibleDiscussion);
  if (options.categoryId) filters.push(eq(forumDiscussions.categoryId, options.categoryId));
  if (options.tag) {
    filters.push(
      sql`exists (select 1 from forum_discussion_tags t where t.discussion_id = "forum_discussions"."id" and t.tag = ${options.tag})`,
    );
  }
  if (options.query) {
    const pattern = containsPattern(options.query);
    filters.push(
      or(
        ilike(forumDiscussions.title, pattern),
        sql`exists (select 1 from forum_posts s where s.discussion_id = "forum_discussions"."id" and s.deleted_at is null and s.hidden_at is null and s.body ilike ${pattern})`,
      )!,
    );
  }
  if (options.sort === "unanswered") filters.push(sql`${replyCount} = 0`);
  const where = filters.length ? and(...filters) : undefined;
  const order =
    options.sort === "top"
      ? [desc(forumDiscussions.pinned), desc(likeCount), desc(forumDiscussions.lastPostAt), asc(forumDiscussions.id)]
      : [desc(forumDiscussions.pinned), desc(forumDiscussions.lastPostAt), asc(forumDiscussions.id)];

  const { rows, total } = await pageWithTotal(
    db,
    db
      .select({
        id: forumDiscussions.id,
        title: forumDiscussions.title,
        pinned: forumDiscussions.pinned,
        locked: forumDiscussions.locked,
        answered: sql<boolean>`${forumDiscussions.acceptedPostId} is not null`,
        createdAt: forumDiscussions.createdAt,
        lastPostAt: forumDiscussions.lastPostAt,
        categorySlug: forumCategories.slug,
        categoryName: forumCategories.name,
        authorName: users.name,
        replies: replyCount,
        likes: likeCount,
        hidden: sql<boolean>`not ${visibleDiscussion}`,
      })
      .from(forumDiscussions)
      .innerJoin(forumCategories, eq(forumCategories.id, forumDiscussions.categoryId))
      .leftJoin(users, eq(users.id, forumDiscussions.authorId))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    { table: forumDiscussions, where },
    { page: options.page, pageSize },
  );
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((row) => ({ ...row, tags: tags.get(row.id) ?? [] })), total };
}

async function tagsOf(db: Database, discussionIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (discussionIds.length === 0) return result;
  const rows = await db
    .select()
    .from(forumDiscussionTags)
    .where(inArray(forumDiscussionTags.discussionId, discussionIds))
    .orderBy(asc(forumDiscussionTags.tag));
  for (const row of rows) result.set(row.discussionId, [...(result.get(row.discussionId) ?? []), row.tag]);
  return result;
}

/** The most used tags of visible discussions. */
export async function popularTags(db: Database, limit = 15) {
  return db
    .select({ tag: forumDiscussionTags.tag, n: sql<number>`count(*)::int` })
    .from(forumDiscussionTags)
    .innerJoin(forumDiscussions, eq(forumDiscussions.id, forumDiscussionTags.discussionId))
    .where(visibleDiscussion)
    .groupBy(forumDiscussionTags.tag)
    .orderBy(desc(sql`count(*)`), asc(forumDiscussionTags.tag))
    .limit(limit);
}

/** At most `max` posts of this kind by the author since `since` (new accounts' daily limits). */
export type PostingLimit = { max: number; since: Date };

/** A post refused because its author reached a PostingLimit (nothing was stored). */
export class PostingLimitReached extends Error {
  constructor(readonly opening: boolean) {
    super(opening ? "Daily limit of new discussions reached" : "Daily limit of replies reached");
  }
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Inside the transaction that stores a post: refuses it (PostingLimitReached) when the author already
 * wrote `limit.max` such posts since `limit.since`. The author's row is locked first, so a member's
 * posts are counted one at a time: parallel requests cannot all pass the count.
 */
async function checkPostingLimit(tx: Transaction, authorId: string | null, opening: boolean, limit?: PostingLimit) {
  if (!limit || !authorId) return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, authorId)).for("no key update");
  if ((await countPostsSince(tx, authorId, limit.since, opening)) >= limit.max) throw new PostingLimitReached(opening);
}

export async function createDiscussion(
  db: Database,
  input: {
    authorId: string | null;
    categoryId: string;
    title: string;
    body: string;
    tags: string[];
    at?: Date;
    limit?: PostingLimit;
  },
): Promise<{ discussionId: string; postId: string }> {
  const at = input.at ?? new Date();
  const body = bodyValues(input.body);
  return db.transaction(async (tx) => {
    await checkPostingLimit(tx, input.authorId, true, input.limit);
    const [discussion] = await tx
      .insert(forumDiscussions)
      .values({
        categoryId: input.categoryId,
        authorId: input.authorId,
        title: input.title,
        createdAt: at,
        lastPostAt: at,
      })
      .returning({ id: forumDiscussions.id });
    const [post] = await tx
      .insert(forumPosts)
      .values({
        discussionId: discussion!.id,
        authorId: input.authorId,
        opening: true,
        ...body,
        createdAt: at,
      })
      .returning({ id: forumPosts.id });
    if (input.tags.length > 0) {
      await tx
        .insert(forumDiscussionTags)
        .values(input.tags.map((tag) => ({ discussionId: discussion!.id, tag })))
        .onConflictDoNothing();
    }
    return { discussionId: discussion!.id, postId: post!.id };
  });
}

export async function findDiscussion(db: Database, id: string) {
  const [row] = await db
    .select({
      id: forumDiscussions.id,
      title: forumDiscussions.title,
      authorId: forumDiscussions.authorId,
      pinned: forumDiscussions.pinned,
      locked: forumDiscussions.locked,
      acceptedPostId: forumDiscussions.acceptedPostId,
      createdAt: forumDiscussions.createdAt,
      categorySlug: forumCategories.slug,
      categoryName: forumCategories.name,
    })
    .from(forumDiscussions)
    .innerJoin(forumCategories, eq(forumCategories.id, forumDiscussions.categoryId))
    .where(eq(forumDiscussions.id, id));
  if (!row) return null;
  const tags = await tagsOf(db, [row.id]);
  return { ...row, tags: tags.get(row.id) ?? [] };
}

/** A post's columns for its discussion page: author, like count and what this viewer did. */
function postColumns(viewerId: string | null) {
  const viewer = viewerId ?? "";
  return {
    id: forumPosts.id,
    authorId: forumPosts.authorId,
    authorName: users.name,
    authorRole: users.role,
    opening: forumPosts.opening,
    body: forumPosts.body,
    bodyHtml: forumPosts.bodyHtml,
    bodyHtmlVersion: forumPosts.bodyHtmlVersion,
    createdAt: forumPosts.createdAt,
    editedAt: forumPosts.editedAt,
    deletedAt: forumPosts.deletedAt,
    hiddenAt: forumPosts.hiddenAt,
    likes: sql<number>`(select count(*)::int from forum_reactions r where r.post_id = "forum_posts"."id")`,
    likedByViewer: sql<boolean>`exists (select 1 from forum_reactions r where r.post_id = "forum_posts"."id" and r.user_id = ${viewer})`,
    flaggedByViewer: sql<boolean>`exists (select 1 from forum_flags f where f.post_id = "forum_posts"."id" and f.user_id = ${viewer} and f.resolved_at is null)`,
  };
}

/** Reading order of replies (ties in time broken by id, so pages never overlap). */
const replyOrder = [asc(forumPosts.createdAt), asc(forumPosts.id)];

/**
 * How many replies come before a post in its discussion: its 0-based place in reading order
 * (the same order as `replyOrder`; deleted and hidden replies keep their place as placeholders).
 */
const replyPosition = sql<number>`(select count(*)::int from forum_posts q where q.discussion_id = "forum_posts"."discussion_id" and not q.opening and (q.created_at, q.id) < ("forum_posts"."created_at", "forum_posts"."id"))`;

/** Every post of a discussion in order, with authors, like counts and what this viewer did. */
export async function listPosts(db: Database, discussionId: string, viewerId: string | null) {
  return db
    .select(postColumns(viewerId))
    .from(forumPosts)
    .leftJoin(users, eq(users.id, forumPosts.authorId))
    .where(eq(forumPosts.discussionId, discussionId))
    .orderBy(desc(forumPosts.opening), ...replyOrder);
}

/** The opening post of a discussion, with the same columns as its replies. */
export async function findOpeningPost(db: Database, discussionId: string, viewerId: string | null) {
  const [row] = await db
    .select(postColumns(viewerId))
    .from(forumPosts)
    .leftJoin(users, eq(users.id, forumPosts.authorId))
    .where(and(eq(forumPosts.discussionId, discussionId), eq(forumPosts.opening, true)));
  return row ?? null;
}

/**
 * One page of a discussion's replies in reading order, and the counts around it: `total` replies
 * (placeholders of deleted and hidden ones included: they keep their place), `visible` ones (the
 * heading's count), `pages`, and the `page` shown: a page past the end is the last page.
 */
export async function listReplyPage(
  db: Database,
  discussionId: string,
  viewerId: string | null,
  options: { page: number; pageSize?: number },
) {
  const pageSize = options.pageSize ?? REPLIES_PAGE_SIZE;
  const isReply = and(eq(forumPosts.discussionId, discussionId), eq(forumPosts.opening, false));
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      visible: sql<number>`(count(*) filter (where ${forumPosts.deletedAt} is null and ${forumPosts.hiddenAt} is null))::int`,
    })
    .from(forumPosts)
    .where(isReply);
  const total = counts?.total ?? 0;
  const pages = replyPages(total, pageSize);
  const page = clampPage(options.page, pages);
  const rows =
    total === 0
      ? []
      : await db
          .select(postColumns(viewerId))
          .from(forumPosts)
          .leftJoin(users, eq(users.id, forumPosts.authorId))
          .where(isReply)
          .orderBy(...replyOrder)
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return { rows, page, pages, pageSize, total, visible: counts?.visible ?? 0 };
}

/**
 * Where posts are shown: their discussion, whether they open it, and the page of the discussion
 * that holds them (an opening post is on every page: 1). Unknown ids are left out.
 */
export async function locatePosts(
  db: Database,
  postIds: string[],
  pageSize = REPLIES_PAGE_SIZE,
): Promise<Map<string, { discussionId: string; opening: boolean; page: number }>> {
  const result = new Map<string, { discussionId: string; opening: boolean; page: number }>();
  if (postIds.length === 0) return result;
  const rows = await db
    .select({
      id: forumPosts.id,
      discussionId: forumPosts.discussionId,
      opening: forumPosts.opening,
      position: replyPosition,
    })
    .from(forumPosts)
    .where(inArray(forumPosts.id, postIds));
  for (const row of rows) {
    result.set(row.id, {
      discussionId: row.discussionId,
      opening: row.opening,
      page: row.opening ? 1 : pageOfPosition(row.position, pageSize),
    });
  }
  return result;
}

/** The page of its discussion that holds a post (1 for the opening post), or null for an unknown id. */
export async function pageOfPost(db: Database, postId: string, pageSize = REPLIES_PAGE_SIZE): Promise<number | null> {
  return (await locatePosts(db, [postId], pageSize)).get(postId)?.page ?? null;
}

/** The discussion's accepted answer (if any) with its author and the page that holds it. */
export async function findAcceptedAnswer(db: Database, discussionId: string, pageSize = REPLIES_PAGE_SIZE) {
  const [row] = await db
    .select({
      id: forumPosts.id,
      authorName: users.name,
      body: forumPosts.body,
      deletedAt: forumPosts.deletedAt,
      hiddenAt: forumPosts.hiddenAt,
      position: replyPosition,
    })
    .from(forumDiscussions)
    .innerJoin(forumPosts, eq(forumPosts.id, forumDiscussions.acceptedPostId))
    .leftJoin(users, eq(users.id, forumPosts.authorId))
    .where(eq(forumDiscussions.id, discussionId));
  if (!row) return null;
  const { position, ...answer } = row;
  return { ...answer, page: pageOfPosition(position, pageSize) };
}

export async function findPost(db: Database, postId: string) {
  const [row] = await db
    .select({
      id: forumPosts.id,
      discussionId: forumPosts.discussionId,
      authorId: forumPosts.authorId,
      opening: forumPosts.opening,
      body: forumPosts.body,
      deletedAt: forumPosts.deletedAt,
      hiddenAt: forumPosts.hiddenAt,
      locked: forumDiscussions.locked,
    })
    .from(forumPosts)
    .innerJoin(forumDiscussions, eq(forumDiscussions.id, forumPosts.discussionId))
    .where(eq(forumPosts.id, postId));
  return row ?? null;
}

export async function addReply(
  db: Database,
  input: { discussionId: string; authorId: string | null; body: string; at?: Date; limit?: PostingLimit },
): Promise<string> {
  const at = input.at ?? new Date();
  const body = bodyValues(input.body);
  return db.transaction(async (tx) => {
    await checkPostingLimit(tx, input.authorId, false, input.limit);
    const [post] = await tx
      .insert(forumPosts)
      .values({ discussionId: input.discussionId, authorId: input.authorId, ...body, createdAt: at })
      .returning({ id: forumPosts.id });
    await tx.update(forumDiscussions).set({ lastPostAt: at }).where(eq(forumDiscussions.id, input.discussionId));
    return post!.id;
  });
}

/** Posts (opening ones or replies) a member wrote since `since`: for the new-account limits. */
export async function countPostsSince(
  db: Pick<Database, "select">,
  userId: string,
  since: Date,
  opening: boolean,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.authorId, userId), eq(forumPosts.opening, opening), gte(forumPosts.createdAt, since)));
  return row?.n ?? 0;
}

/** The author's edit: the new body (and title for an opening post), marked edited. */
export async function editPost(
  db: Database,
  input: { postId: string; body: string; title?: string; discussionId: string; opening: boolean },
) {
  const body = bodyValues(input.body);
  await db.transaction(async (tx) => {
    await tx
      .update(forumPosts)
      .set({ ...body, editedAt: new Date() })
      .where(eq(forumPosts.id, input.postId));
    if (input.opening && input.title) {
      await tx.update(forumDiscussions).set({ title: input.title }).where(eq(forumDiscussions.id, input.discussionId));
    }
  });
}

/**
 * Soft delete: the source is cleared, a placeholder keeps the thread readable. A deleted answer is no
 * longer the discussion's accepted answer, and the CPD credit it earned its author goes with it.
 */
export async function deletePost(db: Database, postId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(forumPosts)
      .set({ ...bodyValues(""), deletedAt: new Date() })
      .where(eq(forumPosts.id, postId));
    await tx.delete(forumReactions).where(eq(forumReactions.postId, postId));
    await tx.update(forumDiscussions).set({ acceptedPostId: null }).where(eq(forumDiscussions.acceptedPostId, postId));
    await removeAutomaticCreditsOf(tx, { source: "forumAnswer", sourceRef: postId });
  });
}

/** Likes or unlikes (one like per member per post, by the unique index). Returns whether it is liked now. */
export async function setLike(db: Database, postId: string, userId: string, like: boolean): Promise<boolean> {
  if (like) {
    await db.insert(forumReactions).values({ postId, userId }).onConflictDoNothing();
    return true;
  }
  await db.delete(forumReactions).where(and(eq(forumReactions.postId, postId), eq(forumReactions.userId, userId)));
  return false;
}

/**
 * Sets (or clears) a discussion's accepted answer; returns the one it replaced. The discussion's row
 * is locked before the answer is read, so in a transaction that answer is the one this change
 * replaces even when two changes meet (two tabs): the caller moves the CPD credit from it, and an
 * answer read before the transaction could be stale and keep its credit for ever.
 */
export async function setAcceptedAnswer(
  db: Database,
  discussionId: string,
  postId: string | null,
): Promise<string | null> {
  const [current] = await db
    .select({ acceptedPostId: forumDiscussions.acceptedPostId })
    .from(forumDiscussions)
    .where(eq(forumDiscussions.id, discussionId))
    .for("no key update");
  await db.update(forumDiscussions).set({ acceptedPostId: postId }).where(eq(forumDiscussions.id, discussionId));
  return current?.acceptedPostId ?? null;
}

/**
 * A member flags a post (again: the reason is updated). When FLAGS_TO_HIDE different members have
 * open flags on it, the post is hidden until an administrator reviews it. Returns whether it is hidden.
 */
export async function flagPost(
  db: Database,
  input: { postId: string; userId: string; reason: FlagReason; note?: string },
): Promise<{ hidden: boolean; openFlags: number }> {
  return db.transaction(async (tx) => {
    // Flags on one post are counted one transaction at a time (the post row is the lock): two
    // members raising the second and third flag at once cannot both count two and leave it shown.
    await tx.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, input.postId)).for("no key update");
    await tx
      .insert(forumFlags)
      .values({ postId: input.postId, userId: input.userId, reason: input.reason, note: input.note || null })
      .onConflictDoUpdate({
        target: [forumFlags.postId, forumFlags.userId],
        set: { reason: input.reason, note: input.note || null, createdAt: new Date(), resolvedAt: null },
      });
    const [open] = await tx
      .select({ n: count() })
      .from(forumFlags)
      .where(and(eq(forumFlags.postId, input.postId), isNull(forumFlags.resolvedAt)));
    const openFlags = open?.n ?? 0;
    if (openFlags >= FLAGS_TO_HIDE) {
      await tx
        .update(forumPosts)
        .set({ hiddenAt: new Date(), hiddenBy: "flags" })
        .where(and(eq(forumPosts.id, input.postId), isNull(forumPosts.hiddenAt)));
      return { hidden: true, openFlags };
    }
    const [post] = await tx
      .select({ hiddenAt: forumPosts.hiddenAt })
      .from(forumPosts)
      .where(eq(forumPosts.id, input.postId));
    return { hidden: Boolean(post?.hiddenAt), openFlags };
  });
}

// Moderation

/** An administrator hides a post; its open flags count as reviewed. */
export async function hidePost(db: Database, postId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(forumPosts)
      .set({ hiddenAt: new Date(), hiddenBy: "admin" })
      .where(eq(forumPosts.id, postId))
      .returning({ id: forumPosts.id });
    await tx
      .update(forumFlags)
      .set({ resolvedAt: new Date() })
      .where(and(eq(forumFlags.postId, postId), isNull(forumFlags.resolvedAt)));
    return updated.length > 0;
  });
}

/** An administrator restores a post (or clears its flags): shown again, its open flags reviewed. */
export async function restorePost(db: Database, postId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(forumPosts)
      .set({ hiddenAt: null, hiddenBy: null })
      .where(eq(forumPosts.id, postId))
      .returning({ id: forumPosts.id });
    await tx
      .update(forumFlags)
      .set({ resolvedAt: new Date() })
      .where(and(eq(forumFlags.postId, postId), isNull(forumFlags.resolvedAt)));
    return updated.length > 0;
  });
}

export async function setDiscussionState(
  db: Database,
  discussionId: string,
  state: { pinned?: boolean; locked?: boolean },
): Promise<boolean> {
  const updated = await db
    .update(forumDiscussions)
    .set(state)
    .where(eq(forumDiscussions.id, discussionId))
    .returning({ id: forumDiscussions.id });
  return updated.length > 0;
}

export const MODERATION_PAGE_SIZE = 20;

/** The review queue: posts with open flags or hidden, those with the most open flags first. */
export async function listModerationQueue(db: Database, options: { page: number }) {
  const openFlags = sql<number>`(select count(*)::int from forum_flags f where f.post_id = "forum_posts"."id" and f.resolved_at is null)`;
  const where = and(isNull(forumPosts.deletedAt), or(isNotNull(forumPosts.hiddenAt), sql`${openFlags} > 0`));
  const { rows, total } = await pageWithTotal(
    db,
    db
      .select({
        id: forumPosts.id,
        discussionId: forumPosts.discussionId,
        discussionTitle: forumDiscussions.title,
        locked: forumDiscussions.locked,
        pinned: forumDiscussions.pinned,
        opening: forumPosts.opening,
        body: forumPosts.body,
        authorName: users.name,
        createdAt: forumPosts.createdAt,
        hiddenAt: forumPosts.hiddenAt,
        hiddenBy: forumPosts.hiddenBy,
        openFlags,
        position: replyPosition,
      })
      .from(forumPosts)
      .innerJoin(forumDiscussions, eq(forumDiscussions.id, forumPosts.discussionId))
      .leftJoin(users, eq(users.id, forumPosts.authorId))
      .where(where)
      .orderBy(desc(openFlags), desc(forumPosts.hiddenAt), desc(forumPosts.createdAt), asc(forumPosts.id))
      .$dynamic(),
    { table: forumPosts, where },
    { page: options.page, pageSize: MODERATION_PAGE_SIZE },
  );
  const reasons = await openFlagReasons(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((row) => ({ ...row, reasons: reasons.get(row.id) ?? {} })), total };
}

async function openFlagReasons(db: Database, postIds: string[]) {
  const result = new Map<string, Partial<Record<FlagReason, number>>>();
  if (postIds.length === 0) return result;
  const rows = await db
    .select({ postId: forumFlags.postId, reason: forumFlags.reason, n: sql<number>`count(*)::int` })
    .from(forumFlags)
    .where(and(inArray(forumFlags.postId, postIds), isNull(forumFlags.resolvedAt)))
    .groupBy(forumFlags.postId, forumFlags.reason);
  for (const row of rows) result.set(row.postId, { ...result.get(row.postId), [row.reason]: row.n });
  return result;
}

/** Posts waiting for review (for the dashboard or a badge). */
export async function countModerationQueue(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(forumPosts)
    .where(
      and(
        isNull(forumPosts.deletedAt),
        or(
          isNotNull(forumPosts.hiddenAt),
          sql`exists (select 1 from forum_flags f where f.post_id = "forum_posts"."id" and f.resolved_at is null)`,
        ),
      ),
    );
  return row?.n ?? 0;
}

// What the forum's notifications (notifications.server.ts) read, in the transaction of the post.

/** Active members whose lower-cased name is one of `lowerNames` (the @mention candidates). */
export async function activeMembersNamed(db: Database, lowerNames: string[]): Promise<{ id: string; name: string }[]> {
  if (lowerNames.length === 0) return [];
  return db
    .select({ id: users.id, name: sql<string>`lower(${users.name})` })
    .from(users)
    .where(and(isNull(users.disabledAt), inArray(sql`lower(${users.name})`, lowerNames)));
}

/** What a notice of a new post needs of its discussion; `underReview` while its opening post is hidden. */
export async function discussionNotice(db: Database, discussionId: string) {
  const [discussion] = await db
    .select({
      title: forumDiscussions.title,
      authorId: forumDiscussions.authorId,
      categoryId: forumDiscussions.categoryId,
    })
    .from(forumDiscussions)
    .where(eq(forumDiscussions.id, discussionId));
  if (!discussion) return null;
  const [opening] = await db
    .select({ hiddenAt: forumPosts.hiddenAt })
    .from(forumPosts)
    .where(and(eq(forumPosts.discussionId, discussionId), eq(forumPosts.opening, true)));
  return { ...discussion, underReview: Boolean(opening?.hiddenAt) };
}

/** The authors of a discussion's other posts that are not deleted (each once). */
export async function earlierPostAuthors(
  db: Database,
  discussionId: string,
  postId: string,
): Promise<(string | null)[]> {
  const rows = await db
    .selectDistinct({ authorId: forumPosts.authorId })
    .from(forumPosts)
    .where(and(eq(forumPosts.discussionId, discussionId), ne(forumPosts.id, postId), isNull(forumPosts.deletedAt)));
  return rows.map((row) => row.authorId);
}

/** Which of these members are active, with their role. */
export async function activeMembers(db: Database, ids: string[]): Promise<{ id: string; role: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.disabledAt)));
}
