import type { Page } from "@playwright/test";
import { chooseLanguage, expect, openToast, test, unlock } from "./fixtures";

/**
 * Decision 025: the home page's sections below the hero and the footer load their code after the first
 * screen's — when the browser is first idle after hydration, or at the first interaction. These tests take
 * the idle moment away (the browser is never idle), so only the first interaction starts that code, and act
 * right after hydration: nothing may wait for the code longer than it takes to arrive.
 */
const BELOW_FIRST_SCREEN = /\/assets\/below-first-screen-[\w-]+\.js$/;
const FOOTER = /\/assets\/site-footer-[\w-]+\.js$/;

async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** Marks the window: a full page load (a plain form post, a reload) would lose the mark. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 17));
}
async function windowKept(page: Page) {
  return page.evaluate(() => (window as unknown as { marker?: number }).marker === 17);
}

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

test("the server sends the whole page; the deferred parts' code is not in the first load", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  for (const id of ["mission", "statistics", "newsletter"]) expect(html).toContain(`id="${id}"`);
  expect(html).toContain("<footer");
  // In place, not moved to the end of the stream behind a script (which a visitor without JavaScript lacks).
  const streamedLater = html.indexOf('<div hidden id="S:');
  for (const part of ['id="newsletter"', "<footer"]) {
    expect(html.indexOf(part)).toBeGreaterThan(-1);
    if (streamedLater !== -1) expect(html.indexOf(part)).toBeLessThan(streamedLater);
  }
  const preloads = [...html.matchAll(/modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(preloads.some((url) => BELOW_FIRST_SCREEN.test(url) || FOOTER.test(url))).toBe(false);

  await neverIdle(page);
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(request.url()));
  await page.goto("/");
  await page.waitForTimeout(300);
  expect(loaded.some((url) => BELOW_FIRST_SCREEN.test(url))).toBe(false);
  // The first interaction starts it.
  await page.mouse.move(5, 5);
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(() => loaded.some((url) => BELOW_FIRST_SCREEN.test(url))).toBe(true);
  await expect.poll(() => loaded.some((url) => FOOTER.test(url))).toBe(true);
});

test("right after load: to another page, then a language switch, both at once", async ({ page }) => {
  await neverIdle(page);
  await page.goto("/");
  await markWindow(page);
  await page.locator("section[aria-labelledby=hero-heading]").getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await chooseLanguage(page, "Íslenska");
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expect(page).toHaveURL("/about");
  expect(await windowKept(page)).toBe(true);
});

test("right after load: a language switch updates the sections below the hero, then a link leads on", async ({
  page,
}) => {
  await neverIdle(page);
  await page.goto("/");
  await markWindow(page);
  await chooseLanguage(page, "Íslenska");
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expect(page.locator("#newsletter h2")).not.toHaveText("Stay Connected");
  await expect(page.locator("footer")).not.toContainText("Quick links");
  await page.locator('footer a[href="/events"]').click();
  await expect(page).toHaveURL("/events");
  expect(await windowKept(page)).toBe(true);
});

test("the newsletter form sent before its code has arrived gets the JavaScript answer", async ({ page }) => {
  await neverIdle(page);
  // The section's code arrives late: the form is sent while the server's HTML is still React's to hydrate.
  let codeSent = false;
  await page.route(BELOW_FIRST_SCREEN, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    codeSent = true;
    await route.continue();
  });
  await page.goto("/");
  await markWindow(page);
  const form = page.locator("#newsletter");
  await form.getByLabel("Email address").fill(`e2e.early.${Date.now()}@example.org`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  expect(codeSent).toBe(false);
  await expect(openToast(page)).toHaveText(/Thank you! Check your inbox/);
  await expect(form.getByLabel("Email address")).toHaveValue("");
  expect(await windowKept(page)).toBe(true);
  await expect(page).toHaveURL("/");
});
