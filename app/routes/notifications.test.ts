import { describe, expect, it } from "vitest";
import { addReply } from "~/features/forum/index.server";
import { preferencesOf, unreadCount } from "~/features/notifications/index.server";
import { forumDiscussions, notifications } from "~/db/schema";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { forumFixture, submissionToken } from "../../tests/support/forum-route-test.server";
import { action as discussionAction } from "./community.$id";
import { action as listAction } from "./community._index";
import { loader as suggestions } from "./community.mention-suggestions";
import { action as settingsAction, loader as settingsLoader } from "./account.notifications";
import { action, loader } from "./notifications";

const t = setupRouteTests();
type Fixture = Awaited<ReturnType<typeof forumFixture>>;

function onDiscussion(f: Fixture, fields: Record<string, string>, cookie: string) {
  const request = t.post(f.path, fields, cookie);
  return outcomeOf(() =>
    discussionAction(routeArgs({ request, params: { id: f.discussionId }, context: t.context() })),
  );
}
const reply = (f: Fixture, body: string, cookie: string) =>
  onDiscussion(f, { intent: "reply", body, submission: submissionToken() }, cookie);

type Item = { id: string; type: string; unread: boolean; data: { title: string; url: string; actor?: string } };
const list = (cookie: string) =>
  outcomeOf(() =>
    loader(routeArgs({ request: t.get("/notifications", cookie), params: {}, context: t.context() })),
  ).then((out) => (out.data as { items: Item[] }).items);

describe("forum notifications through the discussion page", () => {
  it("a reply tells the discussion's author and the member it mentions, each once, never the replier", async () => {
    const f = await forumFixture(t);
    const cy = await t.createUser("member", "Cy Mentioned", "cy@example.org");
    const out = await reply(f, "@Cy Mentioned, you drilled this field: any advice? Thanks @Bo Member", f.cookies.bo);
    expect(out.status).toBe(302);
    const ada = await list(f.cookies.ada);
    expect(ada.map((item) => [item.type, item.data.actor])).toEqual([["forum.reply", "Bo Member"]]);
    expect(ada[0]!.data.url).toMatch(new RegExp(`^/community/${f.discussionId}#reply-`));
    expect(await unreadCount(t.db, cy)).toBe(1);
    expect((await list(f.cookies.bo)).length).toBe(0);
    const mails = await t.outbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["ada@example.org", "cy@example.org"]);
    expect(mails.find((mail) => mail.to === "cy@example.org")!.subject).toContain("Bo Member");
  });

  it("earlier posters hear of later replies; a muted discussion tells its muter nothing; watchers hear of all", async () => {
    const f = await forumFixture(t);
    await addReply(t.db, { discussionId: f.discussionId, authorId: f.ids.bo, body: "First answer here." });
    expect((await onDiscussion(f, { intent: "mute" }, f.cookies.ada)).status).toBe(302);
    expect((await onDiscussion(f, { intent: "watch" }, f.cookies.admin)).status).toBe(302);
    const dee = await t.createUser("member", "Dee Later", "dee@example.org");
    const deeCookie = await t.signIn("dee@example.org");
    await reply(f, "A later reply.", deeCookie);
    expect((await list(f.cookies.bo)).map((item) => item.type)).toEqual(["forum.replyAfter"]);
    expect(await list(f.cookies.ada)).toEqual([]);
    expect((await list(f.cookies.admin)).map((item) => item.type)).toEqual(["forum.watched"]);
    expect(await unreadCount(t.db, dee)).toBe(0);
    // Unmuting brings the author's notifications back.
    await onDiscussion(f, { intent: "unwatch" }, f.cookies.ada);
    await reply(f, "Another reply.", deeCookie);
    expect((await list(f.cookies.ada)).map((item) => item.type)).toEqual(["forum.reply"]);
  });

  it("a category's watcher hears of new replies there; watching is a signed-in form", async () => {
    const f = await forumFixture(t);
    const [category] = await t.db.select({ id: forumDiscussions.categoryId }).from(forumDiscussions);
    const watch = (cookie?: string) =>
      outcomeOf(() =>
        listAction(
          routeArgs({
            request: t.post("/community", { intent: "watchCategory", categoryId: category!.id }, cookie),
            params: {},
            context: t.context(),
          }),
        ),
      );
    expect((await watch()).status).toBe(302);
    const out = await watch(f.cookies.admin);
    expect(t.flash(out)).toMatchObject({ key: "done.categoryWatching", form: "category-watch" });
    await reply(f, "A reply in drilling.", f.cookies.bo);
    expect((await list(f.cookies.admin)).map((item) => item.type)).toEqual(["forum.watched"]);
  });

  it("accepting an answer tells the reply's author", async () => {
    const f = await forumFixture(t);
    const postId = await addReply(t.db, { discussionId: f.discussionId, authorId: f.ids.bo, body: "Try LCM first." });
    expect((await onDiscussion(f, { intent: "accept", postId }, f.cookies.ada)).status).toBe(302);
    expect((await list(f.cookies.bo)).map((item) => item.type)).toEqual(["forum.accepted"]);
  });
});

