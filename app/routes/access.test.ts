import { beforeAll, describe, expect, it } from "vitest";
import { GATE_COOKIE } from "~/features/gate/index.server";
import { outcomeOf, setupRouteTests, routeArgs } from "../../tests/support/route-test.server";
import { action, loader } from "./access";

const t = setupRouteTests();
const PASSWORD = "geyser-site-pass";

beforeAll(() => {
  // The gate of these tests is on, with a site password.
  Object.assign(t.config, { gateEnabled: true, sitePassword: PASSWORD });
});

function post(fields: Record<string, string>, clientIp = "203.0.113.9") {
  return outcomeOf(() =>
    action(routeArgs({ request: t.post("/access", fields), params: {}, context: t.context({ clientIp }) })),
  );
}

describe("/access", () => {
  it("shows the gate to a visitor who has not passed it", async () => {
    const out = await outcomeOf(() =>
      loader(routeArgs({ request: t.get("/access?next=/about"), params: {}, context: t.context() })),
    );
    expect(out.status).toBe(200);
    expect(out.data).toEqual({ next: "/about" });
  });

  it("refuses a wrong password (401) and sets no gate cookie", async () => {
    const out = await post({ intent: "unlock", password: "geyser-42!", next: "/about" });
    expect(out.status).toBe(401);
    expect(out.data).toMatchObject({ intent: "unlock", formError: "gate.incorrect", values: { next: "/about" } });
    expect(JSON.stringify(out.data)).not.toContain("geyser-42");
    expect(out.headers.getSetCookie()).toEqual([]);
  });

  it("lets the right password in: back to the page asked for, with the gate cookie and a flash", async () => {
    const out = await post({ intent: "unlock", password: PASSWORD, next: "/about" });
    expect(out.status).toBe(302);
    expect(out.location).toBe("/about");
    const cookies = out.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith(`${GATE_COOKIE}=`) && /HttpOnly/i.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
    // Posts without an intent (scripts) are answered alike; other sites are never the next page.
    const bare = await post({ password: PASSWORD, next: "//evil.example" });
    expect(bare.status).toBe(302);
    expect(bare.location).toBe("/");
  });

  it("stops checking after 10 wrong passwords a minute, even the right one (429)", async () => {
    for (let i = 0; i < 10; i++) expect((await post({ password: `wrong-${i}` }, "203.0.113.44")).status).toBe(401);
    const limited = await post({ intent: "unlock", password: PASSWORD }, "203.0.113.44");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.data).toMatchObject({ formError: "gate.tooMany", formErrorValues: { seconds: expect.any(Number) } });
    expect((await post({ password: PASSWORD }, "203.0.113.45")).status).toBe(302);
  });

  it("answers a bare 400 to a post naming another form", async () => {
    expect((await post({ intent: "signin", password: PASSWORD })).status).toBe(400);
  });
});
