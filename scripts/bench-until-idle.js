// The JavaScript a browser downloads for the home page until the network is idle (`npm run bench`, part
// "javascript"): the first load plus what loads after it (deferred parts, on-demand menus, prefetches).
// Sizes are gzip at level 9 of each file's bytes, as the first-load figure counts them.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.js";

/** { files, gzip, list } for `url` opened with `cookie` (a "name=value; …" header) at a phone's width. */
export async function javaScriptUntilIdle(url, cookie) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const origin = new URL(url).origin;
    await context.addCookies(
      cookie
        .split(/;\s*/)
        .filter(Boolean)
        .map((pair) => {
          const [name, ...value] = pair.split("=");
          return { name, value: value.join("="), url: origin };
        }),
    );
    const page = await context.newPage();
    const scripts = new Map();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script" && !response.url().endsWith(".js")) return;
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // A response without a body (a redirect) carries no script.
      }
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // Parts load when the browser is first idle after hydration (decision 025), at most 2 s later.
    await page.waitForTimeout(2500);
    await page.waitForLoadState("networkidle");
    const list = [...scripts].map(([file, gzip]) => ({ file: new URL(file).pathname, gzip }));
    return { files: list.length, gzip: list.reduce((sum, s) => sum + s.gzip, 0), list };
  } finally {
    await browser.close();
  }
}
