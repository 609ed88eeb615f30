// Several GeoCert instances behind HAProxy, for the multi-instance tests (tests/instances) and
// `npm run loadtest`: starts and stops `node server.js` processes, HAProxy with deploy/haproxy.cfg,
// a local SMTP server, throw-away PostgreSQL databases; plain HTTP requests from chosen loopback
// addresses (each address is another client for the rate limits). Every process it starts is
// killed by stopAll(), and on exit.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { buildIfNeeded } from "./ensure-build.js";

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const HAPROXY = process.env.HAPROXY_BIN || "/usr/sbin/haproxy";
export const HAPROXY_CONFIG = path.join(rootDir, "deploy/haproxy.cfg");

/** Builds the app when build/ is missing or stale (as `npm start` does). */
export function ensureBuild() {
  buildIfNeeded(rootDir);
}

export const haproxyInstalled = () => existsSync(HAPROXY);

/** A folder for this run's data directories and logs. */
export function runDirectory(prefix = "geocert-instances-") {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

const children = new Set();
function track(child) {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}
/** Kills every process started here that still runs (also called on exit of this process). */
export function killAll() {
  for (const child of children) {
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
  }
  children.clear();
}
process.once("exit", killAll);
// Interrupted (Ctrl-C, a CI timeout): kill the children, then die of the same signal.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.once(signal, () => {
    killAll();
    process.kill(process.pid, signal);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it returns a truthy value or `timeoutMs` passes (bounded: never loops forever).
 * Returns the value, or throws with `what` in the message.
 */
export async function waitFor(what, check, { timeoutMs = 15_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${lastError})` : ""}`,
  );
}

// ---------------------------------------------------------------------------------------------
// HTTP

/**
 * One HTTP request on its own connection. `localAddress` picks the client's loopback address
 * (127.x.y.z), so each address is a different client for the instances' limits.
 * Resolves { status, headers, body, ms }; rejects on a network error or after `timeoutMs`.
 */
