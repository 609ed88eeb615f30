import { describe, expect, it } from "vitest";
import { ensureFixedForumCategories } from "~/features/forum/index.server";
import { forumDiscussions } from "~/db/schema";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { submissionToken } from "../../tests/support/forum-route-test.server";
import { action, loader } from "./community.new";

const t = setupRouteTests();

const good = {
  intent: "discussion",
  title: "Mud losses at 2,000 m",
  category: "drilling",
  tags: "Mud, #losses",
  body: "What first?",
};

async function member() {
  await ensureFixedForumCategories(t.db);
  await t.createUser("member", "Ada Author", "ada@example.org");
  return t.signIn("ada@example.org");
}

function post(fields: Record<string, string>, cookie: string) {
  const request = t.post("/community/new", fields, cookie);
  return outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));
}

describe("/community/new", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/community/new"), params: {}, context: t.context() })),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/auth?next=%2Fcommunity%2Fnew");
  });

  it("offers members every category but the staff-only announcements", async () => {
    const cookie = await member();
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/community/new", cookie), params: {}, context: t.context() })),
    );
    const { categories } = out.data as { categories: Array<{ value: string }> };
    expect(categories.map((c) => c.value)).toContain("drilling");
    expect(categories.map((c) => c.value)).not.toContain("announcements");
  });

  it("publishes a discussion and opens it with a flash", async () => {
    const cookie = await member();
    const out = await post(good, cookie);
    expect(out.status).toBe(302);
    const [stored] = await t.db.select().from(forumDiscussions);
    expect(stored?.title).toBe("Mud losses at 2,000 m");
    expect(out.location).toBe(`/community/${stored!.id}`);
    expect(t.flash(out)).toMatchObject({ ns: "forum", key: "done.posted", form: "discussion" });
  });

  it("refuses a form with errors and keeps what was typed", async () => {
    const cookie = await member();
    const out = await post(
      { intent: "discussion", title: "Short", category: "", tags: "a,b,c,d,e,f", body: "" },
      cookie,
    );
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "discussion",
      formError: "errors.form",
      fieldErrors: { title: "errors.titleShort", tags: "errors.tagsTooMany", body: "errors.bodyShort" },
      values: { title: "Short", tags: "a,b,c,d,e,f" },
    });
    expect(await t.db.select().from(forumDiscussions)).toHaveLength(0);
  });

  it("refuses the staff-only category to a member (policy)", async () => {
    const cookie = await member();
    const out = await post({ ...good, category: "announcements" }, cookie);
    expect(out.status).toBe(403);
    expect(out.data).toMatchObject({
      fieldErrors: { category: "errors.categoryStaff" },
      values: { title: good.title },
    });
  });

  it("stores a retried post once and opens the same discussion", async () => {
    const cookie = await member();
    const fields = { ...good, _submission: submissionToken() };
    const first = await post(fields, cookie);
    const again = await post(fields, cookie);
    expect(again.status).toBe(302);
    expect(again.location).toBe(first.location);
    expect(t.flash(again)?.key).toBe("done.posted");
    expect(await t.db.select().from(forumDiscussions)).toHaveLength(1);
  });

  it("stops a new account at three discussions a day, keeping the form", async () => {
    const cookie = await member();
    for (let n = 1; n <= 3; n++)
      expect((await post({ ...good, title: `Question number ${n}` }, cookie)).status).toBe(302);
    const out = await post({ ...good, title: "A fourth question" }, cookie);
    expect(out.status).toBe(429);
    expect(out.data).toMatchObject({
      formError: "errors.newAccountDiscussions",
      values: { title: "A fourth question" },
    });
  });
});
