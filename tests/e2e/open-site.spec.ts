import { OPEN_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

const base = `http://localhost:${OPEN_PORT}`;

test.describe("with SITE_GATE=off", () => {
  test("the home page opens directly and may be indexed", async ({ page }) => {
    const response = await page.goto(`${base}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("geothermal workforce");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // The gate page has nothing to guard: it sends the visitor on.
    await page.goto(`${base}/access?next=/no-such-page`);
    await expect(page).toHaveURL(`${base}/no-such-page`);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("the home page is served from the page cache as stored bytes, its scripts allowed by hash", async ({
    request,
  }) => {
    // A cached page is the same bytes for everyone (compressed once, strong ETag), so its CSP
    // allows its inline scripts by hash rather than by a nonce rewritten into every response.
    await request.get(`${base}/`);
    const first = await request.get(`${base}/`);
    const second = await request.get(`${base}/`);
    expect(first.status()).toBe(200);
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(csp).not.toContain("'nonce-");
    expect(second.headers()["content-security-policy"]).toBe(csp);
    expect(second.headers().etag).toBe(first.headers().etag);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()["x-page-cache"]).toBeUndefined();
  });

  test("pages carry canonical, hreflang alternates and structured data", async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${base}/`);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(12); // 11 languages and x-default
    await expect(page.locator('link[rel="alternate"][hreflang="is"]')).toHaveAttribute("href", `${base}/?lng=is`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd).toMatchObject({ "@type": "Organization", url: base });
  });

  test("robots.txt invites crawlers and names the sitemap", async ({ request }) => {
    const robots = await (await request.get(`${base}/robots.txt`)).text();
    expect(robots).toContain("Allow: /");
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  test("sitemap.xml lists every public page with language alternates", async ({ request }) => {
    const response = await request.get(`${base}/sitemap.xml`);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    for (const path of [
      "/",
      "/about",
      "/certifications",
      "/certification-framework",
      "/learning-needs",
      "/testimonials",
      "/resources",
      "/events",
      "/news",
      "/partners",
      "/contact",
      "/partners/verify",
      "/community",
      "/community/jobs",
      "/community/chapters/iceland",
    ]) {
      expect(xml).toContain(`<loc>${base}${path}</loc>`);
    }
    expect(xml).toContain(`hreflang="tr" href="${base}/about?lng=tr"`);
    expect(xml).toMatch(new RegExp(`<loc>${base}/news/[a-z0-9-]+</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).toMatch(new RegExp(`<loc>${base}/events/[a-z0-9-]+</loc>`));
  });

  test("health check answers", async ({ request }) => {
    const r = await request.get(`${base}/healthz`);
    expect(await r.json()).toEqual({ status: "ok" });
  });
});
