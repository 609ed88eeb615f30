import { describe, expect, it } from "vitest";
import { listContactMessages, saveContactMessage } from "~/features/contact/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./admin.messages";

const t = setupRouteTests();

const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));

async function aMessage() {
  return saveContactMessage(t.db, {
    name: "Vera Visitor",
    email: "vera@example.org",
    organisation: "",
    topic: "other",
    message: "When is the next exam window?",
    language: "en",
  });
}

describe("/admin/messages", () => {
  it("refuses a member in the loader and in the action itself (not only the layout), changing nothing", async () => {
    const { id } = await aMessage();
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/admin/messages", cookie), params: {}, context: t.context() })),
    );
    expect(page.status).toBe(403);
    const post = await run(t.post("/admin/messages", { intent: "read", id, read: "true" }, cookie));
    expect(post.status).toBe(403);
    expect((await listContactMessages(t.db, { unreadOnly: true })).total).toBe(1);
  });

  it("lets an admin mark a message read", async () => {
    const { id } = await aMessage();
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const cookie = await t.signIn("ada@example.org");
    const post = await run(t.post("/admin/messages", { intent: "read", id, read: "true" }, cookie));
    expect(post.status).toBe(302);
    expect((await listContactMessages(t.db, { unreadOnly: true })).total).toBe(0);
  });
});
