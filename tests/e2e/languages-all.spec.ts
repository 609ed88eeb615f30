import type { Page } from "@playwright/test";
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
 * The page's visible text, without parts marked as another language (`lang`): content such as a mail
 * subject in its recipient's language or a mail server's English error is not interface text.
 */
async function visibleText(page: Page): Promise<string> {
  const text = await page.locator("body").evaluate((body) => {
    const own = document.documentElement.lang;
    const other = [...body.querySelectorAll<HTMLElement>("[lang]")].filter((el) => el.lang !== own);
    const display = other.map((el) => el.style.display);
    for (const el of other) el.style.display = "none";
    const visible = (body as HTMLElement).innerText;
    other.forEach((el, i) => (el.style.display = display[i] ?? ""));
    return visible;
  });
  return text.replace(/\s+/g, " ");
}

async function setLanguage(page: Page, language: LanguageCode) {
  await page.context().addCookies([{ name: "lng", value: language, url: `http://localhost:${GATED_PORT}` }]);
}

test.describe("server-rendered pages", () => {
  // The server renders the chosen language (only its strings reach the browser), so the page as served tells
  // whether a string fell back to English. Without scripts a page costs a tenth: no modules to load, no hydration.
  test.use({ javaScriptEnabled: false });
  for (const language of languageCodes.filter((l) => l !== "en")) {
    test(`every page speaks ${language}: <html lang> and no English interface text`, async ({ page }) => {
      test.setTimeout(300_000);
      const phrases = await englishPhrases(language);
      await unlock(page);
      await setLanguage(page, language);
      const problems: string[] = [];
      const check = async (route: string) => {
        await page.goto(route);
        await expect(page.locator("html"), route).toHaveAttribute("lang", language);
        const text = await visibleText(page);
        for (const phrase of phrases) if (text.includes(phrase)) problems.push(`${route}: "${phrase}"`);
      };
      for (const route of publicRoutes) await check(route);
      for (const { list, link } of discoveredRoutes) await check(await firstLink(page, list, link));
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

for (const language of ["ja", "zu"] as const) {
  test(`every page is accessible in ${language}`, async ({ page }) => {
    test.setTimeout(400_000);
    await unlock(page);
    await setLanguage(page, language);
    for (const route of publicRoutes) {
      await page.goto(route);
      await expectAccessible(page);
    }
    for (const { list, link } of discoveredRoutes) {
      await page.goto(await firstLink(page, list, link));
      await expectAccessible(page);
    }
    await signIn(page, "admin");
    await setLanguage(page, language);
    for (const route of adminRoutes) {
      await page.goto(route);
      await expectAccessible(page);
    }
  });
}
