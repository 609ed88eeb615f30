import { describe, expect, it } from "vitest";
import { getUser } from "~/features/auth/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./auth.sign-out";

const t = setupRouteTests();

const signOut = (cookie?: string) =>
  outcomeOf(() =>
    action(routeArgs({ request: t.post("/auth/sign-out", {}, cookie), params: {}, context: t.context() })),
  );

/** Who a request with `cookie` is signed in as, as the app sees it (a fresh request: no cached lookup). */
const whoIs = async (cookie: string) => (await getUser(t.get("/account", cookie), t.context()))?.email ?? null;

const clearsSession = (headers: Headers) =>
  headers.getSetCookie().some((c) => c.includes("session_token=;") && /max-age=0/i.test(c));

describe("/auth/sign-out", () => {
  it("ends this browser's session on the server, clears its cookie and says so on the home page", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const other = await t.signIn("mo@example.org");
    expect(await whoIs(cookie)).toBe("mo@example.org");

    const out = await signOut(cookie);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/");
    expect(t.flash(out)).toMatchObject({ type: "success", ns: "common", key: "session.signedOut" });
    expect(clearsSession(out.headers)).toBe(true);
    // The old cookie, replayed, no longer signs anyone in; the session on another device is left alone.
    expect(await whoIs(cookie)).toBeNull();
    expect(await whoIs(other)).toBe("mo@example.org");
  });

  it("answers a visitor with no session the same way, still clearing what the browser holds", async () => {
    const out = await signOut();
    expect(out.status).toBe(302);
    expect(out.location).toBe("/");
    expect(t.flash(out)).toMatchObject({ key: "session.signedOut" });
    expect(clearsSession(out.headers)).toBe(true);
  });

  it("signs nobody out on a GET (a link or an image), sending it home", async () => {
    await t.createUser("member", "Mo Member", "mo@example.org");
    const cookie = await t.signIn("mo@example.org");
    const out = await outcomeOf(async () => loader());
    expect(out.status).toBe(302);
    expect(out.location).toBe("/");
    expect(out.headers.getSetCookie()).toEqual([]);
    expect(await whoIs(cookie)).toBe("mo@example.org");
  });
});
