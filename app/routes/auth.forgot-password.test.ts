import { describe, expect, it } from "vitest";
import { checkPassword } from "~/features/auth/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action } from "./auth.forgot-password";
import { action as resetAction } from "./auth.reset-password";

const t = setupRouteTests();

function post(fields: Record<string, string>, clientIp?: string) {
  return outcomeOf(() =>
    action(
      routeArgs({ request: t.post("/auth/forgot-password", fields), params: {}, context: t.context({ clientIp }) }),
    ),
  );
}

describe("/auth/forgot-password", () => {
  it("mails a reset link through the outbox, and the link sets a new password", async () => {
    const id = await t.createUser("member", "Mo Member", "mo@example.org");
    const out = await post({ intent: "forgot", email: " MO@example.org " });
    expect(out.status).toBe(200);
    expect(out.data).toEqual({ sentTo: "mo@example.org" });
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("mo@example.org");
    const token = /\/auth\/reset-password\?token=(\S+)/.exec(mails[0]!.text)?.[1];
    expect(token).toBeTruthy();

    // The mailed link is a real one: it sets the password.
    const reset = await outcomeOf(() =>
      resetAction(
        routeArgs({
          request: t.post("/auth/reset-password", {
            intent: "reset",
            token: decodeURIComponent(token!),
            password: "Brand-new-pass-77",
            confirm: "Brand-new-pass-77",
          }),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(reset.status).toBe(302);
    expect(await checkPassword(t.db, id, "Brand-new-pass-77")).toBe(true);
  });

  it("answers an unknown address exactly as a known one, and mails nobody", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const known = await post({ intent: "forgot", email: "mo@example.org" });
    const unknown = await post({ intent: "forgot", email: "nobody@example.org" });
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual({ sentTo: "nobody@example.org" });
    const mails = await t.outbox();
    expect(mails.map((m) => m.to)).toEqual(["mo@example.org"]);
  });

  it("refuses an address that is not one on its field, keeping what was typed, and mails nothing", async () => {
    const out = await post({ intent: "forgot", email: "not-an-address" });
    expect(out.status).toBe(400);
    expect(out.data).toEqual({
      intent: "forgot",
      fieldErrors: { email: "errors.email" },
      values: { email: "not-an-address" },
    });
    expect(await t.outbox()).toHaveLength(0);
  });

  it("sends at most 5 requests a client in 15 minutes; the sixth is refused with the address kept", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    for (let i = 0; i < 5; i++) {
      expect((await post({ intent: "forgot", email: "mo@example.org" }, "198.51.100.9")).status).toBe(200);
    }
    const sixth = await post({ intent: "forgot", email: "mo@example.org" }, "198.51.100.9");
    expect(sixth.status).toBe(429);
    expect(sixth.data).toMatchObject({ formError: "errors.rateLimited", values: { email: "mo@example.org" } });
    expect(await t.outbox()).toHaveLength(5);
    // The limit is the client's, not the address's: another client is still answered.
    expect((await post({ intent: "forgot", email: "mo@example.org" }, "198.51.100.10")).status).toBe(200);
  });

  it("answers a post naming no known form with a bare 400", async () => {
    expect((await post({ intent: "reset", email: "mo@example.org" })).status).toBe(400);
  });
});
