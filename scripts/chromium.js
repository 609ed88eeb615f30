// The Chromium the browser tests and benchmarks launch (no browser download, no background networking:
// CI's machines reach only package registries). In order: CHROMIUM_PATH when set, Debian's package
// (/usr/bin/chromium), then other usual places of a system Chromium or Chrome, then a browser Playwright
// installed itself (`npx playwright install chromium`). None found: one line saying what to install.
import { accessSync, constants } from "node:fs";
import { chromium } from "playwright-core";

const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Where the browser is, or an Error whose message says what to install. */
export function findChromium(env = process.env, candidates = SYSTEM_BROWSERS, playwrightPath = playwrightChromium) {
  if (env.CHROMIUM_PATH) {
    if (runnable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    return new Error(
      `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable browser: point it at Chromium or Chrome.`,
    );
  }
  const found = candidates.find(runnable) ?? playwrightPath();
  if (found) return found;
  return new Error(
    "No Chromium found for the browser tests: install it (Debian/Ubuntu: apt-get install chromium; macOS: " +
      "brew install --cask chromium), or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chrome or Chromium.",
  );
}

function playwrightChromium() {
  try {
    const file = chromium.executablePath();
    return file && runnable(file) ? file : null;
  } catch {
    return null;
  }
}

const found = findChromium();

/** The browser's path; throws the one-line message when there is none (read only by what launches one). */
export function chromiumPath() {
  if (found instanceof Error) throw found;
  return found;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