export function request({
  port,
  method = "GET",
  path: urlPath = "/",
  headers = {},
  body,
  localAddress,
  timeoutMs = 30_000,
}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(String(body));
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        localAddress,
        agent: false,
        headers: {
          host: `localhost:${port}`,
          connection: "close",
          ...(payload
            ? { "content-type": "application/x-www-form-urlencoded", "content-length": String(payload.length) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** The n-th client address of a block: 127.<block>.x.y (y from 1 to 250), distinct for n < 64,000. */
export function clientAddress(block, n) {
  return `127.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** `name=value` pairs of a response's Set-Cookie headers, merged into `jar` (a Map). */
export function storeCookies(jar, response) {
  for (const line of response.headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0] ?? "";
    const eq = pair.indexOf("=");
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
  }
  return jar;
}
export const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** Unlocks the password gate (POST /access); returns the `site_authenticated=…` cookie pair. */
export async function unlockGate({ port, password, origin, localAddress }) {
  const response = await request({
    port,
    method: "POST",
    path: "/access",
    headers: { origin },
    body: new URLSearchParams({ password, next: "/" }),
    localAddress,
  });
  const jar = storeCookies(new Map(), response);
  const token = jar.get("site_authenticated");
  if (response.status !== 302 || !token) {
    throw new Error(`The gate did not open (status ${response.status}): ${response.body.slice(0, 300)}`);
  }
  return `site_authenticated=${token}`;
}

/** The fields of a filled-in contact form (app/routes/contact.tsx); `email` identifies the post. */
export function contactForm(email, extra = {}) {
  return new URLSearchParams({
    name: "Load Test",
    email,
    organisation: "",
    topic: "other",
    message: `A message from the multi-instance harness, sent as ${email}.`,
    website: "",
    ...extra,
  });
}

/**
 * Hidden inputs of the page's form that has a field named `field` (the contact form: "message"), other
 * than the honeypot — a per-form token, should the form carry one — by name.
 */
export function hiddenInputs(html, field = "message") {
  const values = {};
  const form = html
    .split(/<form\b/)
    .find((part) => part.includes(`name="${field}"`))
    ?.split("</form>")[0];
  for (const match of (form ?? "").matchAll(/<input\b[^>]*>/g)) {
    const tag = match[0];
    if (!/type="hidden"/.test(tag)) continue;
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (!name || name === "website") continue;
    values[name] = (/value="([^"]*)"/.exec(tag)?.[1] ?? "").replace(/&amp;/g, "&").replace(/&quot;/g, '"');
  }
  return values;
}

/**
 * Posts the contact form as a browser would (same Origin, the gate cookie); when the form carries
 * hidden fields (a per-form token), the form is loaded first, as the visitor's browser would.
 * Resolves { email, ok, status, ms, error } — ok when the post was acknowledged (redirect to ?sent=1).
 */
export async function postContact({ port, email, cookie, origin, localAddress, loadForm = false, timeoutMs }) {
  const headers = { origin, cookie };
  try {
    let extra = {};
    if (loadForm) {
      const page = await request({ port, path: "/contact", headers: { cookie }, localAddress, timeoutMs });
      extra = hiddenInputs(page.body);
    }
    const response = await request({
      port,
      method: "POST",
      path: "/contact",
      headers,
      body: contactForm(email, extra),
      localAddress,
      timeoutMs,
    });
    const ok =
      (response.status === 302 || response.status === 303) &&
      String(response.headers.location ?? "").includes("sent=1");
    return { email, ok, status: response.status, ms: response.ms, error: ok ? undefined : response.body.slice(0, 200) };
  } catch (error) {
    return { email, ok: false, status: 0, ms: 0, error: String(error) };
  }
}

/** Whether the contact form carries hidden fields besides the honeypot (then each post loads it first). */
export async function contactFormHasToken({ port, cookie }) {
  const page = await request({ port, path: "/contact", headers: { cookie } });
  return Object.keys(hiddenInputs(page.body)).length > 0;
}

/** Percentile (0–100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

// ---------------------------------------------------------------------------------------------
// Processes

function logTail(file, lines) {
  return lines.slice(-40).join("") || `(no output; see ${file})`;
}

/**
 * An app instance: `node server.js` with `env` on `port`. Its output goes to `<logDir>/<name>.log`.
 * start() resolves when GET /healthz answers 200 (rejects with the output when it exits first).
 */
export function createInstance({ name, port, env, logDir }) {
  const logFile = path.join(logDir, `${name}.log`);
  const instance = {
    name,
    port,
    logFile,
    child: null,
    /** The last lines of output (all starts). */
    output: [],
    /** Resolves { code, signal } when the current process exits. */
    exited: Promise.resolve({ code: null, signal: null }),
    get pid() {
      return this.child?.pid;
    },
    get running() {
      return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
    },
    /** Spawns the process (without waiting). */
    spawn(extraEnv = {}) {
      const log = createWriteStream(logFile, { flags: "a" });
      const child = track(
        spawn(process.execPath, ["server.js"], {
          cwd: rootDir,
          env: { ...env, PORT: String(port), ...extraEnv },
          stdio: ["ignore", "pipe", "pipe"],
        }),
      );
      const keep = (chunk) => {
        log.write(chunk);
        instance.output.push(String(chunk));
        if (instance.output.length > 200) instance.output.splice(0, instance.output.length - 200);
      };
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      instance.exited = new Promise((resolve) =>
        child.once("exit", (code, signal) => {
          log.end(`\n[harness] ${name} exited (code ${code}, signal ${signal})\n`);
          resolve({ code, signal });
        }),
      );
      instance.child = child;
      return child;
    },
    async start({ timeoutMs = 90_000 } = {}) {
      instance.spawn();
      const exited = instance.exited.then(({ code, signal }) => {
        throw new Error(
          `${name} exited during start (code ${code}, signal ${signal}):\n${logTail(logFile, instance.output)}`,
        );
      });
      const ready = waitFor(
        `${name} to answer /healthz on port ${port}`,
        async () => (await request({ port, path: "/healthz", timeoutMs: 2_000 })).status === 200,
        { timeoutMs, intervalMs: 250 },
      );
      await Promise.race([ready, exited]);
      exited.catch(() => {});
      return instance;
    },
    /** SIGKILL: no chance to finish anything. */
    async kill() {
      if (!instance.running) return;
      instance.child.kill("SIGKILL");
      await instance.exited;
    },
    /** SIGTERM (graceful), SIGKILL after `graceMs`. */
    async stop({ graceMs = 10_000 } = {}) {
      if (!instance.running) return;
      instance.child.kill("SIGTERM");
      const timer = setTimeout(() => instance.child?.kill("SIGKILL"), graceMs);
      await instance.exited;
      clearTimeout(timer);
    },
  };
  return instance;
}

/** HAProxy with deploy/haproxy.cfg, the ports given through its environment variables. */
export async function startHaproxy({ lbPort, statsPort, appPorts, logDir }) {
  const logFile = path.join(logDir, "haproxy.log");
  const log = createWriteStream(logFile, { flags: "a" });
  const [app1, app2] = appPorts;
  const child = track(
    spawn(HAPROXY, ["-f", HAPROXY_CONFIG, "-db"], {
      env: {
        PATH: process.env.PATH,
        GEOCERT_LB_PORT: String(lbPort),
        GEOCERT_LB_STATS_PORT: String(statsPort),
        GEOCERT_APP1_PORT: String(app1),
        GEOCERT_APP2_PORT: String(app2),
      },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exitedEarly = null;
  child.once("exit", (code) => (exitedEarly = code));
  await waitFor(
    `HAProxy to listen on ${lbPort}`,
    async () => {
      if (exitedEarly !== null) throw new Error(`HAProxy exited (code ${exitedEarly}); see ${logFile}`);
      return canConnect(lbPort);
    },
    { timeoutMs: 10_000, intervalMs: 100 },
  );
  const balancer = {
    port: lbPort,
    statsPort,
    logFile,
    child,
    /** Server states from HAProxy's CSV status page: { app1: "UP", app2: "DOWN", … }. */
    async serverStates() {
      const response = await request({ port: statsPort, path: "/stats;csv", timeoutMs: 2_000 });
      const states = {};
      for (const line of response.body.split("\n")) {
        const cells = line.split(",");
        if (cells[0] === "geocert_instances" && cells[1] !== "BACKEND" && cells[1]) states[cells[1]] = cells[17];
      }
      return states;
    },
    /** Waits until HAProxy's health checks (GET /readyz) see every instance up. */
    async waitAllUp(timeoutMs = 20_000) {
      await waitFor(
        "HAProxy to see every instance up (its health check is GET /readyz → 200)",
        async () => {
          const states = await balancer.serverStates();
          return Object.keys(states).length > 0 && Object.values(states).every((s) => String(s).startsWith("UP"));
        },
        { timeoutMs, intervalMs: 250 },
      ).catch(async (error) => {
        throw new Error(`${error.message}; states: ${JSON.stringify(await balancer.serverStates().catch(() => ({})))}`);
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
  return balancer;
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

// ---------------------------------------------------------------------------------------------
// SMTP

/**
 * A local SMTP server (smtp-server) that keeps every message it accepts; stop() and start() make
 * the mail server go down and come back on the same port.
 * Each message: { from, to: [recipients], messageId, replyTo, subject, raw }.
 */
export function createSmtpSink(port) {
  const messages = [];
  let server = null;
  const sockets = new Set();
  const header = (raw, name) => {
    const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
    const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
    return match ? match[1].replace(/\r?\n[ \t]+/g, " ").trim() : undefined;
  };
  const sink = {
    port,
    messages,
    url: `smtp://127.0.0.1:${port}`,
    get listening() {
      return server !== null;
    },
    async start() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onConnect(session, callback) {
          callback();
        },
        onData(stream, session, callback) {
          const chunks = [];
          stream.on("data", (chunk) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              messageId: header(raw, "Message-ID"),
              replyTo: header(raw, "Reply-To")?.toLowerCase(),
              subject: header(raw, "Subject"),
              raw,
            });
            callback();
          });
        },
      });
      server.server.on("connection", (socket) => {
        sockets.add(socket);
        socket.once("close", () => sockets.delete(socket));
      });
      await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
      // A client that dies mid-session (a killed instance) resets its connection: not our error.
      server.on("error", () => {});
    },
    /** Stops listening and drops open connections: the mail server is down. */
    async stop() {
      if (!server) return;
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => current.close(resolve));
    },
  };
  return sink;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * A fresh database next to the one DATABASE_URL names (`<name>_<suffix>`), dropped by drop().
 * Returns { url, name, query(sql, params), terminateOthers(), drop() }.
 */
export async function createDatabase(baseUrl, suffix) {
  const base = new URL(baseUrl);
  const name = `${decodeURIComponent(base.pathname.slice(1)) || "postgres"}_${suffix}`.replace(/[^a-zA-Z0-9_]/g, "_");
  const adminUrl = new URL(baseUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on("error", () => {}); // our own connections survive terminateOthers()
  return {
    url: url.toString(),
    name,
    query: (text, params) => pool.query(text, params),
    /** pg_terminate_backend() of every other connection to this database; resolves how many. */
    async terminateOthers() {
      const result = await pool.query(
        "select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      return Number(result.rows[0].n);
    },
    async drop() {
      await pool.end().catch(() => {});
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The environment of an instance: this process's, without DATABASE_URL unless given. */
export function instanceEnv(extra) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !key.startsWith("VITEST") &&
        !["DATABASE_URL", "PORT", "SITE_URL", "TRUST_PROXY", "SMTP_URL", "DATA_DIR", "METRICS_PORT"].includes(key),
    ),
  );
  return { ...env, NODE_ENV: "production", ...extra };
}
