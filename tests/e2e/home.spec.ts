import { createHash } from "node:crypto";
import { expect, expectAccessible, test, unlock } from "./fixtures";

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

test("home page shows every section with the spec's figures", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/GeoCert/);

  // Header
  const header = page.locator("header");
  await expect(header.getByRole("link", { name: "GeoCert home" })).toHaveAttribute("href", "/");
  for (const [name, href] of [
    ["About", "/about"],
    ["Certifications", "/certifications"],
    ["Resources", "/resources"],
    ["Events", "/events"],
    ["News", "/news"],
    ["Partners", "/partners"],
    ["Contact", "/contact"],
  ] as const) {
    await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/training-quiz");

  // Hero
  const hero = page.locator("section[aria-labelledby=hero-heading]");
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Certifying the geothermal workforce of the world");
  await expect(hero.getByRole("link", { name: "Get Certified" })).toHaveAttribute(
    "href",
    "/certifications/eligibility",
  );
  await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");

  // Mission
  const mission = page.locator("#mission");
  for (const title of ["Global standards", "Workforce development", "Industry leadership"]) {
    await expect(mission.getByRole("heading", { name: title })).toBeVisible();
  }

  // Statistics: 4 headline, 4 ecosystem, 3 research, and the three claims
  const stats = page.locator("#statistics");
  for (const [figure, label] of [
    ["1,000+", "Certified professionals"],
    ["35", "Countries"],
    ["95%", "Pass rate"],
    ["23%", "Higher salaries"],
    ["50+", "Industry partners"],
    ["75", "Academic institutions"],
    ["800+", "Job placements"],
    ["120+", "Training programmes"],
    ["67%", "Faster career progress"],
    ["89%", "Of employers prefer"],
    ["92%", "Of professionals recommend"],
  ] as const) {
    const term = stats.locator("dt").filter({ hasText: new RegExp(`^${label}`) });
    await expect(term).toHaveCount(1);
    await expect(term.locator("xpath=..").locator("dd").first()).toHaveText(figure);
  }
  for (const claim of [
    "+15 industry partners this year",
    "+25 academic institutions this year",
    "85% job placements within 6 months",
  ]) {
    await expect(stats.getByText(claim)).toBeVisible();
  }

  // Career pathways
  const careers = page.locator("#career-pathways");
  await expect(careers.locator("ol > li")).toHaveCount(4);
  for (const level of ["Entry Level", "Professional", "Senior Professional", "Expert Fellow"]) {
    await expect(careers.getByText(new RegExp(`\\d · ${level}$`))).toBeVisible();
  }
  for (const salary of ["$45k-$65k", "$65k-$95k", "$95k-$140k", "$140k+"]) {
    await expect(careers.getByText(salary, { exact: true })).toBeVisible();
  }
  const skills = [
    "Reservoir engineering",
    "Power plant operations",
    "Environmental management",
    "Project development",
    "Risk assessment",
    "Regulatory compliance",
    "Resource assessment",
    "Drilling operations",
  ];
  for (const skill of skills) await expect(careers.getByText(skill, { exact: true })).toBeVisible();
  await expect(careers.getByRole("link", { name: "View certifications" })).toHaveAttribute("href", "/certifications");
  await expect(careers.getByRole("link", { name: "Explore learning needs" })).toHaveAttribute(
    "href",
    "/learning-needs",
  );

  // Advisory board: six fictional people with initials avatars
  const board = page.locator("#advisory-board");
  await expect(board.locator("li")).toHaveCount(6);
  for (const role of [
    "Chair",
    "Academic Lead",
    "Industry Lead",
    "Technical Advisor",
    "Workforce Development",
    "Regional Advisor",
  ]) {
    await expect(board.getByText(role, { exact: true })).toBeVisible();
  }
  await expect(board.getByText("ES", { exact: true })).toBeVisible();
  await expect(board.getByText(/fictional/)).toBeVisible();

  // Contributors: 3 platinum logos, 3 gold names, 4 silver names
  const contributors = page.locator("#contributors");
  await expect(contributors.locator("#tier-platinum + ul li svg[role=img]")).toHaveCount(3);
  await expect(contributors.locator("#tier-gold + ul li")).toHaveCount(3);
  await expect(contributors.locator("#tier-silver + ul li")).toHaveCount(4);

  // Roadmap: 4 phases × 4 items, phase 1 in progress, the rest upcoming, nothing completed
  const roadmap = page.locator("#roadmap");
  await expect(roadmap.locator("ol > li")).toHaveCount(4);
  await expect(roadmap.locator("ol > li ul > li")).toHaveCount(16);
  await expect(roadmap.locator("ol > li").nth(0)).toContainText("In progress");
  await expect(roadmap.locator("ol > li").nth(0)).toContainText("2025-2026");
  await expect(roadmap.locator("ol > li").nth(1)).toContainText("2026-2027");
  await expect(roadmap.locator("ol > li").nth(2)).toContainText("2027 onwards");
  await expect(roadmap.locator("ol > li").nth(3)).toContainText("2027 onwards");
  await expect(roadmap.getByText("Upcoming", { exact: true })).toHaveCount(3);
  await expect(roadmap.getByText("(not yet done)")).toHaveCount(16);

  // Newsletter claims and notes
  const newsletter = page.locator("#newsletter");
  await expect(newsletter.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  for (const text of ["5,000+", "95%", "Monthly", "12+"])
    await expect(newsletter.getByText(text, { exact: true })).toBeVisible();
  await expect(newsletter.getByText("Monthly newsletter • No spam • Unsubscribe anytime")).toBeVisible();

  // Closing call to action
  const cta = page.locator("section[aria-labelledby=cta-heading]");
  await expect(cta.getByRole("link", { name: "Start certification" })).toHaveAttribute("href", "/training-quiz");
  await expect(cta.getByRole("link", { name: "Participate in survey" })).toHaveAttribute("href", "/learning-needs");
  await expect(cta.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");

  // Footer: tagline, quick links, contact from config, copyright with the current year
  const footer = page.locator("footer");
  await expect(footer.getByText("The global certification framework for the geothermal workforce.")).toBeVisible();
  for (const name of ["About", "Certifications", "Resources", "Events", "News", "Community"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "hello@geocert.example" })).toHaveAttribute(
    "href",
    "mailto:hello@geocert.example",
  );
  await expect(footer.getByRole("link", { name: "geocert.example", exact: true })).toHaveAttribute(
    "href",
    "https://geocert.example",
  );
  await expect(footer.getByText(`© ${new Date().getFullYear()} GeoCert. All rights reserved.`)).toBeVisible();

  await page.screenshot({ path: "test-results/screens/home-1440.png", fullPage: true });
});

