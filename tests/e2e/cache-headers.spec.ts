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

test.describe("Cached pages are sent as stored bytes", () => {
  test("compressed once: the same brotli bytes each time, a strong ETag, 304, and a CSP of script hashes", async ({
    request,
  }) => {
    const headers = { "accept-encoding": "gzip, deflate, br" };
    // Node's fetch keeps the compressed bytes' length in Content-Length; Playwright decodes the body.
    const raw = async (path: string, extra: Record<string, string> = {}) =>
      fetch(`${open}${path}`, { headers: { ...headers, ...extra } });
    await raw("/about"); // the first request stores the page
    const first = await raw("/about");
    const second = await raw("/about");
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("vary") ?? "").toMatch(/accept-encoding/i);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(second.headers.get("content-length")).toBe(first.headers.get("content-length"));
    const html = await first.text();
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(csp).not.toContain("nonce-");
    const gzip = await raw("/about", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(html);
    const notModified = await raw("/about", { "if-none-match": etag! });
    expect(notModified.status).toBe(304);
    // A page rendered for each request (a form page) keeps its per-response nonce; a data page kept for
    // signed-out visitors until its data changes (decision 026) is stored bytes with script hashes too.
    const rendered = await request.get(`${open}/contact`);
    expect(rendered.headers()["content-security-policy"]).toContain("'nonce-");
    await raw("/community/jobs?q=engineer");
    const kept = await raw("/community/jobs?q=engineer");
    expect(kept.headers.get("etag")).toMatch(/^"[\w-]{32}"$/);
    expect(kept.headers.get("content-security-policy")).not.toContain("nonce-");
  });

  test("a page served from the cache runs its scripts under the hash CSP", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await page.goto(`${open}/certifications`);
    await page.goto(`${open}/about`);
    await page.goto(`${open}/certifications`); // from the cache now
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 20_000 });
    expect(violations).toEqual([]);
    await context.close();
  });
});
