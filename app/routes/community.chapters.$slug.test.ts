import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { memberChapters } from "~/features/chapters/index.server";
import { action, loader } from "./community.chapters.$slug";

const t = setupRouteTests();
const PATH = "/community/chapters/kenya";

const post = (fields: Record<string, string>, cookie?: string, slug = "kenya") =>
  outcomeOf(() =>
    action(
      routeArgs({
        request: t.post(`/community/chapters/${slug}`, fields, cookie),
        params: { slug },
        context: t.context(),
      }),
    ),
  );

describe("/community/chapters/:slug", () => {
  it("loader: offers joining to members; an unknown chapter is 404", async () => {
    const visitor = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(PATH), params: { slug: "kenya" }, context: t.context() })),
    );
    expect(visitor.data).toMatchObject({ mayJoin: false, isMember: false });
    const missing = await outcomeOf(() =>
      loader(
        routeArgs({
          request: t.get("/community/chapters/atlantis"),
          params: { slug: "atlantis" },
          context: t.context(),
        }),
      ),
    );
    expect(missing.status).toBe(404);
  });

  it("join and leave: stored, with the chapter's name in the flash for the form", async () => {
    const member = await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const joined = await post({ intent: "join" }, cookie);
    expect(joined.status).toBe(302);
    expect(joined.location).toBe(PATH);
    expect(t.flash(joined)).toMatchObject({
      ns: "chapters",
      key: "chapter.joined",
      form: "join",
      values: { name: "Kenya" },
    });
    expect(await memberChapters(t.db, member)).toEqual(new Set(["kenya"]));
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(PATH, cookie), params: { slug: "kenya" }, context: t.context() })),
    );
    expect(page.data).toMatchObject({ mayJoin: true, isMember: true });
    const left = await post({ intent: "leave" }, cookie);
    expect(t.flash(left)).toMatchObject({ key: "chapter.left", form: "leave" });
    expect(await memberChapters(t.db, member)).toEqual(new Set());
  });

  it("refuses a signed-out post (sign in), an unknown form (400) and an unknown chapter (404)", async () => {
    const out = await post({ intent: "join" });
    expect(out.status).toBe(302);
    expect(out.location).toMatch(/^\/auth\?next=/);
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    expect((await post({ intent: "lead" }, cookie)).status).toBe(400);
    expect((await post({ intent: "join" }, cookie, "atlantis")).status).toBe(404);
  });
});
