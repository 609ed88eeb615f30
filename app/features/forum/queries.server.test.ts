import { describe, expect, it } from "vitest";
import {
  addReply,
  countModerationQueue,
  countPostsSince,
  createDiscussion,
  deletePost,
  editPost,
  ensureFixedForumCategories,
  ensureForumCategory,
  findAcceptedAnswer,
  findDiscussion,
  findForumCategory,
  findOpeningPost,
  flagPost,
  hidePost,
  listDiscussions,
  listForumCategories,
  listModerationQueue,
  listPosts,
  listReplyPage,
  locatePosts,
  pageOfPost,
  popularTags,
  restorePost,
  setAcceptedAnswer,
  setDiscussionState,
  setLike,
} from "./queries.server";
import { pageOfPosition } from "~/features/forum/forum";
import { seedForum } from "./seed.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { createUserWithPassword, deleteUserAndPersonalData } from "~/features/auth/index.server";

const handle = setupTestDatabase();

async function member(name: string) {
  return createUserWithPassword(handle.db, {
    name,
    email: `${name.toLowerCase()}@example.org`,
    password: "Forum-test-2026",
    role: "member",
  });
}

async function drilling() {
  await ensureFixedForumCategories(handle.db);
  return (await findForumCategory(handle.db, "drilling"))!.id;
}

describe("forum categories", () => {
  it("are created once by slug, fixed ones in order", async () => {
    await ensureFixedForumCategories(handle.db);
    await ensureFixedForumCategories(handle.db);
    const first = await ensureForumCategory(handle.db, { slug: "regional-iceland", name: "Regional: Iceland" });
    const again = await ensureForumCategory(handle.db, { slug: "regional-iceland", name: "Other name" });
    expect(again).toBe(first);
    const categories = await listForumCategories(handle.db);
    expect(categories.map((c) => c.slug)).toEqual([
      "reservoir-exploration",
      "drilling",
      "power-plants",
      "careers-certification",
      "regional",
      "announcements",
      "regional-iceland",
    ]);
    expect(categories.find((c) => c.slug === "regional-iceland")).toMatchObject({ name: "Regional: Iceland" });
    expect(categories.find((c) => c.slug === "announcements")?.staffOnly).toBe(true);
  });
});

