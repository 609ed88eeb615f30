import { describe, expect, it } from "vitest";
import { findUserByEmail } from "~/features/auth/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./auth";

const t = setupRouteTests();

const PASSWORD = "Test-pass-12345";

function post(fields: Record<string, string>, context = t.context()) {
  return outcomeOf(() => action(routeArgs({ request: t.post("/auth", fields), params: {}, context })));
}

const hasFlash = (headers: Headers) => headers.getSetCookie().some((c) => c.startsWith("toast="));
const hasSession = (headers: Headers) => headers.getSetCookie().some((c) => c.includes("session_token="));

describe("/auth", () => {
  it("shows the tab asked for, and sends someone signed in on", async () => {
    const page = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/auth?tab=signup&next=/events"), params: {}, context: t.context() })),
    );
    expect(page.data).toMatchObject({ tab: "signup", next: "/events" });
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const signedIn = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/auth?next=/events", cookie), params: {}, context: t.context() })),
    );
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/events");
  });

  it("answers a bare 400 to a post naming no known form", async () => {
    const out = await post({ intent: "register", email: "a@example.org" });
    expect(out.status).toBe(400);
  });

  describe("sign in", () => {
    it("signs in and goes where the visitor was heading, with a flash and the account's language", async () => {
      await t.createUser("member", "Mo Member", "mo@example.org");
      const out = await post({ intent: "signin", email: " MO@example.org ", password: PASSWORD, next: "/events" });
      expect(out.status).toBe(302);
      expect(out.location).toBe("/events");
      expect(hasSession(out.headers)).toBe(true);
      expect(hasFlash(out.headers)).toBe(true);
      expect(out.headers.getSetCookie().some((c) => c.startsWith("lng="))).toBe(true);
    });

    it("never follows a next that leaves the site", async () => {
      await t.createUser("member", "Mo Member", "mo@example.org");
      const out = await post({ intent: "signin", email: "mo@example.org", password: PASSWORD, next: "//evil.example" });
      expect(out.location).toBe("/account");
    });

    it("refuses a wrong password as it refuses an unknown address (401), keeping the address typed", async () => {
      await t.createUser("member", "Mo Member", "mo@example.org");
      const wrong = await post({
        intent: "signin",
        email: "mo@example.org",
        password: "Wrong-pass-000",
        next: "/account",
      });
      const unknown = await post({
        intent: "signin",
        email: "nobody@example.org",
        password: "Wrong-pass-000",
        next: "/account",
      });
      for (const out of [wrong, unknown]) {
        expect(out.status).toBe(401);
        expect(hasSession(out.headers)).toBe(false);
        expect(out.data).toMatchObject({ intent: "signin", fieldErrors: {}, formError: "errors.invalidCredentials" });
      }
      expect(wrong.data).toMatchObject({ values: { email: "mo@example.org", next: "/account" } });
      expect(JSON.stringify(wrong.data)).not.toContain("Wrong-pass");
    });

    it("refuses an empty form on its fields", async () => {
      const out = await post({ intent: "signin", email: "not-an-address", password: "" });
      expect(out.status).toBe(400);
      expect(out.data).toMatchObject({
        intent: "signin",
        fieldErrors: { email: "errors.email", password: "errors.passwordRequired" },
      });
    });

    it("locks an account out after too many failures (429 with Retry-After)", async () => {
      await t.createUser("member", "Mo Member", "mo@example.org");
      let out;
      for (let i = 0; i < 6; i++) {
        out = await post({ intent: "signin", email: "mo@example.org", password: `Wrong-pass-${i}` });
      }
      expect(out?.status).toBe(429);
      expect(out?.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(out?.data).toMatchObject({ formError: "errors.tooManyAttempts", formErrorValues: { minutes: "1" } });
    });
  });

  describe("sign up", () => {
    it("opens an account and says to look in the inbox, where the confirmation link is", async () => {
      const out = await post({
        intent: "signup",
        name: "Nia New",
        email: "nia@example.net",
        password: "Fresh-pass-123",
      });
      expect(out.status).toBe(200);
      expect(out.data).toEqual({ checkMail: "nia@example.net" });
      expect(await findUserByEmail(t.db, "nia@example.net")).toMatchObject({ name: "Nia New", emailVerified: false });
      const mails = await t.outbox();
      expect(mails.filter((m) => m.to === "nia@example.net")).toHaveLength(1);
      expect(mails[0]?.text).toContain("/auth/verify-email?token=");
    });

    it("answers an address that has an account exactly as a new one, changing nothing", async () => {
      await t.createUser("member", "Mo Member", "mo@example.org");
      const out = await post({ intent: "signup", name: "Not Mo", email: "mo@example.org", password: "Other-pass-123" });
      expect(out.status).toBe(200);
      expect(out.data).toEqual({ checkMail: "mo@example.org" });
      expect(await findUserByEmail(t.db, "mo@example.org")).toMatchObject({ name: "Mo Member" });
      // Its owner is told, and the old password still works.
      expect((await t.outbox()).filter((m) => m.to === "mo@example.org")).toHaveLength(1);
      expect(await t.signIn("mo@example.org")).toContain("session_token=");
    });

    it("refuses a weak password and a short name, keeping name and address but not the password", async () => {
      const out = await post({ intent: "signup", name: "N", email: "niamh@example.net", password: "short" });
      expect(out.status).toBe(400);
      expect(out.data).toEqual({
        intent: "signup",
        fieldErrors: { name: "errors.name", password: "errors.passwordShort" },
        values: { name: "N", email: "niamh@example.net" },
      });
      const guessable = await post({
        intent: "signup",
        name: "Niamh",
        email: "niamh@example.net",
        password: "niamh-12345",
      });
      expect(guessable.data).toMatchObject({ fieldErrors: { password: "errors.passwordEmail" } });
      expect(await findUserByEmail(t.db, "niamh@example.net")).toBeFalsy();
    });
  });
});
