import { describe, expect, it } from "vitest";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./set-language";

const t = setupRouteTests();

const post = (fields: Record<string, string>) =>
  outcomeOf(() => action(routeArgs({ request: t.post("/set-language", fields), params: {}, context: t.context() })));
const get = (query: string) =>
  outcomeOf(async () =>
    loader(routeArgs({ request: t.get(`/set-language${query}`), params: {}, context: t.context() })),
  );

/** The language cookie a response sets, e.g. "is"; null when it sets none. */
const languageSet = (headers: Headers) =>
  /^lng=([^;]*)/.exec(headers.getSetCookie().find((c) => c.startsWith("lng=")) ?? "")?.[1] ?? null;

describe("/set-language", () => {
  it("the picker's fetcher: stores the choice in a year-long cookie and answers in place", async () => {
    const out = await post({ lng: "is" });
    expect(out.status).toBe(200);
    expect(out.location).toBeNull();
    expect(languageSet(out.headers)).toBe("is");
    const cookie = out.headers.getSetCookie().find((c) => c.startsWith("lng="))!;
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
  });

  it("a plain form goes back to its page, never to another site", async () => {
    const back = await post({ intent: "language", lng: "fr", redirectTo: "/events?page=2" });
    expect(back.status).toBe(302);
    expect(back.location).toBe("/events?page=2");
    expect(languageSet(back.headers)).toBe("fr");
    for (const redirectTo of ["//evil.example/x", "https://evil.example", "/\\evil.example", "/\t/evil.example"]) {
      const out = await post({ lng: "fr", redirectTo });
      expect(out.location).toBe("/");
      expect(languageSet(out.headers)).toBe("fr");
    }
  });

  it("refuses an unknown code (script included) on its field and sets no cookie", async () => {
    for (const lng of ["xx", '"><script>alert(1)</script>', ""]) {
      const out = await post({ lng, redirectTo: "/about" });
      expect(out.status).toBe(400);
      expect(out.data).toMatchObject({ fieldErrors: { lng: "errors.language" }, values: { redirectTo: "/about" } });
      expect(out.headers.getSetCookie()).toEqual([]);
    }
  });

  it("answers a post naming another form with a bare 400", async () => {
    expect((await post({ intent: "unlock", lng: "is" })).status).toBe(400);
  });

  it("the picker's links before its script: a GET sets the cookie for a known code only and goes back", async () => {
    const ok = await get("?lng=is&next=/events");
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/events");
    expect(languageSet(ok.headers)).toBe("is");
    // A redirect that sets a cookie must not be stored by a cache.
    expect(ok.headers.get("Cache-Control")).toBe("no-store");

    const bad = await get("?lng=xx&next=/about");
    expect(bad.location).toBe("/about");
    expect(languageSet(bad.headers)).toBeNull();
    expect((await get("?lng=is&next=//evil.example/x")).location).toBe("/");
  });
});