describe("discussions", () => {
  it("are listed, searched over titles and bodies, filtered by tag and sorted", async () => {
    const categoryId = await drilling();
    const ada = await member("Ada");
    const bo = await member("Bo");
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const a = await createDiscussion(handle.db, {
      authorId: ada,
      categoryId,
      title: "Lost circulation in basalt",
      body: "Returns lost at 800 m.",
      tags: ["lost-circulation"],
      at: day(1),
    });
    const b = await createDiscussion(handle.db, {
      authorId: bo,
      categoryId,
      title: "Casing design question",
      body: "Thermal expansion of 100% anchored casing?",
      tags: ["casing", "lost-circulation"],
      at: day(2),
    });
    await addReply(handle.db, { discussionId: a.discussionId, authorId: bo, body: "Drill blind.", at: day(3) });
    await setLike(handle.db, b.postId, ada, true);
    await setLike(handle.db, b.postId, ada, true);

    const latest = await listDiscussions(handle.db, { sort: "latest", page: 1 });
    expect(latest.total).toBe(2);
    expect(latest.rows.map((r) => r.id)).toEqual([a.discussionId, b.discussionId]);
    expect(latest.rows[0]).toMatchObject({ replies: 1, likes: 0, authorName: "Ada", tags: ["lost-circulation"] });
    expect(latest.rows[1]).toMatchObject({ likes: 1, tags: ["casing", "lost-circulation"] });

    const top = await listDiscussions(handle.db, { sort: "top", page: 1 });
    expect(top.rows.map((r) => r.id)).toEqual([b.discussionId, a.discussionId]);
    const unanswered = await listDiscussions(handle.db, { sort: "unanswered", page: 1 });
    expect(unanswered.rows.map((r) => r.id)).toEqual([b.discussionId]);

    // Search: a title, a reply body, and LIKE wildcards taken literally.
    expect((await listDiscussions(handle.db, { sort: "latest", page: 1, query: "BASALT" })).total).toBe(1);
    expect((await listDiscussions(handle.db, { sort: "latest", page: 1, query: "blind" })).rows[0]?.id).toBe(
      a.discussionId,
    );
    expect((await listDiscussions(handle.db, { sort: "latest", page: 1, query: "100%" })).total).toBe(1);
    expect((await listDiscussions(handle.db, { sort: "latest", page: 1, query: "%" })).total).toBe(1);
    expect((await listDiscussions(handle.db, { sort: "latest", page: 1, tag: "casing" })).total).toBe(1);
    const categories = await listForumCategories(handle.db);
    expect(categories.find((c) => c.slug === "drilling")?.discussions).toBe(2);
    expect(categories.find((c) => c.slug === "regional")?.discussions).toBe(0);
    expect(await popularTags(handle.db)).toEqual([
      { tag: "lost-circulation", n: 2 },
      { tag: "casing", n: 1 },
    ]);

    // Pinned first; pagination.
    await setDiscussionState(handle.db, b.discussionId, { pinned: true });
    const pinned = await listDiscussions(handle.db, { sort: "latest", page: 1 });
    expect(pinned.rows[0]?.id).toBe(b.discussionId);
    const second = await listDiscussions(handle.db, { sort: "latest", page: 2, pageSize: 1 });
    expect(second.rows.map((r) => r.id)).toEqual([a.discussionId]);
  });

  it("keep their posts when edited, deleted, or their author's account is deleted", async () => {
    const categoryId = await drilling();
    const ada = await member("Ada");
    const bo = await member("Bo");
    const { discussionId, postId } = await createDiscussion(handle.db, {
      authorId: ada,
      categoryId,
      title: "Mud logging tips",
      body: "Share yours",
      tags: [],
    });
    const reply = await addReply(handle.db, { discussionId, authorId: bo, body: "Watch the gas readings." });
    await setAcceptedAnswer(handle.db, discussionId, reply);
    expect((await findDiscussion(handle.db, discussionId))?.acceptedPostId).toBe(reply);

    await editPost(handle.db, {
      postId,
      discussionId,
      opening: true,
      body: "Share yours, please",
      title: "Mud logging",
    });
    const discussion = await findDiscussion(handle.db, discussionId);
    expect(discussion?.title).toBe("Mud logging");

    await setLike(handle.db, reply, ada, true);
    let posts = await listPosts(handle.db, discussionId, ada);
    expect(posts.map((p) => p.opening)).toEqual([true, false]);
    expect(posts[0]?.editedAt).toBeInstanceOf(Date);
    expect(posts[1]).toMatchObject({ likes: 1, likedByViewer: true, authorName: "Bo" });

    await deletePost(handle.db, reply);
    posts = await listPosts(handle.db, discussionId, ada);
    expect(posts[1]).toMatchObject({ body: "", likes: 0 });
    expect(posts[1]?.deletedAt).toBeInstanceOf(Date);
    expect((await findDiscussion(handle.db, discussionId))?.acceptedPostId).toBeNull();

    await deleteUserAndPersonalData(handle.db, ada);
    posts = await listPosts(handle.db, discussionId, null);
    expect(posts[0]).toMatchObject({ authorId: null, authorName: null, body: "Share yours, please" });
  });

  it("count a member's recent posts for the new-account limits", async () => {
    const categoryId = await drilling();
    const ada = await member("Ada");
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await createDiscussion(handle.db, { authorId: ada, categoryId, title: "Old one", body: "x", tags: [], at: old });
    const { discussionId } = await createDiscussion(handle.db, {
      authorId: ada,
      categoryId,
      title: "New one",
      body: "y",
      tags: [],
    });
    await addReply(handle.db, { discussionId, authorId: ada, body: "z" });
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    expect(await countPostsSince(handle.db, ada, since, true)).toBe(1);
    expect(await countPostsSince(handle.db, ada, since, false)).toBe(1);
  });
});

