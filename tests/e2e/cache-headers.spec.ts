import { GATED_PORT, OPEN_PORT, TEST_PASSWORD } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Decision 018: while the gate is on, nothing behind it may be kept by a browser or a shared cache
 * (a later visitor of the same machine or proxy would get it without the password). Admin and
 * account pages are never stored, gate or not.
 */
const gated = `http://localhost:${GATED_PORT}`;
const open = `http://localhost:${OPEN_PORT}`;

/** Everything behind the gate: HTML, data requests, feeds, the sitemap, files, calendars. */
const behindTheGate = [
  "/",
  "/about",
  "/news",
  "/_root.data",
  "/news/feed.xml",
  "/community/jobs/feed.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/resources/files/geothermal-glossary.md",
  "/events/reykjavik-meetup-drilling-safety-2026/calendar.ics",
];

test.describe("Cache-Control with the gate on", () => {
  test("every gated response is private, no-store once unlocked", async ({ request }) => {
    const unlocked = await request.post(`${gated}/access`, { form: { password: TEST_PASSWORD }, maxRedirects: 0 });
    expect(unlocked.status()).toBe(302);
    for (const path of behindTheGate) {
      // Twice: the second answer of a shared page comes from the page cache.
      for (const attempt of [1, 2]) {
        const response = await request.get(`${gated}${path}`, { maxRedirects: 0 });
        expect(response.status(), `${path} (${attempt})`).toBeLessThan(400);
        expect(response.headers()["cache-control"], `${path} (${attempt})`).toBe("private, no-store");
      }
    }
  });

  test("locked visitors' redirects and 401s are not stored either; build assets stay public", async ({ request }) => {
    for (const path of ["/", "/news/feed.xml", "/api/bulk-verify"]) {
      const response = await request.get(`${gated}${path}`, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    const html = await (await request.get(`${gated}/access`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(`${gated}${asset}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("immutable");
  });
});

test.describe("Cache-Control with the gate off", () => {
  test("public pages and feeds keep their own caching; admin and account pages are never stored", async ({
    request,
  }) => {
    const feed = await request.get(`${open}/news/feed.xml`);
    expect(feed.headers()["cache-control"]).toBe("public, max-age=600");
    const home = await request.get(`${open}/`);
    expect(home.headers()["cache-control"] ?? "").not.toContain("no-store");
    for (const path of ["/admin", "/admin/messages", "/account", "/auth"]) {
      const response = await request.get(`${open}${path}`, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toContain("no-store");
    }
  });
});

test.describe("Security headers", () => {
  test("HSTS on an https SITE_URL, and a Permissions-Policy that denies unused features", async ({ request }) => {
    const response = await request.get(`${gated}/access`);
    expect(response.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const policy = response.headers()["permissions-policy"] ?? "";
    for (const feature of [
      "camera=()",
      "microphone=()",
      "geolocation=()",
      "payment=()",
      "usb=()",
      "browsing-topics=()",
    ]) {
      expect(policy).toContain(feature);
    }
  });

  test("no HSTS on a plain-http SITE_URL", async ({ request }) => {
    const response = await request.get(`${open}/`);
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
    expect(response.headers()["permissions-policy"]).toContain("camera=()");
  });
});
