import { expect, signIn, test, unlock } from "./fixtures";

// Every page's HTML stays at most 80 KB before compression (decision 057): the stylesheet and the icons are
// cached files, not text repeated in each response. A size check, not a timing: the bytes a page sends.
const LIMIT = 80 * 1024;
/**
 * Pages still over it, held at most where they are now so they can only shrink (decision 057 says what is
 * left: the header's no-script menus and the route data). Remove a line when its page meets the limit.
 */
const STILL_OVER: Record<string, number> = {
  home: 84 * 1024,
  "home in Japanese, signed in": 90 * 1024,
  certifications: 85 * 1024,
  "job board": 90 * 1024,
};

test("the home page, a discussion, the account page and others send at most 80 KB of HTML", async ({ page }) => {
  await unlock(page);
  const sizes: Record<string, number> = {};
  const measure = async (label: string, path: string) => {
    // `page.request` shares the page's cookies (gate, session, language) and asks for no compression.
    const response = await page.request.get(path, { headers: { "accept-encoding": "identity" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    sizes[label] = (await response.body()).byteLength;
  };
  await measure("home", "/");
  await measure("certifications", "/certifications");
  await measure("job board", "/community/jobs");
  await page.goto("/community?q=silica");
  const discussion = await page
    .locator("section[aria-labelledby=discussions-heading] a[href^='/community/']")
    .first()
    .getAttribute("href");
  await measure("discussion", discussion!);
  await signIn(page, "member");
  await measure("account, signed in", "/account");
  await measure("discussion, signed in", discussion!);
  await page.context().addCookies([{ name: "lng", value: "ja", url: page.url() }]);
  await measure("home in Japanese, signed in", "/");
  for (const [label, bytes] of Object.entries(sizes))
    expect(bytes, `${label}: ${bytes} bytes`).toBeLessThanOrEqual(STILL_OVER[label] ?? LIMIT);
});