describe("reply pages", () => {
  /** A discussion with `count` replies by two members; pairs of replies share a time (ties go by id). */
  async function longDiscussion(count: number) {
    const categoryId = await drilling();
    const ada = (await member("Ada"))!;
    const bo = (await member("Bo"))!;
    const start = new Date("2026-01-05T08:00:00Z");
    const { discussionId, postId: openingId } = await createDiscussion(handle.db, {
      authorId: ada,
      categoryId,
      title: "Casing wear in deviated wells",
      body: "Opening question",
      tags: [],
      at: start,
    });
    const replies: string[] = [];
    for (let n = 1; n <= count; n++) {
      const at = new Date(start.getTime() + Math.ceil(n / 2) * 60_000);
      replies.push(await addReply(handle.db, { discussionId, authorId: n % 2 ? bo : ada, body: `Reply ${n}`, at }));
    }
    return { discussionId, openingId, replies, ada, bo };
  }

  /** Reading order is time, then id: the order the pages must follow. */
  async function readingOrder(discussionId: string) {
    return (await listPosts(handle.db, discussionId, null)).filter((p) => !p.opening).map((p) => p.id);
  }

  it("show 20 replies a page in reading order, with the counts, and clamp a page past the end", async () => {
    const { discussionId, replies } = await longDiscussion(45);
    const order = await readingOrder(discussionId);
    expect([...order].sort()).toEqual([...replies].sort());

    const first = await listReplyPage(handle.db, discussionId, null, { page: 1 });
    expect(first).toMatchObject({ page: 1, pages: 3, pageSize: 20, total: 45, visible: 45 });
    expect(first.rows.map((r) => r.id)).toEqual(order.slice(0, 20));
    expect(first.rows.every((r) => !r.opening)).toBe(true);
    const second = await listReplyPage(handle.db, discussionId, null, { page: 2 });
    expect(second.rows.map((r) => r.id)).toEqual(order.slice(20, 40));
    const third = await listReplyPage(handle.db, discussionId, null, { page: 3 });
    expect(third.rows.map((r) => r.id)).toEqual(order.slice(40));
    expect(third.rows).toHaveLength(5);

    // Past the end is the last page; nonsense is page 1.
    expect((await listReplyPage(handle.db, discussionId, null, { page: 99 })).page).toBe(3);
    expect((await listReplyPage(handle.db, discussionId, null, { page: 99 })).rows.map((r) => r.id)).toEqual(
      order.slice(40),
    );
    expect((await listReplyPage(handle.db, discussionId, null, { page: 0 })).page).toBe(1);
    expect((await listReplyPage(handle.db, discussionId, null, { page: Number.NaN })).page).toBe(1);
    // Another page size.
    const tens = await listReplyPage(handle.db, discussionId, null, { page: 5, pageSize: 10 });
    expect(tens).toMatchObject({ page: 5, pages: 5 });
    expect(tens.rows.map((r) => r.id)).toEqual(order.slice(40));
  });

  it("keep deleted and hidden replies in their place, and count only visible ones", async () => {
    const { discussionId } = await longDiscussion(45);
    const order = await readingOrder(discussionId);
    await deletePost(handle.db, order[9]!);
    await hidePost(handle.db, order[10]!);
    const first = await listReplyPage(handle.db, discussionId, null, { page: 1 });
    expect(first).toMatchObject({ total: 45, visible: 43, pages: 3 });
    expect(first.rows.map((r) => r.id)).toEqual(order.slice(0, 20));
    expect(first.rows[9]?.deletedAt).toBeInstanceOf(Date);
    expect(first.rows[10]?.hiddenAt).toBeInstanceOf(Date);
  });

  it("carry likes and flags per reply for the viewer", async () => {
    const { discussionId, ada, bo } = await longDiscussion(45);
    const order = await readingOrder(discussionId);
    await setLike(handle.db, order[24]!, ada, true);
    await setLike(handle.db, order[24]!, bo, true);
    await flagPost(handle.db, { postId: order[25]!, userId: ada, reason: "offTopic" });
    const second = await listReplyPage(handle.db, discussionId, ada, { page: 2 });
    expect(second.rows[4]).toMatchObject({ likes: 2, likedByViewer: true, flaggedByViewer: false });
    expect(second.rows[5]).toMatchObject({ likes: 0, likedByViewer: false, flaggedByViewer: true });
    const anonymous = await listReplyPage(handle.db, discussionId, null, { page: 2 });
    expect(anonymous.rows[4]).toMatchObject({ likes: 2, likedByViewer: false });
    const opening = await findOpeningPost(handle.db, discussionId, ada);
    expect(opening).toMatchObject({ opening: true, body: "Opening question", authorName: "Ada" });
  });

  it("find the page that holds a reply, the same as the pages list it", async () => {
    const { discussionId, openingId, bo } = await longDiscussion(45);
    const order = await readingOrder(discussionId);
    const located = await locatePosts(handle.db, [openingId, ...order]);
    expect(located.get(openingId)).toEqual({ discussionId, opening: true, page: 1 });
    for (const [index, id] of order.entries()) {
      expect(located.get(id)).toEqual({ discussionId, opening: false, page: Math.floor(index / 20) + 1 });
    }
    expect(await pageOfPost(handle.db, order[19]!)).toBe(1);
    expect(await pageOfPost(handle.db, order[20]!)).toBe(2);
    expect(await pageOfPost(handle.db, order[44]!)).toBe(3);
    expect(await pageOfPost(handle.db, order[44]!, 10)).toBe(5);
    expect(await pageOfPost(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await locatePosts(handle.db, [])).toEqual(new Map());

    // A new reply goes to the end: the last page, a new one once the last is full.
    const fresh = await addReply(handle.db, { discussionId, authorId: bo, body: "Reply 46" });
    expect(await pageOfPost(handle.db, fresh)).toBe(3);
    // A second apart: two replies in the same millisecond are ordered by id, not by which came first.
    const after = (n: number) => new Date(Date.now() + n * 1000);
    for (let n = 47; n <= 60; n++) {
      await addReply(handle.db, { discussionId, authorId: bo, body: `Reply ${n}`, at: after(n) });
    }
    const last = await addReply(handle.db, { discussionId, authorId: bo, body: "Reply 61", at: after(61) });
    expect(await pageOfPost(handle.db, last)).toBe(4);
    const lastPage = await listReplyPage(handle.db, discussionId, null, { page: 4 });
    expect(lastPage.rows.map((r) => r.id)).toEqual([last]);
  });

  it("tell where the accepted answer is, and where queued posts are", async () => {
    const { discussionId, ada } = await longDiscussion(45);
    expect(await findAcceptedAnswer(handle.db, discussionId)).toBeNull();
    const order = await readingOrder(discussionId);
    await setAcceptedAnswer(handle.db, discussionId, order[26]!);
    const accepted = await findAcceptedAnswer(handle.db, discussionId);
    expect(accepted).toMatchObject({ id: order[26], page: 2, authorName: expect.any(String), deletedAt: null });
    expect(accepted?.body).toMatch(/^Reply \d+$/);

    await flagPost(handle.db, { postId: order[41]!, userId: ada, reason: "spam" });
    const queue = await listModerationQueue(handle.db, { page: 1 });
    expect(queue.rows[0]).toMatchObject({ id: order[41], position: 41 });
    expect(pageOfPosition(queue.rows[0]!.position)).toBe(3);
  });

  it("are one empty page for a discussion without replies", async () => {
    const categoryId = await drilling();
    const { discussionId, postId } = await createDiscussion(handle.db, {
      authorId: null,
      categoryId,
      title: "Nobody answered",
      body: "Anyone?",
      tags: [],
    });
    expect(await listReplyPage(handle.db, discussionId, null, { page: 3 })).toMatchObject({
      rows: [],
      page: 1,
      pages: 1,
      total: 0,
      visible: 0,
    });
    expect(await pageOfPost(handle.db, postId)).toBe(1);
  });
});

describe("moderation", () => {
  it("hides a post flagged by three members until an admin restores it", async () => {
    const categoryId = await drilling();
    const author = await member("Spammer");
    const [a, b, c] = await Promise.all([member("Ann"), member("Ben"), member("Cai")]);
    const { discussionId, postId } = await createDiscussion(handle.db, {
      authorId: author,
      categoryId,
      title: "Cheap certificates here",
      body: "Buy now",
      tags: ["spam-tag"],
    });
    expect(await flagPost(handle.db, { postId, userId: a!, reason: "spam" })).toEqual({ hidden: false, openFlags: 1 });
    // The same member again counts once.
    expect(await flagPost(handle.db, { postId, userId: a!, reason: "abuse" })).toEqual({ hidden: false, openFlags: 1 });
    expect((await flagPost(handle.db, { postId, userId: b!, reason: "spam" })).hidden).toBe(false);
    expect(await countModerationQueue(handle.db)).toBe(1);
    expect(await flagPost(handle.db, { postId, userId: c!, reason: "other", note: "ads" })).toEqual({
      hidden: true,
      openFlags: 3,
    });
    // A hidden opening post hides its discussion from lists, not from moderators.
    expect((await listDiscussions(handle.db, { sort: "latest", page: 1 })).total).toBe(0);
    expect((await listDiscussions(handle.db, { sort: "latest", page: 1, includeHidden: true })).total).toBe(1);
    expect((await listForumCategories(handle.db)).find((c) => c.slug === "drilling")?.discussions).toBe(0);
    expect(await popularTags(handle.db)).toEqual([]);

    const queue = await listModerationQueue(handle.db, { page: 1 });
    expect(queue.total).toBe(1);
    expect(queue.rows[0]).toMatchObject({ id: postId, discussionId, openFlags: 3, hiddenBy: "flags" });
    expect(queue.rows[0]?.reasons).toEqual({ abuse: 1, spam: 1, other: 1 });

    expect(await restorePost(handle.db, postId)).toBe(true);
    expect(await countModerationQueue(handle.db)).toBe(0);
    expect((await listDiscussions(handle.db, { sort: "latest", page: 1 })).total).toBe(1);
    // Reviewed flags no longer count: one new flag does not hide it again.
    expect((await flagPost(handle.db, { postId, userId: a!, reason: "spam" })).hidden).toBe(false);

    expect(await hidePost(handle.db, postId)).toBe(true);
    const hidden = await listModerationQueue(handle.db, { page: 1 });
    expect(hidden.rows[0]).toMatchObject({ openFlags: 0, hiddenBy: "admin" });
  });
});

describe("forum demo data", () => {
  it("is seeded once, with its categories", async () => {
    expect(await seedForum(handle.db)).toBe(true);
    const { total } = await listDiscussions(handle.db, { sort: "latest", page: 1 });
    expect(total).toBeGreaterThan(3);
    expect(await seedForum(handle.db)).toBe(false);
    expect((await listDiscussions(handle.db, { sort: "latest", page: 1 })).total).toBe(total);
    const announcements = await listDiscussions(handle.db, { sort: "latest", page: 1 });
    expect(announcements.rows[0]).toMatchObject({ pinned: true, locked: true });
    // The long thread shows paging: 46 replies on three pages, its accepted answer on page 2.
    const long = await listDiscussions(handle.db, {
      sort: "latest",
      page: 1,
      query: "Silica scaling in our reinjection pipeline",
    });
    expect(long.rows).toHaveLength(1);
    expect(long.rows[0]).toMatchObject({ replies: 46, answered: true });
    const pages = await listReplyPage(handle.db, long.rows[0]!.id, null, { page: 3 });
    expect(pages).toMatchObject({ total: 46, pages: 3 });
    expect(pages.rows).toHaveLength(6);
    expect((await findAcceptedAnswer(handle.db, long.rows[0]!.id))?.page).toBe(2);
  });
});
