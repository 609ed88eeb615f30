import { describe, expect, it } from "vitest";
import { findDiscussion, findPost, flagPost } from "~/features/forum/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { forumFixture } from "../../tests/support/forum-route-test.server";
import { action, loader } from "./admin.moderation";

const t = setupRouteTests();

type Fixture = Awaited<ReturnType<typeof forumFixture>>;

function post(fields: Record<string, string>, cookie: string, search = "") {
  const request = t.post(`/admin/moderation${search}`, fields, cookie);
  return outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));
}

async function flagged(f: Fixture) {
  await flagPost(t.db, { postId: f.openingId, userId: f.ids.bo, reason: "spam", note: "" });
}

describe("/admin/moderation", () => {
  it("is for admins only", async () => {
    const f = await forumFixture(t);
    const load = (cookie?: string) =>
      outcomeOf(() =>
        loader(routeArgs({ request: t.get("/admin/moderation", cookie), params: {}, context: t.context() })),
      );
    expect((await load()).status).toBe(302);
    expect((await load(f.cookies.bo)).status).toBe(403);
    expect((await post({ intent: "hide", postId: f.openingId }, f.cookies.bo)).status).toBe(403);
    expect((await findPost(t.db, f.openingId))?.hiddenAt).toBeNull();
  });

  it("lists flagged posts with their reasons", async () => {
    const f = await forumFixture(t);
    await flagged(f);
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/admin/moderation", f.cookies.admin), params: {}, context: t.context() })),
    );
    const { queue } = out.data as { queue: Array<{ id: string; status: string; reasons: Array<{ reason: string }> }> };
    expect(queue).toEqual([
      expect.objectContaining({ id: f.openingId, status: "visible", reasons: [{ reason: "spam", count: "1" }] }),
    ]);
  });

  it("hides and restores a post, back on the same page with a flash above the queue", async () => {
    const f = await forumFixture(t);
    await flagged(f);
    const hide = await post({ intent: "hide", postId: f.openingId }, f.cookies.admin, "?page=1");
    expect(hide.status).toBe(302);
    expect(hide.location).toBe("/admin/moderation?page=1");
    expect(t.flash(hide)).toMatchObject({ ns: "forum", key: "moderation.done.hidden", form: "moderation" });
    expect((await findPost(t.db, f.openingId))?.hiddenAt).not.toBeNull();
    const restore = await post({ intent: "restore", postId: f.openingId }, f.cookies.admin);
    expect(t.flash(restore)?.key).toBe("moderation.done.restored");
    expect((await findPost(t.db, f.openingId))?.hiddenAt).toBeNull();
  });

  it("pins and locks a discussion, keeping the search", async () => {
    const f = await forumFixture(t);
    const pin = await post({ intent: "pin", discussionId: f.discussionId }, f.cookies.admin, "?q=Mud");
    expect(pin.location).toBe("/admin/moderation?q=Mud");
    expect(t.flash(pin)?.key).toBe("moderation.done.pinned");
    const lock = await post({ intent: "lock", discussionId: f.discussionId }, f.cookies.admin);
    expect(t.flash(lock)?.key).toBe("moderation.done.locked");
    expect(await findDiscussion(t.db, f.discussionId)).toMatchObject({ pinned: true, locked: true });
  });

  it("answers 404 for an unknown post or discussion and 400 for an unknown form", async () => {
    const f = await forumFixture(t);
    const none = "00000000-0000-4000-8000-000000000000";
    expect((await post({ intent: "hide", postId: none }, f.cookies.admin)).status).toBe(404);
    expect((await post({ intent: "unlock", discussionId: none }, f.cookies.admin)).status).toBe(404);
    expect((await post({ intent: "bogus" }, f.cookies.admin)).status).toBe(400);
  });
});
