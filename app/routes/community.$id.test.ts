import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addReply, findDiscussion, findPost, setDiscussionState } from "~/features/forum/index.server";
import { cpdActivities, forumFlags, forumReactions, forumPosts } from "~/db/schema";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { forumFixture, submissionToken } from "../../tests/support/forum-route-test.server";
import { action, loader } from "./community.$id";

const t = setupRouteTests();

type Fixture = Awaited<ReturnType<typeof forumFixture>>;

function post(f: Fixture, fields: Record<string, string>, cookie: string, search = "") {
  const request = t.post(`${f.path}${search}`, fields, cookie);
  return outcomeOf(() => action(routeArgs({ request, params: { id: f.discussionId }, context: t.context() })));
}

function load(f: Fixture, cookie?: string, search = "") {
  const request = t.get(`${f.path}${search}`, cookie);
  return outcomeOf(() => loader(routeArgs({ request, params: { id: f.discussionId }, context: t.context() })));
}

async function replyOf(f: Fixture, authorId: string, body = "A useful reply.") {
  return addReply(t.db, { discussionId: f.discussionId, authorId, body });
}

type Can = { like: boolean; flag: boolean; edit: boolean; delete: boolean; accept: boolean; moderate: boolean };
type PageData = { opening: { can: Can }; replies: Array<{ id: string; can: Can }>; can: { moderate: boolean } };

describe("/community/:id loader", () => {
  it("is not found for an unknown or malformed id", async () => {
    const f = await forumFixture(t);
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const out = await outcomeOf(() =>
        loader(routeArgs({ request: t.get(`/community/${id}`), params: { id }, context: t.context() })),
      );
      expect(out.status).toBe(404);
    }
    expect((await load(f)).status).toBe(200);
  });

  it("offers each viewer what the policy allows: an admin moderates and does not flag", async () => {
    const f = await forumFixture(t);
    const data = (cookie?: string) => load(f, cookie).then((out) => out.data as PageData);
    expect((await data()).opening.can).toEqual({
      like: false,
      flag: false,
      edit: false,
      delete: false,
      accept: false,
      moderate: false,
    });
    expect((await data(f.cookies.bo)).opening.can).toMatchObject({
      like: true,
      flag: true,
      edit: false,
      moderate: false,
    });
    expect((await data(f.cookies.ada)).opening.can).toMatchObject({
      like: false,
      flag: false,
      edit: true,
      delete: true,
    });
    const admin = await data(f.cookies.admin);
    expect(admin.opening.can).toMatchObject({ like: true, flag: false, moderate: true });
    expect(admin.can.moderate).toBe(true);
  });

  it("lets the discussion's author accept a reply", async () => {
    const f = await forumFixture(t);
    const replyId = await replyOf(f, f.ids.bo);
    const reply = (await load(f, f.cookies.ada)).data as PageData;
    expect(reply.replies.find((r) => r.id === replyId)?.can.accept).toBe(true);
    const other = (await load(f, f.cookies.bo)).data as PageData;
    expect(other.replies.find((r) => r.id === replyId)?.can.accept).toBe(false);
  });
});

