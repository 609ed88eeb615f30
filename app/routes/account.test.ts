import { describe, expect, it } from "vitest";
import { checkPassword, findUserById } from "~/features/auth/index.server";
import { isSubscribed } from "~/features/newsletter/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./account";

const t = setupRouteTests();

const PASSWORD = "Test-pass-12345";
const NEW_PASSWORD = "Fresh-pass-67890";

function post(fields: Record<string, string>, cookie: string, context = t.context()) {
  return outcomeOf(() => action(routeArgs({ request: t.post("/account", fields, cookie), params: {}, context })));
}

function hasFlash(headers: Headers): boolean {
  return headers.getSetCookie().some((c) => c.startsWith("toast="));
}

describe("/account", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/account"), params: {}, context: t.context() })),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/auth?next=%2Faccount");
  });

  it("saves the profile and says so with a flash on the redirect", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const request = t.post("/account", { intent: "profile", name: "Mo Renamed", country: "", language: "en" }, cookie);
    const out = await outcomeOf(() => action(routeArgs({ request, params: {}, context: t.context() })));
    expect(out.status).toBe(302);
    expect(out.location).toBe("/account");
    expect(out.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
  });

  it("refuses a post to the account of nobody signed in", async () => {
    const out = await outcomeOf(() =>
      action(
        routeArgs({
          request: t.post("/account", { intent: "profile", name: "X" }),
          params: {},
          context: t.context(),
        }),
      ),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/auth?next=%2Faccount");
  });

  it("answers a bare 400 to a post naming no known form", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const out = await post({ intent: "section" }, cookie);
    expect(out.status).toBe(400);
    expect(out.data).toBe("Unknown form");
  });

  describe("profile", () => {
    it("stores name, country, language and the newsletter, and sets the language cookie", async () => {
      const id = await t.createUser("member", "Mo Member", "mo@example.org");
      const cookie = await t.signIn("mo@example.org");
      const out = await post(
        { intent: "profile", name: "Mo Renamed", country: "Iceland", language: "is", newsletter: "on" },
        cookie,
      );
      expect(out.status).toBe(302);
      expect(out.location).toBe("/account");
      expect(hasFlash(out.headers)).toBe(true);
      expect(out.headers.getSetCookie().some((c) => /^lng=is/.test(c))).toBe(true);
      const user = await findUserById(t.db, id);
      expect(user).toMatchObject({ name: "Mo Renamed", country: "Iceland", language: "is" });
      expect(await isSubscribed(t.db, "mo@example.org")).toBe(true);

      await post({ intent: "profile", name: "Mo Renamed", country: "", language: "en" }, cookie);
      expect(await isSubscribed(t.db, "mo@example.org")).toBe(false);
      expect((await findUserById(t.db, id))?.country).toBeNull();
    });

    it("refuses a short name and an unknown language, keeping what was typed", async () => {
      const id = await t.createUser("member", "Mo Member", "mo@example.org");
      const cookie = await t.signIn("mo@example.org");
      const out = await post({ intent: "profile", name: "M", country: "Chile", language: "xx" }, cookie);
      expect(out.status).toBe(400);
      expect(out.data).toEqual({
        intent: "profile",
        fieldErrors: { name: "errors.name", language: "errors.language" },
        values: { name: "M", country: "Chile", language: "xx" },
      });
      expect((await findUserById(t.db, id))?.name).toBe("Mo Member");
    });
  });

  describe("password", () => {
    it("changes the password, keeps this session and says so", async () => {
      const id = await t.createUser("member", "Mo Member", "mo@example.org");
      const cookie = await t.signIn("mo@example.org");
      const out = await post(
        {
          intent: "password",
          username: "mo@example.org",
          currentPassword: PASSWORD,
          password: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        },
        cookie,
      );
      expect(out.status).toBe(302);
      expect(out.location).toBe("/account");
      expect(hasFlash(out.headers)).toBe(true);
      expect(await checkPassword(t.db, id, NEW_PASSWORD)).toBe(true);
    });

    it("refuses a wrong current password on its field, never sending a password back", async () => {
      const id = await t.createUser("member", "Mo Member", "mo@example.org");
      const cookie = await t.signIn("mo@example.org");
      const out = await post(
        { intent: "password", currentPassword: "Wrong-pass-000", password: NEW_PASSWORD, confirm: NEW_PASSWORD },
        cookie,
      );
      expect(out.status).toBe(400);
      expect(out.data).toEqual({
        intent: "password",
        fieldErrors: { currentPassword: "errors.wrongPassword" },
        values: {},
      });
      expect(await checkPassword(t.db, id, PASSWORD)).toBe(true);
    });

    it("refuses a weak or mismatched new password", async () => {
      await t.createUser("member", "Mo Member", "mo@example.org");
      const cookie = await t.signIn("mo@example.org");
      const out = await post(
        { intent: "password", currentPassword: PASSWORD, password: "short", confirm: "other" },
        cookie,
      );
      expect(out.status).toBe(400);
      expect((out.data as { fieldErrors: Record<string, string> }).fieldErrors.password).toBe("errors.passwordShort");
    });

    it("is rate limited per account (429)", async () => {
      const id = await t.createUser("member", "Mo Member", "mo@example.org");
      const cookie = await t.signIn("mo@example.org");
      const context = t.context();
      await consume(getAppContext(context).rateLimits.accountChanges, id, 10);
      const out = await post(
        { intent: "password", currentPassword: PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
        cookie,
        context,
      );
      expect(out.status).toBe(429);
      expect(out.data).toMatchObject({ intent: "password", formError: "errors.rateLimited" });
      expect(await checkPassword(t.db, id, PASSWORD)).toBe(true);
    });
  });

  describe("delete", () => {
    it("deletes the account, signs out and says so on the home page", async () => {
      const id = await t.createUser("member", "Mo Member", "mo@example.org");
      const cookie = await t.signIn("mo@example.org");
      const out = await post({ intent: "delete", currentPassword: PASSWORD, confirm: "on" }, cookie);
      expect(out.status).toBe(302);
      expect(out.location).toBe("/");
      expect(hasFlash(out.headers)).toBe(true);
      expect(await findUserById(t.db, id)).toBeFalsy();
    });

    it("needs the box ticked and the right password", async () => {
      const id = await t.createUser("member", "Mo Member", "mo@example.org");
      const cookie = await t.signIn("mo@example.org");
      const unticked = await post({ intent: "delete", currentPassword: PASSWORD }, cookie);
      expect(unticked.status).toBe(400);
      expect(unticked.data).toMatchObject({ fieldErrors: { confirm: "errors.deleteConfirm" } });
      const wrong = await post({ intent: "delete", currentPassword: "Wrong-pass-000", confirm: "on" }, cookie);
      expect(wrong.status).toBe(400);
      expect(wrong.data).toMatchObject({ intent: "delete", fieldErrors: { currentPassword: "errors.wrongPassword" } });
      expect(await findUserById(t.db, id)).toBeTruthy();
    });

    it("never deletes the last active administrator, but one of two", async () => {
      const first = await t.createUser("admin", "Ada Admin", "ada@example.org");
      const cookie = await t.signIn("ada@example.org");
      const out = await post({ intent: "delete", currentPassword: PASSWORD, confirm: "on" }, cookie);
      expect(out.status).toBe(400);
      expect(out.data).toMatchObject({ intent: "delete", formError: "errors.lastAdmin" });
      expect(await findUserById(t.db, first)).toBeTruthy();

      await t.createUser("admin", "Bo Admin", "bo@example.org");
      const again = await post({ intent: "delete", currentPassword: PASSWORD, confirm: "on" }, cookie);
      expect(again.status).toBe(302);
      expect(await findUserById(t.db, first)).toBeFalsy();
    });

    it("is rate limited per account (429)", async () => {
      const id = await t.createUser("member", "Mo Member", "mo@example.org");
      const cookie = await t.signIn("mo@example.org");
      const context = t.context();
      await consume(getAppContext(context).rateLimits.accountChanges, id, 10);
      const out = await post({ intent: "delete", currentPassword: PASSWORD, confirm: "on" }, cookie, context);
      expect(out.status).toBe(429);
      expect(await findUserById(t.db, id)).toBeTruthy();
    });
  });
});
