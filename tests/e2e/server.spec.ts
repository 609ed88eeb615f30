import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { STARTUP_PORT } from "../../playwright.config";
import { DEMO_ACCOUNTS, expectAccessible } from "./fixtures";

// The tests here share STARTUP_PORT: one after the other.
test.describe.configure({ mode: "default" });

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

/** A free local port with nothing listening on it (a mail server that is down). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test.describe("outgoing mail", () => {
  test("an SMTP outage loses no mail: staff see it failed at /admin/mail and send it again", async ({ page }) => {
    test.setTimeout(150_000);
    const smtpPort = await freePort();
    const base = `http://localhost:${STARTUP_PORT}`;
    const server = startServer({
      PORT: String(STARTUP_PORT),
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), "geocert-mail-")), "data"),
      SITE_GATE: "off",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_MAX_ATTEMPTS: "1",
      CONTACT_EMAIL: "staff@geocert.example",
    });
    const received: string[] = [];
    let smtp: SMTPServer | null = null;
    try {
      await expect.poll(server.output, { timeout: 90_000 }).toContain("is running at");
      const goto = async (url: string) => {
        await page.goto(`${base}${url}`);
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      };

      // The visitor's message is taken at once, though the mail server is down.
      await goto("/contact");
      await page.getByLabel("Your name").fill("Oda Outage");
      await page.getByLabel("Email address").fill("oda.outage@example.org");
      await page.getByLabel("Topic").selectOption("exam");
      await page.getByLabel("Message").fill("Is there an exam window in Rotorua next spring, please?");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("heading", { name: "Thank you, your message has been sent" })).toBeVisible();

      const signedIn = await page.request.post(`${base}/auth`, {
        form: { intent: "signin", email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
        maxRedirects: 0,
      });
      expect(signedIn.status()).toBe(302);
      await goto("/admin");
      await page
        .getByRole("navigation", { name: "Administration" })
        .getByRole("link", { name: "Outgoing mail" })
        .click();
      await expect(page).toHaveURL(/\/admin\/mail$/);
      await expect(page.getByRole("heading", { name: "Outgoing mail" })).toBeVisible();
      // With one attempt allowed, both mails (confirmation and staff notice) fail on the sender's first try.
      const row = page.getByRole("row").filter({ hasText: "oda.outage@example.org" });
      await expect(async () => {
        await page.reload();
        await expect(row.getByText("Failed")).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(row).toContainText("ECONNREFUSED");
      await expect(row).toContainText("We have received your message — GeoCert");
      await expect(row).not.toContainText("Rotorua"); // no message bodies in the list
      await expectAccessible(page);
      await page.screenshot({ path: "test-results/screens/admin-mail.png", fullPage: true });

      // The mail server is back: "Retry now" delivers the mail once.
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          stream.resume();
          stream.on("end", () => {
            received.push(...session.envelope.rcptTo.map((r) => r.address));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp!.listen(smtpPort, "127.0.0.1", () => resolve()));
      await row.getByRole("button", { name: "Send the mail to oda.outage@example.org again now" }).click();
      await expect(page.getByText("The mail to oda.outage@example.org is queued again.")).toBeVisible();
      await expect.poll(() => received, { timeout: 10_000 }).toEqual(["oda.outage@example.org"]);
      await goto("/admin/mail?status=sent");
      await expect(page.getByRole("row").filter({ hasText: "oda.outage@example.org" })).toContainText("Sent");
      await goto("/admin/mail?status=failed");
      await expect(page.getByRole("row").filter({ hasText: "staff@geocert.example" })).toContainText("Failed");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    }
  });
});
