import type { Page } from "@playwright/test";
import { languageCodes } from "../../app/lib/i18n/languages";
import { axeViolations, expect, openPage, signIn, test, unlock } from "./fixtures";

/**
 * What a new visitor meets: scripts start after the first paint (decision 011), so the header must work before
 * them; the job board's filters leave room for the jobs on a phone. (Every page's main landmark and skip link are
 * checked on the accessibility tour, languages-all.spec.ts.)
 */

test.describe("before the scripts run (JavaScript off)", () => {
  test("the language picker switches the language and stays on the page", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await unlock(page);
    await page.goto("/events?page=1");
    await page.locator("header summary:visible", { hasText: "Choose language" }).click();
    await page.locator("header").getByRole("link", { name: "Íslenska" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await expect(page).toHaveURL(/\/events\?page=1$/);
    // Remembered: the next page is Icelandic too.
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await context.close();
  });

  test("the Community menu leads to its pages", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await unlock(page);
    await page.goto("/about");
    await page.locator("header nav summary", { hasText: "Community" }).click();
    await page
      .locator("header")
      .getByRole("link", { name: /Job Board/ })
      .click();
    await expect(page).toHaveURL(/\/community\/jobs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Geothermal jobs");
    await context.close();
  });

  test("on a phone, the menu button opens the navigation and the language list", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await page.setViewportSize({ width: 360, height: 780 });
    await unlock(page);
    await page.goto("/");
    await page.locator("header summary", { hasText: "Open menu" }).click();
    const panel = page.locator("header details[open]");
    await expect(panel.getByRole("link", { name: "Events" })).toBeVisible();
    await panel.getByRole("link", { name: /Mentorship/ }).click();
    await expect(page).toHaveURL(/\/community\/mentorship$/);
    await page.locator("header summary", { hasText: "Open menu" }).click();
    await page.locator("header details[open]").locator("summary", { hasText: "Choose language" }).click();
    await page.locator("header details[open]").getByRole("link", { name: "Kiswahili" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(page).toHaveURL(/\/community\/mentorship$/);
    await context.close();
  });

  test("a language link changes nothing but the language", async ({ page }) => {
    // GET /set-language only sets the language cookie and goes back; other sites' addresses are refused.
    const response = await page.request.get("/set-language?lng=tr&next=//evil.example/x", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/");
    expect(response.headers()["set-cookie"]).toMatch(/^lng=tr;/);
    const bad = await page.request.get("/set-language?lng=xx&next=/about", { maxRedirects: 0 });
    expect(bad.status()).toBe(302);
    expect(bad.headers()["location"]).toBe("/about");
    expect(bad.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("with JavaScript", () => {
  test("the language button's name starts with the text it shows, in every language and width", async ({ page }) => {
    test.slow();
    await unlock(page);
    // Below 1280 px (xl) the button shows the language's name, from 1280 px its code (CSS, `xl:` classes). Each
    // language is loaded once, at the two widths in turn, and then seen at the other width too.
    const widths = [1280, 1024] as const;
    for (const [index, language] of languageCodes.entries()) {
      const loaded = widths[index % 2]!;
      await page.setViewportSize({ width: loaded, height: 800 });
      await page.goto(`/?lng=${language}`);
      const button = page
        .locator("header")
        .getByRole("button", { name: /.+/ })
        .filter({ has: page.locator("svg.lucide-globe") });
      for (const width of [loaded, widths[(index + 1) % 2]!]) {
        await page.setViewportSize({ width, height: 800 });
        const visible = await button.evaluate((el) =>
          [...el.querySelectorAll<HTMLElement>("span")]
            .filter((span) => !span.closest(".sr-only") && span.checkVisibility())
            .map((span) => span.innerText)
            .join(" ")
            .trim(),
        );
        expect(visible, `${language} ${width}`).not.toBe("");
        const startsWithVisible = new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i");
        await expect(button, `${language} ${width}`).toHaveAccessibleName(startsWithVisible);
        // axe's own Label in Name rule, once per language, at the width it was loaded at (both widths are covered).
        if (width === loaded) {
          const violations = await axeViolations(page, { include: "header", rules: ["label-content-name-mismatch"] });
          expect(violations, `${language} ${width}`).toEqual([]);
        }
      }
    }
  });
});

/** The job board's filters: behind a "Filters" control on a phone, open beside the jobs on a wide screen. */
test.describe("job board filters", () => {
  test("on a phone the first job is on the first screen; the filters open on demand", async ({ page }) => {
    await unlock(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/community/jobs?type=full-time&workplace=remote");
    await page.screenshot({ path: "test-results/screens/jobs-filters-360.png" });
    const firstJob = page.locator("main ol article").first();
    const top = await firstJob.evaluate((el) => el.getBoundingClientRect().top);
    expect(top, "the first job starts on the first screen").toBeLessThan(780);
    const toggle = page.locator("main summary", { hasText: "Filters" });
    await expect(toggle).toContainText("2");
    await expect(page.getByLabel("Country")).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel("Country")).toBeVisible();
    await page.getByLabel("Country").selectOption({ label: "Kenya" });
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/country=KE/);
    await expect(page.locator("main summary", { hasText: "Filters" })).toContainText("3");
    await page.screenshot({ path: "test-results/screens/jobs-filters-360-open.png", fullPage: true });
  });

  test("on a wide screen the filters are shown beside the jobs", async ({ page }) => {
    await unlock(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/community/jobs");
    await expect(page.getByLabel("Country")).toBeVisible();
    await expect(page.getByLabel("Keyword")).toBeVisible();
    await page.screenshot({ path: "test-results/screens/jobs-filters-1280.png" });
  });

  test("without JavaScript the filters open and apply on a phone", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await page.setViewportSize({ width: 360, height: 780 });
    await unlock(page);
    await page.goto("/community/jobs");
    await page.locator("main summary", { hasText: "Filters" }).click();
    await page.getByLabel("Job type").selectOption({ label: "Full-time" });
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/type=full-time/);
    await context.close();
  });
});

test("signed in, the header still works", async ({ page }) => {
  await unlock(page);
  await signIn(page, "member");
  await page.goto("/about");
  await page
    .locator("header")
    .getByRole("button", { name: /choose language/i })
    .click();
  await expect(page.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  await page.locator("header nav").getByRole("button", { name: "Community" }).click();
  await page.getByRole("link", { name: /Job Board/ }).click();
  await expect(page).toHaveURL(/\/community\/jobs$/);
});

test.describe("a click before the scripts have loaded is not lost", () => {
  /** Holds the page's scripts back until `release` is called, as a slow connection would. */
  async function slowScripts(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  test("the language list opened early becomes the open menu", async ({ page }) => {
    await unlock(page);
    const release = await slowScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    await page.locator("header summary:visible", { hasText: "Choose language" }).click();
    await expect(page.locator("header").getByRole("link", { name: "Íslenska" })).toBeVisible();
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.getByRole("menuitemradio", { name: "Íslenska" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
  });

  test("the Community menu opened early stays open", async ({ page }) => {
    await unlock(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await slowScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    await page.locator("header nav summary", { hasText: "Community" }).click();
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(page.locator("header nav").getByRole("button", { name: "Community" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page
      .locator("header")
      .getByRole("link", { name: /Mentorship/ })
      .click();
    await expect(page).toHaveURL(/\/community\/mentorship$/);
  });
});