test("community drop-down lists its five entries", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Community" }).click();
  const entries = [
    ["Discussion Forum", "Join conversations and share knowledge", "/community"],
    ["Job Board", "Find opportunities in geothermal", "/community/jobs"],
    ["Mentorship", "Connect with experienced professionals", "/community/mentorship"],
    ["Professional Directory", "Browse certified professionals", "/community/directory"],
    ["Regional Chapters", "Join local geothermal communities", "/community/chapters"],
  ] as const;
  for (const [title, description, href] of entries) {
    const link = page.getByRole("link", { name: new RegExp(`^${title}`) });
    await expect(link).toBeVisible();
    await expect(link).toContainText(description);
    await expect(link).toHaveAttribute("href", href);
  }
  // Radix attaches its Escape listener just after the menu opens: press again if the first came too early.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: /^Job Board/ })).toBeHidden({ timeout: 1000 });
  }).toPass();
});

test("mobile menu at 360 px opens, lists the navigation and closes", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/");
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  // Focus moves into the panel (Radix focus trap), so keyboard users land in it.
  await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();
  await expect(dialog.getByRole("link", { name: "Certifications" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Regional Chapters/ })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/home-360-menu.png" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: "test-results/screens/home-360.png", fullPage: true });
});

test("home page is accessible in English", async ({ page }) => {
  await page.goto("/");
  await expectAccessible(page);
});

