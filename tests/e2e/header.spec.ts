import { languageCodes } from "../../app/lib/i18n/languages";
import { hasInlineNavigation } from "../../app/content/site";
import { expect, test, unlock } from "./fixtures";

test.beforeEach(async ({ context }) => unlock(context));

// The header keeps to one row in every language: either all its links fit inline (each on one line)
// or the language uses the menu button at every width.
for (const width of [1280, 1536]) {
  test(`the header fits one row in every language at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    for (const language of languageCodes) {
      await page.goto(`/?lng=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const header = page.locator("header").first();
      const nav = header.getByRole("navigation");
      const menuButton = header.locator('button[aria-haspopup="dialog"]');
      if (hasInlineNavigation(language)) {
        await expect(nav, language).toBeVisible();
        await expect(menuButton, language).toBeHidden();
        const heights = await header
          .locator("nav a, nav button, a[href='/training-quiz']")
          .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
        expect(Math.max(...heights), `${language}: a header item wraps onto two lines`).toBeLessThanOrEqual(40);
      } else {
        await expect(nav, language).toBeHidden();
        await expect(menuButton, language).toBeVisible();
      }
      const row = header.locator("> div");
      const overflow = await row.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `${language}: the header row overflows`).toBeLessThanOrEqual(0);
    }
  });
}
