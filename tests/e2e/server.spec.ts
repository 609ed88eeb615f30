import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { STARTUP_PORT } from "../../playwright.config";

/** Starts `node server.js` as `npm start` does, with the given environment. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, DATABASE_URL: "", SITE_PASSWORD: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += String(chunk)));
  child.stderr.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test.describe("the production server", () => {
  test("generates and prints a site password on first start, then stops cleanly on SIGTERM", async ({ request }) => {
    test.setTimeout(180_000); // three cold starts of the server, slow on a busy machine
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "geocert-start-")), "data");
    const server = startServer({ PORT: String(STARTUP_PORT), DATA_DIR: dataDir });
    await expect.poll(server.output, { timeout: 60_000 }).toContain(`is running at http://localhost:${STARTUP_PORT}`);
    const printed = /generated for you:\s+(\S+)/.exec(server.output())?.[1];
    expect(printed).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(readFileSync(path.join(dataDir, "site-password"), "utf8").trim()).toBe(printed);
    expect(server.output()).toContain("demo data seeded");
    // A local site: the demo accounts take the published passwords, and every start says so loudly.
    expect(server.output()).toContain("WARNING: the demo accounts (admin@example.org…) accept the passwords published");

    const unlocked = await request.post(`http://localhost:${STARTUP_PORT}/access`, {
      form: { password: printed! },
      maxRedirects: 0,
    });
    expect(unlocked.status()).toBe(302);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received");

    // The second start reads the same password and does not seed again.
    const again = startServer({ PORT: String(STARTUP_PORT), DATA_DIR: dataDir });
    await expect.poll(again.output, { timeout: 60_000 }).toContain("is running at");
    expect(again.output()).toContain("site-password");
    expect(again.output()).not.toContain("demo data seeded");
    expect(again.output()).toContain("WARNING: the demo accounts");
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);

    // The same database started as a public site: the published admin password no longer signs in.
    const published = startServer({
      PORT: String(STARTUP_PORT),
      DATA_DIR: dataDir,
      SITE_URL: "https://geocert.example",
      SITE_GATE: "off",
    });
    await expect.poll(published.output, { timeout: 60_000 }).toContain("is running at");
    expect(published.output()).not.toContain("WARNING");
    const signIn = await request.post(`http://localhost:${STARTUP_PORT}/auth`, {
      form: { intent: "signin", email: "admin@example.org", password: "GeoCert-admin-2026" },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(401);
    published.child.kill("SIGTERM");
    expect(await published.exited).toBe(0);
  });

  test("refuses a bad configuration with a clear message", async () => {
    const server = startServer({ PORT: "not-a-port", SITE_GATE: "maybe" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Configuration error");
    expect(server.output()).toContain('PORT must be a whole number from 1 to 65535 (got "not-a-port")');
    expect(server.output()).toContain('SITE_GATE must be "on" or "off" (got "maybe")');
  });
});
