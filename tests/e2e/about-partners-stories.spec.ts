import type { Page } from "@playwright/test";
import { GATED_PORT } from "../../playwright.config";
import { expect, expectAccessible, openPage, test, unlock } from "./fixtures";

test.beforeEach(async ({ context }) => unlock(context));

/** A full-page screenshot with every deferred section drawn (content-visibility skips them otherwise). */
async function screenshot(page: Page, name: string) {
  await page.addStyleTag({ content: ".deferred-section{content-visibility:visible!important}" });
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** Axe after animations (the unlock toast fades in) have finished, so contrast is measured at rest. */
async function expectAccessibleAtRest(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await expectAccessible(page);
}

async function useIcelandic(page: Page) {
  await page.context().addCookies([{ name: "lng", value: "is", url: `http://localhost:${GATED_PORT}` }]);
}

test.describe("about page", () => {
  test("shows who we are, governance, independence, the four steps, standards and JSON-LD", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    await expect(page).toHaveTitle("About — GeoCert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A certification body for the people of geothermal energy",
    );
    for (const heading of ["Mission", "Vision", "Our values", "Board of directors", "Advisory board"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    // Directors and the advisory board, with roles and expertise in this page's namespace.
    await expect(page.getByRole("heading", { name: "Ingrid Halvorsen" })).toBeVisible();
    const chair = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Dr. Elín Sigurðardóttir" }) });
    await expect(chair).toContainText("Chair");
    await expect(chair).toContainText("Reservoir modelling");
    await expect(page.locator("#independence")).toContainText("GeoCert certifies people; it does not train them.");

    const steps = page.locator("#how-it-works ol > li");
    await expect(steps).toHaveCount(4);
    for (const [index, title] of ["Learn", "Assess", "Certify", "Maintain"].entries()) {
      await expect(steps.nth(index).getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(steps.nth(index)).toContainText(`Step ${index + 1}`);
    }
    const standards = page.locator("#standards");
    await expect(standards.getByRole("heading", { name: "ISO/IEC 17024" })).toBeVisible();
    await expect(standards).toContainText("Working towards");
    await expect(standards).toContainText("we are not accredited yet");

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("Organization");
    expect(jsonLd.name).toBe("GeoCert Global Geothermal Certification");
    expect(jsonLd.url).toBe("https://geocert.example");
    await screenshot(page, "about-1440");
  });

  test("table of contents links to every section", async ({ page }) => {
    await page.goto("/about");
    const toc = page.getByRole("navigation", { name: "On this page" });
    const links = toc.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const id of ["who-we-are", "governance", "independence", "how-it-works", "standards", "faq"]) {
      await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
      await expect(page.locator(`section#${id} h2`)).toHaveCount(1);
    }
    await toc.getByRole("link", { name: "Frequently asked questions" }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInViewport();
  });

  test("FAQ opens and closes with the keyboard", async ({ page }) => {
    await page.goto("/about");
    const faq = page.locator("#faq");
    const triggers = faq.getByRole("button");
    await expect(triggers).toHaveCount(9);
    const question = faq.getByRole("button", { name: "In which languages can I take the examination?" });
    const answer = faq.getByText("In all 11 languages of this site");
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toBeVisible();
    // Arrow keys move between questions (Radix), Space toggles.
    await page.keyboard.press("ArrowDown");
    const next = faq.getByRole("button", { name: "How much does certification cost?" });
    await expect(next).toBeFocused();
    await page.keyboard.press("Space");
    await expect(next).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowUp");
    await expect(question).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
  });

  test("FAQ answers are readable without JavaScript", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await unlock(page);
    await page.goto("/about");
    await expect(page.getByText("In all 11 languages of this site")).toBeVisible();
    await expect(page.getByText("An appeals panel of people not involved")).toBeVisible();
    await context.close();
  });

  test("is accessible in English and Icelandic, and fits 360 px", async ({ page }) => {
    await page.goto("/about");
    await expectAccessibleAtRest(page);
    await useIcelandic(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await expect(page.getByRole("navigation", { name: "Á þessari síðu" })).toBeVisible();
    await expectAccessibleAtRest(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "about-is-360");
  });
});

test.describe("partners page", () => {
  test("lists the tiers, the benefits table, the steps and the tools", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/partners");
    await expect(page).toHaveTitle("Partners — GeoCert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partners and contributors");
    for (const tier of ["Platinum", "Gold", "Silver"]) {
      await expect(page.getByRole("heading", { name: `${tier} contributors` })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: "Magma Energy Co." })).toBeVisible();
    await expect(page.getByText("Tectonic Training Co.")).toBeVisible();

    const table = page.getByRole("table", { name: "Benefits by partner tier" });
    await expect(table.getByRole("columnheader")).toHaveText(["Benefit", "Platinum", "Gold", "Silver"]);
    await expect(table.getByRole("rowheader")).toHaveCount(8);
    const vouchers = table.getByRole("row", { name: /Examination vouchers/ });
    await expect(vouchers.getByRole("cell")).toHaveText(["25 a year", "10 a year", "5 a year"]);
    const pilot = table.getByRole("row", { name: /Early access to pilot examinations/ });
    await expect(pilot.getByRole("cell")).toHaveText(["Included", "Not included", "Not included"]);

    await expect(page.locator("#join ol > li")).toHaveCount(4);
    const apply = page.locator("#join").getByRole("link", { name: "Apply to become a partner" });
    await expect(apply).toHaveAttribute("href", "/partners/apply");
    await expect(page.getByRole("link", { name: "Verify a credential" })).toHaveAttribute("href", "/partners/verify");
    await expect(page.getByRole("link", { name: "Verify many credentials" })).toHaveAttribute(
      "href",
      "/partners/bulk-verify",
    );

    const faq = page.locator("#partner-faq");
    const question = faq.getByRole("button", { name: "Does a partnership influence certification decisions?" });
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(faq.getByText("Partners never see examination questions")).toBeVisible();
    await screenshot(page, "partners-1440");
  });

  test("is accessible in English and Icelandic, and fits 360 px", async ({ page }) => {
    await page.goto("/partners");
    await expectAccessibleAtRest(page);
    await useIcelandic(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/partners");
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await expectAccessibleAtRest(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "partners-is-360");
  });
});

test.describe("stories page", () => {
  test("shows every story and filters by level and region", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/testimonials");
    await expect(page).toHaveTitle("Stories — GeoCert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories of certified professionals");
    const cards = page.locator("article");
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Showing 12 of 12 stories");
    const guorun = cards.filter({ has: page.getByRole("heading", { name: "Guðrún Einarsdóttir" }) });
    await expect(guorun).toContainText("Plant operations engineer");
    await expect(guorun).toContainText("Reykholt Steam Utility");
    await expect(guorun).toContainText("Professional");
    await expect(guorun).toContainText("Europe");
    await expect(guorun.locator("blockquote")).toContainText("Certification gave my experience a name");
    await screenshot(page, "testimonials-1440");

    await page.getByLabel("Credential level").selectOption({ label: "Expert Fellow" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/level=expert/);
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Showing 3 of 12 stories");

    await page.getByLabel("Region").selectOption({ label: "Africa" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/level=expert&region=africa/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText("Dr. Samuel Osei");

    // Nothing matches: the empty state offers a way back.
    await page.getByLabel("Region").selectOption({ label: "Europe" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByText("No story matches this level and region yet.")).toBeVisible();
    await page.getByRole("link", { name: "Show all stories" }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(cards).toHaveCount(12);
  });

  test("filters work without JavaScript, and bad values are ignored", async ({ browser, clientIp }) => {
    const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
    await unlock(page);
    await page.goto("/testimonials");
    await page.getByLabel("Region").selectOption({ label: "West Asia" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/region=westAsia/);
    await expect(page.locator("article")).toHaveCount(2);
    await expect(page.getByLabel("Region")).toHaveValue("westAsia");

    await page.getByLabel("Credential level").selectOption({ label: "Expert Fellow" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.locator("article")).toHaveCount(0);
    await expect(page.getByText("No story matches this level and region yet.")).toBeVisible();

    const response = await page.goto("/testimonials?level=wizard&region=%3Cscript%3E");
    expect(response?.status()).toBe(200);
    await expect(page.locator("article")).toHaveCount(12);
    await context.close();
  });

  test("is accessible in English and Icelandic, and fits 360 px", async ({ page }) => {
    await page.goto("/testimonials?level=expert&region=europe");
    await expectAccessibleAtRest(page);
    await page.goto("/testimonials");
    await expectAccessibleAtRest(page);
    await useIcelandic(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/testimonials");
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    await expectAccessibleAtRest(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "testimonials-is-360");
  });
});