describe("/community/:id action", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const f = await forumFixture(t);
    const request = t.post(f.path, { intent: "reply", body: "Hello there" });
    const out = await outcomeOf(() =>
      action(routeArgs({ request, params: { id: f.discussionId }, context: t.context() })),
    );
    expect(out.status).toBe(302);
    expect(out.location).toMatch(/^\/auth\?next=/);
  });

  it("refuses a post that names no known form", async () => {
    const f = await forumFixture(t);
    expect((await post(f, { intent: "bogus" }, f.cookies.bo)).status).toBe(400);
  });

  describe("reply", () => {
    it("stores the reply and lands at it with a flash", async () => {
      const f = await forumFixture(t);
      const out = await post(f, { intent: "reply", body: "Check the tracer tests." }, f.cookies.bo);
      expect(out.status).toBe(302);
      const [stored] = await t.db.select().from(forumPosts).where(eq(forumPosts.opening, false));
      expect(stored?.body).toBe("Check the tracer tests.");
      expect(out.location).toBe(`${f.path}#reply-${stored!.id}`);
      expect(t.flash(out)).toMatchObject({
        ns: "forum",
        key: "done.replied",
        form: `post:${stored!.id}`,
        path: f.path,
      });
    });

    it("refuses an empty reply and keeps what was typed", async () => {
      const f = await forumFixture(t);
      const out = await post(f, { intent: "reply", body: " " }, f.cookies.bo);
      expect(out.status).toBe(400);
      expect(out.data).toMatchObject({
        intent: "reply",
        fieldErrors: { body: "errors.bodyShort" },
        values: { body: " " },
      });
    });

    it("stores a retried reply once and answers it like the first", async () => {
      const f = await forumFixture(t);
      const fields = { intent: "reply", body: "Only once, please.", _submission: submissionToken() };
      const first = await post(f, fields, f.cookies.bo);
      const again = await post(f, fields, f.cookies.bo);
      expect(again.status).toBe(302);
      expect(again.location).toBe(first.location);
      expect(t.flash(again)?.key).toBe("done.replied");
      const replies = await t.db.select().from(forumPosts).where(eq(forumPosts.opening, false));
      expect(replies).toHaveLength(1);
    });

    it("is refused in a locked discussion, keeping what was typed", async () => {
      const f = await forumFixture(t);
      await setDiscussionState(t.db, f.discussionId, { locked: true });
      const out = await post(f, { intent: "reply", body: "Too late?" }, f.cookies.bo);
      expect(out.status).toBe(403);
      expect(out.data).toMatchObject({ intent: "reply", formError: "errors.locked", values: { body: "Too late?" } });
    });
  });

  describe("edit", () => {
    it("saves the author's changes and the title of the opening post", async () => {
      const f = await forumFixture(t);
      const fields = { intent: "edit", postId: f.openingId, title: "Mud losses at 2,500 m", body: "Edited words." };
      const out = await post(f, fields, f.cookies.ada, `?edit=${f.openingId}`);
      expect(out.status).toBe(302);
      expect(out.location).toBe(`${f.path}#post-${f.openingId}`);
      expect(t.flash(out)).toMatchObject({ key: "done.edited", form: `post:${f.openingId}` });
      expect((await findPost(t.db, f.openingId))?.body).toBe("Edited words.");
      expect((await findDiscussion(t.db, f.discussionId))?.title).toBe("Mud losses at 2,500 m");
    });

    it("refuses a too-short title with the typed values", async () => {
      const f = await forumFixture(t);
      const out = await post(f, { intent: "edit", postId: f.openingId, title: "Short", body: "Fine" }, f.cookies.ada);
      expect(out.status).toBe(400);
      expect(out.data).toMatchObject({
        intent: "edit",
        fieldErrors: { title: "errors.titleShort" },
        values: { postId: f.openingId, title: "Short", body: "Fine" },
      });
    });

    it("is forbidden to anyone but the author", async () => {
      const f = await forumFixture(t);
      const out = await post(f, { intent: "edit", postId: f.openingId, body: "Not mine" }, f.cookies.bo);
      expect(out.status).toBe(403);
      expect((await findPost(t.db, f.openingId))?.body).toBe("What do you do first?");
    });
  });

  describe("delete", () => {
    it("deletes the author's post and says so at the post", async () => {
      const f = await forumFixture(t);
      const replyId = await replyOf(f, f.ids.bo);
      const out = await post(f, { intent: "delete", postId: replyId }, f.cookies.bo, "?page=1");
      expect(out.status).toBe(302);
      expect(out.location).toBe(`${f.path}?page=1`);
      expect(t.flash(out)).toMatchObject({ key: "done.deleted", form: `post:${replyId}` });
      expect((await findPost(t.db, replyId))?.deletedAt).not.toBeNull();
    });

    it("is forbidden to others", async () => {
      const f = await forumFixture(t);
      const replyId = await replyOf(f, f.ids.bo);
      expect((await post(f, { intent: "delete", postId: replyId }, f.cookies.ada)).status).toBe(403);
      expect((await findPost(t.db, replyId))?.deletedAt).toBeNull();
    });

    it("is not found for a post of another discussion", async () => {
      const f = await forumFixture(t);
      const out = await post(f, { intent: "delete", postId: "00000000-0000-4000-8000-000000000000" }, f.cookies.bo);
      expect(out.status).toBe(404);
    });
  });

  describe("like", () => {
    it("likes and unlikes another member's post, back on the same page", async () => {
      const f = await forumFixture(t);
      const out = await post(f, { intent: "like", postId: f.openingId, like: "1" }, f.cookies.bo);
      expect(out.status).toBe(302);
      expect(out.location).toBe(f.path);
      expect(await t.db.select().from(forumReactions)).toHaveLength(1);
      await post(f, { intent: "like", postId: f.openingId, like: "0" }, f.cookies.bo);
      expect(await t.db.select().from(forumReactions)).toHaveLength(0);
    });

    it("is forbidden on one's own post", async () => {
      const f = await forumFixture(t);
      expect((await post(f, { intent: "like", postId: f.openingId, like: "1" }, f.cookies.ada)).status).toBe(403);
      expect(await t.db.select().from(forumReactions)).toHaveLength(0);
    });
  });

  describe("accept", () => {
    it("marks a reply as the answer (the discussion's author only)", async () => {
      const f = await forumFixture(t);
      const replyId = await replyOf(f, f.ids.bo);
      expect((await post(f, { intent: "accept", postId: replyId }, f.cookies.bo)).status).toBe(403);
      const out = await post(f, { intent: "accept", postId: replyId }, f.cookies.ada);
      expect(out.status).toBe(302);
      expect(t.flash(out)).toMatchObject({ key: "done.accepted", form: `post:${replyId}` });
      expect((await findDiscussion(t.db, f.discussionId))?.acceptedPostId).toBe(replyId);
      const undo = await post(f, { intent: "unaccept", postId: replyId }, f.cookies.ada);
      expect(t.flash(undo)?.key).toBe("done.unaccepted");
      expect((await findDiscussion(t.db, f.discussionId))?.acceptedPostId).toBeNull();
    });

    it("is forbidden on the opening post", async () => {
      const f = await forumFixture(t);
      expect((await post(f, { intent: "accept", postId: f.openingId }, f.cookies.ada)).status).toBe(403);
    });

    it("leaves one CPD credit, the accepted reply's, when two replies are accepted at once (two tabs)", async () => {
      const f = await forumFixture(t);
      for (let round = 0; round < 4; round++) {
        const [fromBo, fromAdmin] = [await replyOf(f, f.ids.bo), await replyOf(f, f.ids.admin)];
        const outs = await Promise.all([
          post(f, { intent: "accept", postId: fromBo }, f.cookies.ada),
          post(f, { intent: "accept", postId: fromAdmin }, f.cookies.ada),
        ]);
        expect(outs.map((out) => out.status)).toEqual([302, 302]);
        const accepted = (await findDiscussion(t.db, f.discussionId))?.acceptedPostId;
        const credits = await t.db
          .select({ sourceRef: cpdActivities.sourceRef })
          .from(cpdActivities)
          .where(eq(cpdActivities.source, "forumAnswer"));
        expect(credits.map((credit) => credit.sourceRef)).toEqual([accepted]);
      }
    });
  });

  describe("an accepted answer deleted", () => {
    it("is no longer the answer, and its author's CPD credit goes with it", async () => {
      const f = await forumFixture(t);
      const replyId = await replyOf(f, f.ids.bo);
      expect((await post(f, { intent: "accept", postId: replyId }, f.cookies.ada)).status).toBe(302);
      const credits = () =>
        t.db
          .select({ sourceRef: cpdActivities.sourceRef })
          .from(cpdActivities)
          .where(eq(cpdActivities.source, "forumAnswer"));
      expect(await credits()).toEqual([{ sourceRef: replyId }]);
      expect((await post(f, { intent: "delete", postId: replyId }, f.cookies.bo)).status).toBe(302);
      expect((await findDiscussion(t.db, f.discussionId))?.acceptedPostId).toBeNull();
      expect(await credits()).toEqual([]);
    });
  });

  describe("flag", () => {
    it("stores a member's flag and thanks them at the post", async () => {
      const f = await forumFixture(t);
      const out = await post(f, { intent: "flag", postId: f.openingId, reason: "spam", note: "" }, f.cookies.bo);
      expect(out.status).toBe(302);
      expect(t.flash(out)).toMatchObject({ key: "done.flagged", form: `post:${f.openingId}` });
      expect(await t.db.select().from(forumFlags)).toHaveLength(1);
    });

    it("asks for a reason, keeping the note", async () => {
      const f = await forumFixture(t);
      const out = await post(f, { intent: "flag", postId: f.openingId, note: "Looks like an ad" }, f.cookies.bo);
      expect(out.status).toBe(400);
      expect(out.data).toMatchObject({
        intent: "flag",
        fieldErrors: { reason: "errors.flagReason" },
        values: { postId: f.openingId, note: "Looks like an ad" },
      });
    });

    it("is refused to an admin (who moderates instead) and to the post's author", async () => {
      const f = await forumFixture(t);
      const fields = { intent: "flag", postId: f.openingId, reason: "spam" };
      expect((await post(f, fields, f.cookies.admin)).status).toBe(403);
      expect((await post(f, fields, f.cookies.ada)).status).toBe(403);
      expect(await t.db.select().from(forumFlags)).toHaveLength(0);
    });

    it("says the post is gone when it was hidden meanwhile", async () => {
      const f = await forumFixture(t);
      await post(f, { intent: "hide", postId: f.openingId }, f.cookies.admin);
      const out = await post(f, { intent: "flag", postId: f.openingId, reason: "spam" }, f.cookies.bo);
      expect(out.status).toBe(409);
      expect(out.data).toMatchObject({ intent: "flag", formError: "errors.gone" });
    });
  });

  describe("moderation", () => {
    it("lets an admin hide and restore a post, pin and lock the discussion", async () => {
      const f = await forumFixture(t);
      const hide = await post(f, { intent: "hide", postId: f.openingId }, f.cookies.admin);
      expect(hide.status).toBe(302);
      expect(hide.location).toBe(f.path);
      expect((await findPost(t.db, f.openingId))?.hiddenAt).not.toBeNull();
      await post(f, { intent: "restore", postId: f.openingId }, f.cookies.admin);
      expect((await findPost(t.db, f.openingId))?.hiddenAt).toBeNull();
      expect((await post(f, { intent: "pin" }, f.cookies.admin)).status).toBe(302);
      expect((await post(f, { intent: "lock" }, f.cookies.admin)).status).toBe(302);
      expect(await findDiscussion(t.db, f.discussionId)).toMatchObject({ pinned: true, locked: true });
    });

    it("is forbidden to members", async () => {
      const f = await forumFixture(t);
      expect((await post(f, { intent: "hide", postId: f.openingId }, f.cookies.bo)).status).toBe(403);
      expect((await post(f, { intent: "pin" }, f.cookies.ada)).status).toBe(403);
      expect(await findDiscussion(t.db, f.discussionId)).toMatchObject({ pinned: false, locked: false });
      expect((await findPost(t.db, f.openingId))?.hiddenAt).toBeNull();
    });
  });
});