describe("/notifications", () => {
  it("asks to sign in", async () => {
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/notifications"), params: {}, context: t.context() })),
    );
    expect(out.status).toBe(302);
    expect(out.location).toMatch(/^\/auth/);
  });

  it("opening one marks it read and goes to it; another member's is not found; mark all read", async () => {
    const f = await forumFixture(t);
    await reply(f, "One.", f.cookies.bo);
    await reply(f, "Two.", f.cookies.bo);
    const [first] = await list(f.cookies.ada);
    const open = (id: string, cookie: string) =>
      outcomeOf(() =>
        action(
          routeArgs({
            request: t.post("/notifications", { intent: "open", id }, cookie),
            params: {},
            context: t.context(),
          }),
        ),
      );
    expect((await open(first!.id, f.cookies.bo)).status).toBe(404);
    const out = await open(first!.id, f.cookies.ada);
    expect(out.status).toBe(302);
    expect(out.location).toBe(first!.data.url);
    expect(await unreadCount(t.db, f.ids.ada)).toBe(1);
    await outcomeOf(() =>
      action(
        routeArgs({
          request: t.post("/notifications", { intent: "readAll" }, f.cookies.ada),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(await unreadCount(t.db, f.ids.ada)).toBe(0);
    expect((await t.db.select().from(notifications)).length).toBe(2);
  });
});

describe("/account/notifications", () => {
  it("saves one choice per type, refuses an unknown choice, and lists what the member watches", async () => {
    const f = await forumFixture(t);
    await onDiscussion(f, { intent: "watch" }, f.cookies.bo);
    const loaded = await outcomeOf(() =>
      settingsLoader(
        routeArgs({
          request: t.get("/account/notifications", f.cookies.bo),
          params: {},
          context: t.context(),
        }),
      ),
    );
    const page = loaded.data as {
      preferences: Record<string, string>;
      watches: { discussions: Array<{ id: string }> };
    };
    expect(page.preferences["forum.reply"]).toBe("instant");
    expect(page.watches.discussions.map((d) => d.id)).toEqual([f.discussionId]);
    const fields = { ...page.preferences, intent: "save", "forum.mention": "weekly" };
    const post = (body: Record<string, string>) =>
      outcomeOf(() =>
        settingsAction(
          routeArgs({
            request: t.post("/account/notifications", body, f.cookies.bo),
            params: {},
            context: t.context(),
          }),
        ),
      );
    const out = await post(fields);
    expect(out.status).toBe(302);
    expect(t.flash(out)).toMatchObject({ key: "done.saved", form: "save" });
    expect((await preferencesOf(t.db, f.ids.bo))["forum.mention"]).toBe("weekly");
    expect((await post({ ...fields, "forum.reply": "hourly" })).status).toBe(400);
    await post({ intent: "unwatch", discussionId: f.discussionId });
    const again = await outcomeOf(() =>
      settingsLoader(
        routeArgs({
          request: t.get("/account/notifications", f.cookies.bo),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect((again.data as typeof page).watches.discussions).toEqual([]);
  });
});

describe("/community/mention-suggestions", () => {
  it("answers signed-in members only, with names of forum posters", async () => {
    const f = await forumFixture(t);
    const ask = (q: string, cookie?: string) =>
      outcomeOf(() =>
        suggestions(
          routeArgs({
            request: t.get(`/community/mention-suggestions?q=${encodeURIComponent(q)}`, cookie),
            params: {},
            context: t.context(),
          }),
        ),
      );
    expect((await ask("Ad")).status).toBe(401);
    const out = await ask("ad", f.cookies.bo);
    expect(out.status).toBe(200);
    expect(out.data).toEqual({ names: ["Ada Author"] });
    // Ann has not posted in the forum; percent signs are taken literally.
    expect((await ask("Ann", f.cookies.bo)).data).toEqual({ names: [] });
    expect((await ask("%", f.cookies.bo)).data).toEqual({ names: [] });
  });
});