test("unmatched paths answer the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.locator("header")).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
  // Unknown ids and deeper unknown paths answer 404 too, never a placeholder.
  for (const path of ["/quiz-results/abc", "/events/no-such-event", "/auth/no/such/page"]) {
    const r = await page.request.get(path);
    expect(r.status(), path).toBe(404);
  }
  // A page carries only its own strings: the 404 page has none of the home page's.
  const html = await (await page.request.get("/no/such/page")).text();
  expect(html).not.toContain("Career pathways");
  await page.goto("/no/such/page");
  await expectAccessible(page);
});

test("pages carry security headers", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' ('nonce-[^']+' 'strict-dynamic'|'sha256-)/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-robots-tag"]).toContain("noindex");
  expect(headers["x-page-cache"]).toBeUndefined();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Every inline script is allowed by the response's own CSP and nothing else is: by a nonce of this
  // response alone (a page rendered for this request), or by its hash (a page the page cache stored
  // once: the same bytes for everyone, so no nonce to guess).
  const dynamic = await page.request.get("/contact"); // rendered for each request (not a kept data page)
  const cached = await page.request.get("/");
  const cachedAgain = await page.request.get("/");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const dynamicCsp = dynamic.headers()["content-security-policy"]!;
  expect(dynamicCsp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(await dynamic.text()).toContain(`nonce="${nonceOf(dynamicCsp)}"`);
  const dynamicAgain = await page.request.get("/contact");
  expect(nonceOf(dynamicAgain.headers()["content-security-policy"]!)).not.toBe(nonceOf(dynamicCsp));
  const cachedCsp = cached.headers()["content-security-policy"]!;
  expect(cachedCsp).not.toContain("'nonce-");
  expect(cachedAgain.headers()["content-security-policy"]).toBe(cachedCsp);
  const html = await cached.text();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes!)) continue;
    const hash = createHash("sha256").update(content!, "utf8").digest("base64");
    expect(cachedCsp).toContain(`'sha256-${hash}'`);
  }
});

test("a part of the page that fails to download offers a reload, not a blank page", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await page.route(/\/assets\/community-menu-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole("button", { name: "Community" }).click();
  await expect(page.getByRole("heading", { name: "This page could not finish loading" })).toBeVisible();
  await expect(page.locator("header")).toBeVisible();
  await page.unroute(/\/assets\/community-menu-[\w-]+\.js$/);
  await page.getByRole("button", { name: "Reload the page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("geothermal workforce");
  // The failed download is expected here; nothing else may have gone wrong.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !/community-menu|dynamically imported|ERR_FAILED/i.test(e)),
  );
});

test("a slow navigation shows the pending indicator", async ({ page }) => {
  await page.goto("/");
  await page.route(/\/about\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  const indicator = page.locator('[role="progressbar"][aria-label="Loading page…"]');
  await expect(indicator).toHaveAttribute("aria-hidden", "true");
  await page.locator("section[aria-labelledby=hero-heading]").getByRole("link", { name: "Learn More" }).click();
  await expect(indicator).toHaveAttribute("aria-hidden", "false");
  await expect(page).toHaveURL("/about");
  await expect(indicator).toHaveAttribute("aria-hidden", "true");
});

// Decision 011: React Router's script preloads reach the browser held back (inert) and start after the
// first paint. If React Router changed its markup, the rewrite would silently stop matching.
test("script preloads are held back until the page is painted, then hydration follows", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('rel="x-deferred-modulepreload"');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toContain('type="x-deferred-module"');
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
});
