import { chooseLanguage, DEMO_ACCOUNTS, expect, expectAccessible, openToast, test, openPage } from "./fixtures";
import { TEST_PASSWORD } from "../../playwright.config";

test.describe("password gate", () => {
  test("shows the spec's texts and refuses a wrong password", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/access\?next=%2Fabout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Protected Access" })).toBeVisible();
    await expect(page.getByText("Please enter the password to access this site")).toBeVisible();
    await expect(page.getByText("Contact your administrator if you need access")).toBeVisible();
    const input = page.getByPlaceholder("Enter password");
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Access Site" })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/gate.png", fullPage: true });

    await input.fill("geyser-42!");
    await page.getByRole("button", { name: "Access Site" }).click();
    await expect(openToast(page)).toHaveText(/Incorrect password/);
    await expect(input).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Protected Access" })).toBeVisible();
  });

  test("the right password unlocks with a toast and returns to the page asked for", async ({ page, context }) => {
    await page.goto("/");
    await page.getByPlaceholder("Enter password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Access Site" }).click();
    await expect(page).toHaveURL("/");
    await expect(openToast(page)).toHaveText(/Access granted/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("geothermal workforce");

    // Session only: the cookie has no expiry, is HttpOnly and is invisible to scripts.
    const cookie = (await context.cookies()).find((c) => c.name === "site_authenticated");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", expires: -1 });
    expect(await page.evaluate(() => document.cookie)).not.toContain("site_authenticated");

    // A new browser session starts locked again.
    await context.clearCookies({ name: "site_authenticated" });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Protected Access" })).toBeVisible();
  });

  test("works without JavaScript", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await page.goto("/about");
    await page.getByPlaceholder("Enter password").fill("nope");
    await page.getByRole("button", { name: "Access Site" }).click();
    await expect(page.getByText("Incorrect password")).toBeVisible();
    await expect(page.getByPlaceholder("Enter password")).toHaveValue("");
    await page.getByPlaceholder("Enter password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Access Site" }).click();
    // Past the gate, on the page that was asked for.
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { name: "Protected Access" })).toHaveCount(0);
    await expect(page.locator("header").first()).toBeVisible();
    await context.close();
  });

  test("is enforced on the server for pages, data and API requests", async ({ request }) => {
    const page = await request.get("/about", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers()["location"]).toBe("/access?next=%2Fabout");
    expect(page.headers()["x-robots-tag"]).toContain("noindex");

    const followed = await request.get("/about");
    const html = await followed.text();
    expect(html).toContain("Protected Access");
    for (const content of ["Certifications", "Career pathways", "Advisory board", "Stay Connected"]) {
      expect(html).not.toContain(content);
    }

    const home = await request.get("/", { maxRedirects: 0 });
    expect(home.status()).toBe(302);
    const missing = await request.get("/no-such-page", { maxRedirects: 0 });
    expect(missing.status()).toBe(302);

    const data = await request.get("/_root.data", { maxRedirects: 0 });
    expect(await data.text()).not.toContain("Career pathways");

    const api = await request.get("/api/credentials");
    expect(api.status()).toBe(401);
    expect(await api.json()).toMatchObject({ error: expect.stringContaining("password") });

    const post = await request.post("/?index", { form: { email: "x@example.org" }, maxRedirects: 0 });
    expect(post.status()).toBe(302);

    // Crawlers are told to stay away while the gate is on.
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");

    // Build assets stay reachable (they hold no page content).
    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
  });

  test("limits wrong attempts per client with a clear message", async ({ request }) => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    for (let i = 0; i < 10; i++) {
      const r = await request.post("/access", { form: { password: `wrong-${i}` }, headers, maxRedirects: 0 });
      expect(r.status()).toBe(401);
    }
    const limited = await request.post("/access", { form: { password: TEST_PASSWORD }, headers, maxRedirects: 0 });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toMatch(/Too many attempts/);
    // Another client is not locked out.
    const other = await request.post("/access", {
      form: { password: TEST_PASSWORD },
      headers: { "x-forwarded-for": "203.0.113.78" },
      maxRedirects: 0,
    });
    expect(other.status()).toBe(302);
  });

  test("counts clients by the address the proxy saw (TRUST_PROXY=1), IPv6 by its /64", async ({ request }) => {
    // What a client writes into X-Forwarded-For comes first; the proxy appends the address it saw.
    for (let i = 0; i < 10; i++) {
      const headers = { "x-forwarded-for": `10.9.${i}.1, 203.0.113.79` };
      const r = await request.post("/access", { form: { password: `wrong-${i}` }, headers, maxRedirects: 0 });
      expect(r.status()).toBe(401);
    }
    const forged = await request.post("/access", {
      form: { password: "wrong-again" },
      headers: { "x-forwarded-for": "10.9.99.1, 203.0.113.79" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(429);
    // New IPv6 addresses from one /64 are one client.
    for (let i = 1; i <= 10; i++) {
      const headers = { "x-forwarded-for": `2001:db8:77:1::${i.toString(16)}` };
      const r = await request.post("/access", { form: { password: `wrong-${i}` }, headers, maxRedirects: 0 });
      expect(r.status()).toBe(401);
    }
    const sameNetwork = await request.post("/access", {
      form: { password: "wrong" },
      headers: { "x-forwarded-for": "2001:db8:77:1:aaaa::1" },
      maxRedirects: 0,
    });
    expect(sameNetwork.status()).toBe(429);
  });

  test("accepts form posts through a TLS-terminating proxy", async ({ request, baseURL }) => {
    const origin = `https://${new URL(baseURL!).host}`;
    const headers = { origin, "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.81" };
    const wrong = await request.post("/access", { form: { password: "wrong" }, headers, maxRedirects: 0 });
    expect(wrong.status()).toBe(401);
    const right = await request.post("/access", { form: { password: TEST_PASSWORD }, headers, maxRedirects: 0 });
    expect(right.status()).toBe(302);
  });

  test("refuses cross-site form posts", async ({ request }) => {
    const r = await request.post("/access", {
      form: { password: TEST_PASSWORD },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(r.status()).toBe(403);
  });

  test("refuses oversized bodies, and open redirects hidden behind control characters", async ({ request }) => {
    // Before any route reads it: 300 KB is far beyond any form of the site.
    const big = await request.post("/access", { form: { password: "x".repeat(300 * 1024) }, maxRedirects: 0 });
    expect(big.status()).toBe(413);
    const unlocked = await request.post("/access", { form: { password: TEST_PASSWORD }, maxRedirects: 0 });
    expect(unlocked.status()).toBe(302);
    // Browsers drop a tab from a URL, so "/\t/evil.example" would lead to another site.
    for (const next of ["/\t/evil.example", "//evil.example"]) {
      const r = await request.post("/access", {
        form: { password: TEST_PASSWORD, next },
        maxRedirects: 0,
      });
      expect(r.headers()["location"]).toBe("/");
    }
    const { email, password } = DEMO_ACCOUNTS.member;
    const signIn = await request.post("/auth", {
      form: { intent: "signin", email, password, next: "/\t/evil.example" },
      maxRedirects: 0,
    });
    expect(signIn.headers()["location"]).toBe("/account");
  });

  test("speaks the visitor's language and is accessible", async ({ page }) => {
    await page.goto("/access");
    await expectAccessible(page);
    await chooseLanguage(page, "Íslenska");
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Protected Access");
    await expectAccessible(page);
  });
});
