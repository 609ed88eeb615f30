import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import http from "node:http";
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
    test.setTimeout(120_000); // two cold starts of the server, slow on a busy machine
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "geocert-start-")), "data");
    const server = startServer({ PORT: String(STARTUP_PORT), DATA_DIR: dataDir });
    await expect.poll(server.output, { timeout: 60_000 }).toContain(`is running at http://localhost:${STARTUP_PORT}`);
    const printed = /generated for you:\s+(\S+)/.exec(server.output())?.[1];
    expect(printed).toMatch(/^[A-Za-z2-9]{16}$/);
    // Kept in the database (shared by every instance), no longer in a file of DATA_DIR (decision 016).
    expect(existsSync(path.join(dataDir, "site-password"))).toBe(false);
    expect(server.output()).toContain("demo data seeded");

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
    const unlockedAgain = await request.post(`http://localhost:${STARTUP_PORT}/access`, {
      form: { password: printed! },
      maxRedirects: 0,
    });
    expect(unlockedAgain.status()).toBe(302);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
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
