import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { insertOutboxMail } from "~/lib/mail/outbox-queries.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { action } from "./admin.mail";

const t = setupRouteTests();

const run = (request: Request) => outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));

/** A mail the sender gave up on. */
async function aFailedMail(to = "reader@example.org") {
  const { id } = await insertOutboxMail(t.db, {
    messageId: `<${crypto.randomUUID()}@geocert.example>`,
    to,
    subject: "Your renewal",
    text: "Hello",
  });
  await t.db
    .update(mailOutbox)
    .set({ status: "failed", attempts: 5, lastError: "550 no such user" })
    .where(eq(mailOutbox.id, id));
  return id;
}

const stored = async (id: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe("/admin/mail retry", () => {
  it("queues a failed mail again, due now with a fresh round of attempts, and says so", async () => {
    const id = await aFailedMail();
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const cookie = await t.signIn("ada@example.org");
    const out = await run(
      t.post("/admin/mail?status=failed", { intent: "retry", id, to: "reader@example.org" }, cookie),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/admin/mail?status=failed");
    expect(t.flash(out)).toMatchObject({
      type: "success",
      ns: "admin",
      key: "mail.retried",
      form: "retry",
      values: { to: "reader@example.org" },
    });
    expect(await stored(id)).toMatchObject({ status: "pending", attempts: 0, leaseOwner: null });
  });

  it("refuses a mail that has not failed (409), changing nothing", async () => {
    const { id } = await insertOutboxMail(t.db, {
      messageId: `<${crypto.randomUUID()}@geocert.example>`,
      to: "reader@example.org",
      subject: "Pending",
      text: "Hello",
    });
    await t.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, id));
    await t.createUser("admin", "Ada Admin", "ada@example.org");
    const cookie = await t.signIn("ada@example.org");
    const out = await run(t.post("/admin/mail", { intent: "retry", id, to: "reader@example.org" }, cookie));
    expect(out.status).toBe(409);
    expect((await stored(id)).status).toBe("sent");
  });

  it("is the action's own check: a member is refused and the mail stays failed", async () => {
    const id = await aFailedMail();
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const out = await run(t.post("/admin/mail", { intent: "retry", id, to: "reader@example.org" }, cookie));
    expect(out.status).toBe(403);
    expect(await stored(id)).toMatchObject({ status: "failed", attempts: 5 });
  });
});
