import { describe, expect, it } from "vitest";
import { checkPassword } from "~/features/auth/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./auth.reset-password";

const t = setupRouteTests();

/** Asks for a reset link for `email` and returns its token (from the mail in the outbox). */
async function resetToken(email: string): Promise<string> {
  await getAppContext(t.context()).auth.api.requestPasswordReset({ body: { email }, headers: new Headers() });
  const mail = (await t.outbox()).find((m) => m.to === email && m.text.includes("/auth/reset-password?token="));
  const token = /\/auth\/reset-password\?token=(\S+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("no reset link mailed");
  return decodeURIComponent(token);
}

function post(fields: Record<string, string>) {
  return outcomeOf(() =>
    action(routeArgs({ request: t.post("/auth/reset-password", fields), params: {}, context: t.context() })),
  );
}

describe("/auth/reset-password", () => {
  it("shows the form for a good link and says a dead one no longer works (400)", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const token = await resetToken("mo@example.org");
    const good = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(`/auth/reset-password?token=${token}`), params: {}, context: t.context() })),
    );
    expect(good.status).toBe(200);
    expect(good.data).toMatchObject({ token });
    const dead = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/auth/reset-password?token=forged"), params: {}, context: t.context() })),
    );
    expect(dead.status).toBe(400);
    expect(dead.data).toMatchObject({ token: null });
  });

  it("sets the new password, then sends to sign in with a flash; the link works once", async () => {
    const id = await t.createUser("member", "Mo Member", "mo@example.org");
    const token = await resetToken("mo@example.org");
    const fields = { intent: "reset", token, password: "Brand-new-pass-77", confirm: "Brand-new-pass-77" };
    const out = await post(fields);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/auth");
    expect(out.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
    expect(await checkPassword(t.db, id, "Brand-new-pass-77")).toBe(true);

    const again = await post(fields);
    expect(again.status).toBe(400);
    expect(again.data).toMatchObject({ intent: "reset", formError: "reset.invalidText" });
  });

  it("refuses a weak or mismatched password on its fields, keeping the link", async () => {
    const id = await t.createUser("member", "Mo Member", "mo@example.org");
    const token = await resetToken("mo@example.org");
    const out = await post({ intent: "reset", token, password: "Brand-new-pass-77", confirm: "Brand-new-pass-78" });
    expect(out.status).toBe(400);
    expect(out.data).toMatchObject({ intent: "reset", fieldErrors: { confirm: "errors.passwordMismatch" } });
    expect(await checkPassword(t.db, id, "Test-pass-12345")).toBe(true);
    expect((await post({ intent: "reset", token, password: "short", confirm: "short" })).data).toMatchObject({
      fieldErrors: { password: "errors.passwordShort" },
    });
  });
});
