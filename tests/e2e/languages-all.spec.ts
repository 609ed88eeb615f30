import type { Page } from "@playwright/test";
import { load } from "cheerio";
import { GATED_PORT } from "../../playwright.config";
import { languageCodes, type LanguageCode } from "../../app/lib/i18n/languages";
import { expect, expectAccessible, signIn, test, unlock } from "./fixtures";
import { adminRoutes, discoveredRoutes, firstLink, publicRoutes } from "./routes";

/**
 * Every page in all 11 languages. Each route is opened in each language; the page must
 * declare the language (<html lang>) and show none of the English interface text (the strings of
 * app/locales/en), apart from text that is rightly the same in that language (its own file says so).
 */

type Strings = Map<string, string>;

function flatten(value: unknown, prefix = "", into: Strings = new Map()): Strings {
  if (typeof value === "string") into.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, into));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

async function loadStrings(language: LanguageCode): Promise<Strings> {
  const { readdirSync } = await import("node:fs");
  const path = await import("node:path");
  const dir = path.resolve("app/locales", language);
  const all: Strings = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    const namespace = file.slice(0, -3);
    const module = (await import(path.join(dir, file))) as { default: unknown };
    flatten(module.default, namespace, all);
  }
  return all;
}

/**
 * Distinctive English phrases (3+ words, 16+ characters between placeholders) that the language
 * translates: when one of them is on the page, a string fell back to English.
 */
async function englishPhrases(language: LanguageCode): Promise<string[]> {
  const english = await loadStrings("en");
  const own = await loadStrings(language);
  const phrases = new Set<string>();
  for (const [key, text] of english) {
    if (own.get(key) === text) continue; // the same in this language (allowed by the coverage test)
    const mine = own.get(key) ?? "";
    for (const piece of text.split(/\{\{\w+\}\}|\n+/)) {
      const trimmed = piece.trim();
      // A part the language keeps as it is (a street name in an address) is not a fallback.
      if (mine.includes(trimmed)) continue;
      if (trimmed.length >= 16 && trimmed.split(/\s+/).length >= 3) phrases.add(trimmed);
    }
  }
  return [...phrases];
}

/**
 * The text a page as served shows, without parts marked as another language (`lang`): content such as a mail
 * subject in its recipient's language or a mail server's English error is not interface text. Read from the HTML
 * itself (the server renders the chosen language, and only its strings reach the browser), so the tour needs no
 * browser: scripts, styles and templates are left out, what `<noscript>` holds is in (no scripts run here), and so
 * is text a style hides (it is the page's text all the same, shown at another width or when opened).
 */
function servedText(html: string): { lang: string | undefined; text: string } {
  const $ = load(html, { scriptingEnabled: false });
  const lang = $("html").attr("lang");
  $("script, style, template").remove();
  $("body [lang]")
    .filter((_, el) => $(el).attr("lang") !== lang)
    .remove();
  // Elements end with a space, so the text of two neighbours never runs together into one phrase.
  $("body *").append(" ");
  return { lang, text: $("body").text().replace(/\s+/g, " ") };
}

async function setLanguage(page: Page, language: LanguageCode) {
  await page.context().addCookies([{ name: "lng", value: language, url: `http://localhost:${GATED_PORT}` }]);
}

test.describe("server-rendered pages", () => {
  for (const language of languageCodes.filter((l) => l !== "en")) {
    test(`every page speaks ${language}: <html lang> and no English interface text`, async ({ page }) => {
      test.setTimeout(180_000);
      const phrases = await englishPhrases(language);
      await unlock(page);
      await setLanguage(page, language);
      const problems: string[] = [];
      // The browser context's own requests: its cookies (the gate, the language, the session) and client address.
      const served = async (route: string) => {
        const response = await page.request.get(route);
        expect(response.headers()["content-type"], route).toMatch(/^text\/html/);
        return response.text();
      };
      const check = async (route: string) => {
        const { lang, text } = servedText(await served(route));
        if (lang !== language) problems.push(`${route}: <html lang="${lang}">`);
        // A page read as (almost) empty would pass unseen: the reading itself must have found the page's text.
        if (text.length < 200) problems.push(`${route}: only ${text.length} characters of text read`);
        for (const phrase of phrases) if (text.includes(phrase)) problems.push(`${route}: "${phrase}"`);
      };
      for (const route of publicRoutes) await check(route);
      for (const { list, link } of discoveredRoutes) {
        const $ = load(await served(list));
        const href = $("main a[href]")
          .map((_, a) => $(a).attr("href") ?? "")
          .get()
          .find((h) => link.test(h));
        expect(href, `a link like ${link} on ${list}`).toBeTruthy();
        await check(href!);
      }
      await signIn(page, "admin");
      await setLanguage(page, language);
      for (const route of adminRoutes) await check(route);
      expect(problems).toEqual([]);
    });
  }
});

