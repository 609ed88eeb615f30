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
  findDiscussion,
  findForumCategory,
  flagPost,
  hidePost,
  listDiscussions,
  listForumCategories,
  listModerationQueue,
  listPosts,
  popularTags,
  restorePost,
  setAcceptedAnswer,
  setDiscussionState,
  setLike,
} from "./forum.server";
import { seedForum } from "./seed-forum.server";
import { setupTestDatabase } from "./test-db.server";
import { createUserWithPassword, deleteUserAndPersonalData } from "./users.server";

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
  });
});
