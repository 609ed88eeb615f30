import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { confirmSubscription } from "~/features/newsletter/index.server";
import { newsletterSubscriptions } from "~/db/schema";
import { action } from "./home";

const t = setupRouteTests();

const signUp = (email: string, clientIp = "192.0.2.1", fields: Record<string, string> = { intent: "newsletter" }) =>
  outcomeOf(() =>
    action(
      routeArgs({ request: t.post("/?index", { ...fields, email }), params: {}, context: t.context({ clientIp }) }),
    ),
  );

/** The answer without the flash cookie's own signature and id (they differ per response). */
const answerOf = (out: Awaited<ReturnType<typeof signUp>>) => ({
  status: out.status,
  location: out.location,
  flash: out.headers.getSetCookie().some((cookie) => cookie.startsWith("toast=")),
});

describe("/ (newsletter sign-up)", () => {
  it("gives the same answer for a new, a pending, a confirmed and an unsubscribed address", async () => {
    const fresh = answerOf(await signUp("  New@Example.org ", "192.0.2.1"));
    expect(fresh).toEqual({ status: 302, location: "/", flash: true });
    // New: stored pending, with one confirmation mail that names nothing typed but the address.
    let mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "new@example.org", subject: "Confirm your GeoCert newsletter subscription" });
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mails[0]!.text)?.[0];
    expect(link).toBeTruthy();
    expect((await t.db.select().from(newsletterSubscriptions))[0]?.confirmedAt).toBeNull();

    // Pending: the same answer, and no second mail minutes later.
    expect(answerOf(await signUp("new@example.org", "192.0.2.2"))).toEqual(fresh);
    expect(await t.outbox()).toHaveLength(1);

    // Confirmed: the same answer, nothing mailed.
    const token = decodeURIComponent(new URL(link!).searchParams.get("token")!);
    expect(await confirmSubscription(t.db, token)).toMatchObject({ email: "new@example.org" });
    expect(answerOf(await signUp("new@example.org", "192.0.2.3"))).toEqual(fresh);
    expect(await t.outbox()).toHaveLength(1);

    // Unsubscribed earlier: the same answer; a new link, and still unsubscribed until it is followed.
    await t.db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: new Date(), confirmSentAt: null })
      .where(eq(newsletterSubscriptions.email, "new@example.org"));
    expect(answerOf(await signUp("new@example.org", "192.0.2.4"))).toEqual(fresh);
    mails = await t.outbox();
    expect(mails).toHaveLength(2);
    const rows = await t.db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribedAt).not.toBeNull();
  });

  it("mails the link in the visitor's language", async () => {
    const out = await outcomeOf(() =>
      action(
        routeArgs({
          request: t.post("/?index", { intent: "newsletter", email: "tr@example.org" }, "lng=tr"),
          params: {},
          context: t.context({ clientIp: "192.0.2.9" }),
        }),
      ),
    );
    expect(out.status).toBe(302);
    const [mail] = await t.outbox();
    expect(mail?.subject).toBe("GeoCert bülten aboneliğinizi onaylayın");
  });

  it("refuses a bad address under the field, keeping what was typed", async () => {
    const out = await signUp("name@localhost");
    expect(out.status).toBe(400);
    expect(out.data).toEqual({
      intent: "newsletter",
      fieldErrors: { email: "newsletter.errors.invalid" },
      values: { email: "name@localhost" },
    });
    expect((await signUp("")).data).toMatchObject({ fieldErrors: { email: "newsletter.errors.required" } });
    expect(await t.db.select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it("limits sign-ups per client, with a message for the whole form", async () => {
    const statuses: number[] = [];
    let last: unknown;
    for (let i = 0; i < 6; i += 1) {
      // As the browser test posts it: no intent field.
      const out = await signUp(`rl${i}@example.org`, "203.0.113.90", {});
      statuses.push(out.status);
      last = out.data;
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    expect(last).toMatchObject({ formError: "newsletter.errors.rateLimited", values: { email: "rl5@example.org" } });
  });
});
