import { describe, expect, it } from "vitest";
import { findUserByEmail, signUp } from "~/features/auth/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./auth.verify-email";

const t = setupRouteTests();
const PASSWORD = "Fresh-pass-123";

/** Signs `email` up and returns the token of the confirmation link mailed to it. */
async function signedUp(email: string): Promise<string> {
  expect(await signUp(getAppContext(t.context()), { name: "Nia New", email, password: PASSWORD })).toBe("ok");
  const mail = (await t.outbox()).find((m) => m.to === email);
  const token = /\/auth\/verify-email\?token=(\S+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("no confirmation link mailed");
  return decodeURIComponent(token);
}

function post(fields: Record<string, string>) {
  return outcomeOf(() =>
    action(routeArgs({ request: t.post("/auth/verify-email", fields), params: {}, context: t.context() })),
  );
}

describe("/auth/verify-email", () => {
  it("opening the link changes nothing; a forged link is dead (400)", async () => {
    const token = await signedUp("nia@example.net");
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get(`/auth/verify-email?token=${token}`), params: {}, context: t.context() })),
    );
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ token, email: "nia@example.net" });
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect((await findUserByEmail(t.db, "nia@example.net"))?.emailVerified).toBe(false);
    const forged = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/auth/verify-email?token=forged"), params: {}, context: t.context() })),
    );
    expect(forged.status).toBe(400);
  });

  it("confirms with the account's password, signs in and goes to the account with a flash", async () => {
    const token = await signedUp("nia@example.net");
    const out = await post({ intent: "verify", token, password: PASSWORD });
    expect(out.status).toBe(302);
    expect(out.location).toBe("/account");
    const cookies = out.headers.getSetCookie();
    expect(cookies.some((c) => c.includes("session_token="))).toBe(true);
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
    expect((await findUserByEmail(t.db, "nia@example.net"))?.emailVerified).toBe(true);
    // The link works once.
    const again = await post({ intent: "verify", token, password: PASSWORD });
    expect(again.data).toMatchObject({ intent: "verify", formError: "verify.failedText" });
  });

  it("refuses a missing or wrong password on its field, confirming nothing", async () => {
    const token = await signedUp("nia@example.net");
    const empty = await post({ intent: "verify", token, password: "" });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ fieldErrors: { password: "errors.passwordRequired" } });
    const wrong = await post({ intent: "verify", token, password: "Not-her-pass-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ fieldErrors: { password: "errors.confirmPassword" } });
    expect(wrong.headers.get("Cache-Control")).toBe("no-store");
    expect(JSON.stringify(wrong.data)).not.toContain("Not-her-pass");
    expect((await findUserByEmail(t.db, "nia@example.net"))?.emailVerified).toBe(false);
  });

  it("spends the sign-in limits before checking the password (429)", async () => {
    const token = await signedUp("nia@example.net");
    let out;
    for (let i = 0; i < 6; i++) out = await post({ intent: "verify", token, password: `Wrong-pass-${i}` });
    expect(out?.status).toBe(429);
    expect(out?.data).toMatchObject({ formError: "errors.tooManyAttempts" });
    expect(out?.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});
