import { GATED_PORT } from "../../playwright.config";
import { chooseLanguage, expect, expectAccessible, test, unlock, openPage } from "./fixtures";

test.beforeEach(async ({ context }) => {
  await unlock(context);
});

test("switching language is immediate, without a reload, and persists", async ({ page, context }) => {
  await page.goto("/");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await chooseLanguage(page, "Íslenska");
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expect(page.locator("#newsletter h2")).not.toHaveText("Stay Connected");
  // No full reload happened: our marker survives.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // Icelandic figures are written the Icelandic way.
  await expect(page.locator("#statistics dd").first()).toHaveText("1.000+");
  expect(await page.evaluate(() => localStorage.getItem("lng"))).toBe("is");
  expect((await context.cookies()).find((c) => c.name === "lng")?.value).toBe("is");

  // The current language is marked in the picker.
  await page
    .locator("header")
    .getByRole("button", { name: /Íslenska/ })
    .click();
  await expect(page.getByRole("menuitemradio", { name: "Íslenska" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("Escape");

  // The server renders the chosen language on the next visit (no flash of English).
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('<html lang="is"');

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/home-is.png" });
});

test("only the active language's strings reach the browser", async ({ page }) => {
  await page.context().addCookies([{ name: "lng", value: "tr", url: `http://localhost:${GATED_PORT}` }]);
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('<html lang="tr"');
  expect(html).not.toContain("Stay Connected");
  expect(html).not.toContain("Certifying the");
  // The language picker lists each language by its own name (links that work before hydration), but no
  // other language's copy reaches the page.
  expect(html).not.toContain("Fylgstu með");
  expect(html).not.toContain("Fréttir úr greininni");
});

test("the browser's language is used when nothing was chosen", async ({ browser, clientIp }) => {
  const { context, page } = await openPage(browser, clientIp, { locale: "ja-JP" });
  await unlock(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await context.close();
});

test("hostile language values are ignored everywhere", async ({ page }) => {
  const hostile = '"><script>alert(1)</script>';
  await page
    .context()
    .addCookies([{ name: "lng", value: encodeURIComponent(hostile), url: `http://localhost:${GATED_PORT}` }]);
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`/?lng=${encodeURIComponent(hostile)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.evaluate((value) => localStorage.setItem("lng", value), hostile);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const r = await page.request.get("/", { headers: { "accept-language": hostile } });
  expect(await r.text()).not.toContain("<script>alert(1)</script>");
  const set = await page.request.post("/set-language", { form: { lng: hostile } });
  expect(set.status()).toBe(400);
  expect(dialogs).toBe(0);
});

test("?lng= switches without JavaScript and is remembered", async ({ browser, clientIp }) => {
  const { context, page } = await openPage(browser, clientIp, { javaScriptEnabled: false });
  await unlock(page);
  await page.goto("/?lng=tr");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await context.close();
});

test("home page is accessible in Icelandic, gate too", async ({ browser, clientIp }) => {
  const { context, page } = await openPage(browser, clientIp, { locale: "is-IS" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expectAccessible(page);
  await unlock(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "is");
  await expectAccessible(page);
  await context.close();
});

test("a language kept only in local storage is applied again", async ({ page, context }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("lng", "tr"));
  await context.clearCookies({ name: "lng" });
  await page.reload();
  // Applied after hydration: allow a busy machine some time.
  await expect(page.locator("html")).toHaveAttribute("lang", "tr", { timeout: 20_000 });
  expect((await context.cookies()).find((c) => c.name === "lng")?.value).toBe("tr");
});
