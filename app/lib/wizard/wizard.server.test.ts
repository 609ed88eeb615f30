import { describe, expect, it } from "vitest";
import { createLoadContext, type AppContext } from "~/lib/server/app-context.server";
import { parseConfig } from "~/lib/server/env.server";
import { draftCookie } from "./wizard.server";

const contextFor = (siteUrl: string) =>
  createLoadContext({ config: parseConfig({ SITE_URL: siteUrl, NODE_ENV: "test" }) } as unknown as AppContext);

describe("draftCookie", () => {
  const cookie = draftCookie("wizard_draft", 3600);

  it("names the draft in an httpOnly cookie the page's data requests carry too", () => {
    const header = cookie.set(contextFor("http://localhost:3000"), "draft-1");
    expect(header).toMatch(/^wizard_draft=draft-1;/);
    expect(header).toContain("Max-Age=3600");
    expect(header).toContain("Path=/");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Secure");
    expect(cookie.set(contextFor("https://example.org"), "draft-1")).toContain("Secure");
  });

  it("reads the draft id among other cookies, and nothing without one", () => {
    const request = (header?: string) => new Request("http://x/", { headers: header ? { cookie: header } : {} });
    expect(cookie.read(request("a=1; wizard_draft=draft-2; b=2"))).toBe("draft-2");
    expect(cookie.read(request("a=1"))).toBeUndefined();
    expect(cookie.read(request("wizard_draft="))).toBeUndefined();
    expect(cookie.read(request())).toBeUndefined();
  });

  it("forgets the draft", () => {
    expect(cookie.clear(contextFor("http://localhost:3000"))).toMatch(/^wizard_draft=; Max-Age=0;/);
  });
});
