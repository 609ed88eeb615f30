import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import http from "node:http";
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

/** A GET on a connection of its own (fetch would reuse one the draining server may close). */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

test.describe("the production server", () => {
  test("generates and prints a site password on first start, then stops cleanly on SIGTERM", async ({ request }) => {
    test.setTimeout(180_000); // three cold starts of the server, slow on a busy machine
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "geocert-start-")), "data");
    const server = startServer({ PORT: String(STARTUP_PORT), DATA_DIR: dataDir });
    await expect.poll(server.output, { timeout: 60_000 }).toContain(`is running at http://localhost:${STARTUP_PORT}`);
    // `npm start` renders with React's production build, whatever NODE_ENV the shell had.
    await expect.poll(server.output).toContain("Rendering: React's production build");
    const printed = /generated for you:\s+(\S+)/.exec(server.output())?.[1];
    expect(printed).toMatch(/^[A-Za-z2-9]{16}$/);
    // Kept in the database (shared by every instance), no longer in a file of DATA_DIR (decision 016).
    expect(existsSync(path.join(dataDir, "site-password"))).toBe(false);
    expect(server.output()).toContain("demo data seeded");
    // DATA_DIR is owner-only (decision 016): no other local account can read the database's WAL.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
    const open = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter(
      (entry) =>
        (entry.isDirectory() || !entry.parentPath.includes(`${path.sep}pglite`)) &&
        !entry.isSymbolicLink() &&
        statSync(path.join(entry.parentPath, entry.name)).mode & 0o077,
    );
    expect(open.map((entry) => path.join(entry.parentPath, entry.name))).toEqual([]);
    // A local site: the demo accounts take the published passwords, and every start says so loudly.
    expect(server.output()).toContain("WARNING: the demo accounts (admin@example.org…) accept the passwords published");

    const unlocked = await request.post(`http://localhost:${STARTUP_PORT}/access`, {
      form: { password: printed! },
      maxRedirects: 0,
    });
    expect(unlocked.status()).toBe(302);

    // A second server on the same DATA_DIR is refused: the embedded database belongs to one process.
    const second = startServer({ PORT: String(STARTUP_PORT + 6), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another process \(pid \d+ .*stop it first/s);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received");

    // The second start reads the same password and does not seed again.
    const again = startServer({ PORT: String(STARTUP_PORT), DATA_DIR: dataDir });
    await expect.poll(again.output, { timeout: 60_000 }).toContain("is running at");
    expect(again.output()).toContain("The generated site password is kept in the database");
    expect(again.output()).not.toContain("demo data seeded");
    expect(again.output()).toContain("WARNING: the demo accounts");
    const unlockedAgain = await request.post(`http://localhost:${STARTUP_PORT}/access`, {
      form: { password: printed! },
      maxRedirects: 0,
    });
    expect(unlockedAgain.status()).toBe(302);
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

  // Finding "many instances": /healthz stayed 200 while draining; nothing to operate with (logs, metrics).
  test("logs JSON lines with request ids, serves metrics on their own port, and drains on SIGTERM", async () => {
    test.setTimeout(120_000);
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "geocert-ops-")), "data");
    const base = `http://localhost:${STARTUP_PORT}`;
    const metricsPort = STARTUP_PORT + 5;
    const server = startServer({
      PORT: String(STARTUP_PORT),
      DATA_DIR: dataDir,
      SITE_PASSWORD: "Ops-Check-1",
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_DELAY_SECONDS: "3",
      SHUTDOWN_TIMEOUT_SECONDS: "20",
    });
    await expect.poll(server.output, { timeout: 60_000 }).toContain("is running at");

    // Health: liveness, readiness, and /healthz as readiness.
    for (const probe of ["/livez", "/readyz", "/healthz"]) expect((await fetch(`${base}${probe}`)).status).toBe(200);

    // One JSON line per request, carrying the request id given by a balancer; a strange id is replaced.
    const traced = await fetch(`${base}/about`, { headers: { "X-Request-Id": "trace-42.ops" }, redirect: "manual" });
    expect(traced.headers.get("x-request-id")).toBe("trace-42.ops");
    const odd = await fetch(`${base}/about`, { headers: { "X-Request-Id": "<script> x" }, redirect: "manual" });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(
        () =>
          server
            .output()
            .split("\n")
            .filter((line) => line.includes('"reqId":"trace-42.ops"')).length,
      )
      .toBeGreaterThan(0);
    const line = JSON.parse(
      server
        .output()
        .split("\n")
        .find((l) => l.includes('"reqId":"trace-42.ops"'))!,
    );
    expect(line).toMatchObject({ level: "info", req: { method: "GET", path: "/about" }, res: { statusCode: 302 } });

    // Metrics on METRICS_PORT (127.0.0.1), by route id — and not on the public port.
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="routes/about",status="302"}');
    expect(text).toContain("process_cpu_seconds_total");
    const publicMetrics = await fetch(`${base}/metrics`, { redirect: "manual" });
    expect(await publicMetrics.text()).not.toContain("http_request_duration_seconds");

    // A request in flight (its body half sent) when SIGTERM arrives: readiness turns 503 at once,
    // the request still completes, then the process exits cleanly.
    const body = "password=wrong-password&next=%2F";
    const inFlight = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request(`${base}/access`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(body.length),
          Origin: base,
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
      });
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 2_000);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await expect.poll(() => statusOnNewConnection(`${base}/readyz`), { timeout: 2_000 }).toBe(503);
    expect(await statusOnNewConnection(`${base}/livez`)).toBe(200);
    const answered = await inFlight;
    expect(answered.status).toBeLessThan(500);
    expect(answered.connection).toBe("close");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Stopped.");
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
