import { describe, expect, it } from "vitest";
import { isSubscribed, subscribeConfirmed } from "~/features/newsletter/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./admin.subscribers";

const t = setupRouteTests();

const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));

describe("/admin/subscribers", () => {
  it("refuses a member in the loader and in the action itself (not only the layout), changing nothing", async () => {
    await subscribeConfirmed(t.db, { email: "reader@example.org", language: "en" });
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/admin/subscribers", cookie), params: {}, context: t.context() })),
    );
    expect(page.status).toBe(403);
    const post = await run(
      t.post("/admin/subscribers", { intent: "unsubscribe", email: "reader@example.org" }, cookie),
    );
    expect(post.status).toBe(403);
    expect(await isSubscribed(t.db, "reader@example.org")).toBe(true);
  });

  it("lets an admin take an address off the newsletter", async () => {
    await subscribeConfirmed(t.db, { email: "reader@example.org", language: "en" });
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const cookie = await t.signIn("ada@example.org");
    const post = await run(
      t.post("/admin/subscribers", { intent: "unsubscribe", email: "reader@example.org" }, cookie),
    );
    expect(post.status).toBe(302);
    expect(await isSubscribed(t.db, "reader@example.org")).toBe(false);
  });
});
