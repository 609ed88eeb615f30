import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.js";

/** Ports for the test servers: one with the gate on (most tests), one with SITE_GATE=off. */
// E2E_PORT moves them (and the start-up test's port, +2) so several checkouts can test at once.
export const GATED_PORT = Number(process.env.E2E_PORT ?? 3210);
export const OPEN_PORT = GATED_PORT + 1;
export const STARTUP_PORT = GATED_PORT + 2;
export const TEST_PASSWORD = "Geyser-42!";

// CHROMIUM_PATH, Debian's Chromium, another system one or Playwright's own (scripts/chromium.js); none: one line.
const browser = findChromium();
if (browser instanceof Error) {
  process.stderr.write(`${browser.message}\n`);
  process.exit(1);
}

// Each run starts from empty databases, so the demo seed and migrations are exercised too.
const runDir = process.env.E2E_RUN_DIR ?? mkdtempSync(path.join(tmpdir(), "geocert-e2e-"));
process.env.E2E_RUN_DIR = runDir;

const serverEnv = (extra: Record<string, string>) => ({
  ...(Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL")) as Record<string, string>),
  TRUST_PROXY: "1", // the test server trusts one proxy: X-Forwarded-For set by a test is the client address
  ...extra,
});

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report (when PLAYWRIGHT_JSON_OUTPUT_NAME is set) feeds npm test's closing summary.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${GATED_PORT}`,
    // Recording a trace costs a third of the suite's time on a 2-core machine (a screencast and DOM snapshots at
    // every action), though it is kept only for a failure. On CI every failure is retried once: the retry records it.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: browser, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node server.js",
      port: GATED_PORT,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv({
        PORT: String(GATED_PORT),
        DATA_DIR: path.join(runDir, "gated"),
        SITE_PASSWORD: TEST_PASSWORD,
        CONTACT_EMAIL: "hello@geocert.example",
        SITE_URL: "https://geocert.example",
        DEMO_ACCOUNTS: "on", // the demo accounts' published passwords, though SITE_URL is not local
        JOB_FETCH_ALLOW_HOSTS: "localhost,127.0.0.1", // Jobs: the job specs' local source server
        // Every application submitted here is drawn for the audit, so the application journey meets it (apply.spec).
        APPLICATION_AUDIT_PERCENT: "100",
      }),
    },
    {
      command: "node server.js",
      port: OPEN_PORT,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv({ PORT: String(OPEN_PORT), DATA_DIR: path.join(runDir, "open"), SITE_GATE: "off" }),
    },
  ],
});