test("English pages declare English", async ({ page }) => {
  await unlock(page);
  for (const route of ["/", "/auth", "/events"]) {
    await page.goto(route);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
});

/** Horizontal overflow at 360 px: the page, and any text element sticking out of the viewport. */
async function overflowAt360(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX === "auto" || style.overflowX === "scroll" || style.overflowX === "hidden") return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll(
      "main h1, main h2, main h3, main p, main a, main button, main li, main label",
    )) {
      const rect = el.getBoundingClientRect();
      if (rect.width > 0 && rect.right > width + 1 && !scrolls(el.parentElement)) {
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" ends at ${Math.round(rect.right)}px`,
        );
      }
    }
    return found.slice(0, 10);
  });
}

test("no text overflows at 360 px, in all 11 languages (home, certifications, events)", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await unlock(page);
  const problems: string[] = [];
  for (const language of languageCodes) {
    await setLanguage(page, language);
    for (const route of ["/", "/certifications", "/events"]) {
      await page.goto(route);
      for (const problem of await overflowAt360(page)) problems.push(`${language} ${route}: ${problem}`);
    }
    await page.goto("/");
    await page.screenshot({ path: `test-results/screens/home-360-${language}.png`, fullPage: false });
  }
  expect(problems).toEqual([]);
});

/** Exactly one main landmark, and the skip link (the page's first link, on every page past the gate) leads to it. */
async function expectOneMain(page: Page, route: string, skipLink = true) {
  const mains = await page.locator("main, [role=main]").count();
  expect(mains, `${route}: main landmarks`).toBe(1);
  if (!skipLink) return;
  const skip = page.locator("body a").first();
  await expect(skip, route).toHaveAttribute("href", /^#./);
  const target = (await skip.getAttribute("href"))!.slice(1);
  await expect(page.locator(`main[id="${target}"]`), `${route}: the skip link's target #${target}`).toHaveCount(1);
}

/**
 * Every page through axe (its experimental rules too) and its landmarks, in two languages of other scripts and
 * word lengths than English, which share the pages: each language takes every other page, so the two tours run
 * side by side and every page is checked once. (Label in Name, which depends on each language's words, is checked
 * in all 11 on the header, where the visible labels and accessible names of icons meet: first-visit.spec.ts.)
 */
const tourLanguages = ["ja", "zu"] as const;
for (const [index, language] of tourLanguages.entries()) {
  test(`every other page is accessible in ${language}, with one main landmark where the skip link leads`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const share = <T>(list: readonly T[]) => list.filter((_, i) => i % tourLanguages.length === index);
    const visit = async (route: string) => {
      await page.goto(route);
      await expectAccessible(page);
      await expectOneMain(page, route);
    };
    await setLanguage(page, language);
    if (index === 0) {
      await page.goto("/");
      await expectAccessible(page);
      await expectOneMain(page, "/access (gate)", false);
    }
    await unlock(page);
    for (const route of share(publicRoutes)) await visit(route);
    for (const { list, link } of share(discoveredRoutes)) await visit(await firstLink(page, list, link));
    if (index === 1) {
      // Signed out, the account page sends the visitor to sign in.
      await page.goto("/account");
      await expectOneMain(page, "/account (signed out)");
    }
    await signIn(page, "admin");
    await setLanguage(page, language);
    for (const route of share(adminRoutes)) await visit(route);
  });
}
