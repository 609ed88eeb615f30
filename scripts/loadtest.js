// `npm run loadtest`: 1,000 concurrent contact-form posts, each from its own client address, then a
// count of the stored rows (exactly 1,000 expected) and the latency of the posts (p50, p99).
//   1. one instance on PGlite (DATA_DIR), requests straight to it;
//   2. two instances on PostgreSQL behind HAProxy (deploy/haproxy.cfg) — when DATABASE_URL is set and
//      HAProxy is installed; the database is a fresh one next to DATABASE_URL's, dropped afterwards.
// Writes the figures into docs/performance.md (its "Form posts under load" section; the rest stays).
// Not a test: the figures depend on the machine; a row count other than 1,000 exits non-zero.
// Ports 3450–3459 (LOADTEST_PORT moves them).
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  clientAddress,
  contactFormHasToken,
  createDatabase,
  createInstance,
  createSmtpSink,
  ensureBuild,
  haproxyInstalled,
  instanceEnv,
  killAll,
  percentile,
  postContact,
  rootDir,
  runDirectory,
  startHaproxy,
  unlockGate,
} from "./cluster.js";

const POSTS = Number(process.env.LOADTEST_POSTS ?? 1000);
const BASE = Number(process.env.LOADTEST_PORT ?? 3450);
const PASSWORD = "loadtest-password";
const DOC = path.join(rootDir, "docs/performance.md");
const START = "<!-- loadtest:start -->";
const END = "<!-- loadtest:end -->";

/** Fires every post at once; resolves the results and the wall time. */
async function burst({ port, origin, cookie, block, prefix }) {
  const loadForm = await contactFormHasToken({ port, cookie });
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: POSTS }, (_, i) =>
      postContact({
        port,
        email: `${prefix}-${i}@example.org`,
        cookie,
        origin,
        localAddress: clientAddress(block, i),
        loadForm,
        timeoutMs: 120_000,
      }),
    ),
  );
  return { results, wallMs: performance.now() - started, loadForm };
}

function summarise(setup, { results, wallMs }, rows) {
  const ok = results.filter((r) => r.ok);
  const failures = results.filter((r) => !r.ok);
  const statuses = [...new Set(failures.map((r) => r.status || r.error))];
  const ms = ok.map((r) => r.ms);
  return {
    setup,
    posts: POSTS,
    acknowledged: ok.length,
    rows,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
    wallMs,
    perSecond: (ok.length / wallMs) * 1000,
    failures: failures.length ? `${failures.length} (${statuses.slice(0, 3).join(", ")})` : "0",
  };
}

async function pgliteRun(smtp) {
  const dir = runDirectory("geocert-loadtest-pglite-");
  const port = BASE;
  const origin = `http://localhost:${port}`;
  const instance = createInstance({
    name: "pglite",
    port,
    logDir: dir,
    env: instanceEnv({
      DATA_DIR: path.join(dir, "data"),
      SITE_URL: origin,
      SITE_PASSWORD: PASSWORD,
      SMTP_URL: smtp.url,
      JOB_SCHEDULER: "off",
    }),
  });
  await instance.start();
  try {
    const cookie = await unlockGate({ port, password: PASSWORD, origin });
    const outcome = await burst({ port, origin, cookie, block: 20, prefix: "load-pglite" });
    await instance.stop();
    const db = await PGlite.create(path.join(dir, "data/pglite"));
    try {
      const { rows } = await db.query(
        "select count(*)::int as n from contact_messages where email like 'load-pglite-%'",
      );
      return summarise("PGlite, 1 instance", outcome, rows[0].n);
    } finally {
      await db.close();
    }
  } finally {
    await instance.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRun(smtp) {
  const dir = runDirectory("geocert-loadtest-pg-");
  const lbPort = BASE + 1;
  const appPorts = [BASE + 2, BASE + 3];
  const origin = `http://localhost:${lbPort}`;
  const database = await createDatabase(process.env.DATABASE_URL, "loadtest");
  try {
    const instances = appPorts.map((port, i) =>
      createInstance({
        name: `app${i + 1}`,
        port,
        logDir: dir,
        env: instanceEnv({
          DATABASE_URL: database.url,
          DATA_DIR: path.join(dir, `app${i + 1}`),
          SITE_URL: origin,
          TRUST_PROXY: "1",
          SITE_PASSWORD: PASSWORD,
          SMTP_URL: smtp.url,
          JOB_SCHEDULER: "off",
        }),
      }),
    );
    await Promise.all(instances.map((instance) => instance.start()));
    const balancer = await startHaproxy({ lbPort, statsPort: BASE + 4, appPorts, logDir: dir });
    try {
      await balancer.waitAllUp(30_000);
      const cookie = await unlockGate({ port: lbPort, password: PASSWORD, origin });
      const outcome = await burst({ port: lbPort, origin, cookie, block: 21, prefix: "load-pg" });
      const { rows } = await database.query(
        "select count(*)::int as n from contact_messages where email like 'load-pg-%'",
      );
      return summarise("PostgreSQL, 2 instances behind HAProxy", outcome, rows[0].n);
    } finally {
      await balancer.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function section(results, machine) {
  const ms = (value) => `${Math.round(value)} ms`;
  const lines = [
    START,
    "## Form posts under load (`npm run loadtest`)",
    "",
    `${POSTS.toLocaleString("en")} contact-form posts sent at once, each from its own client address (so no rate limit`,
    "applies), then the stored rows counted. Latency: from sending a post to its answer (redirect), as the client saw it.",
    "Each post's two mails (confirmation, staff notification) go to a local SMTP server (smtp-server).",
    `Measured on ${new Date().toISOString().slice(0, 10)}: ${machine}.`,
    "",
    "| setup | posts | acknowledged | rows stored | p50 | p99 | max | all done in | posts/s | failed |",
    "| ----- | ----- | ------------ | ----------- | --- | --- | --- | ----------- | ------- | ------ |",
    ...results.map(
      (r) =>
        `| ${r.setup} | ${r.posts} | ${r.acknowledged} | ${r.rows} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${(
          r.wallMs / 1000
        ).toFixed(1)} s | ${Math.round(r.perSecond)} | ${r.failures} |`,
    ),
    "",
    "The client, the instances, HAProxy, PostgreSQL and the SMTP sink share the machine's cores, so the",
    "figures are a floor, not a capacity: compare rows, not milliseconds, between runs.",
    END,
  ];
  return lines.join("\n");
}

async function main() {
  const loadAtStart = os.loadavg()[0].toFixed(1);
  ensureBuild();
  const smtp = createSmtpSink(BASE + 5);
  await smtp.start();
  const results = [];
  try {
    console.log(`PGlite: ${POSTS} posts at once…`);
    results.push(await pgliteRun(smtp));
    console.log(results.at(-1));
    if (process.env.DATABASE_URL && haproxyInstalled()) {
      console.log(`PostgreSQL behind HAProxy: ${POSTS} posts at once…`);
      results.push(await postgresRun(smtp));
      console.log(results.at(-1));
    } else {
      console.log("PostgreSQL skipped: set DATABASE_URL and install HAProxy (/usr/sbin/haproxy).");
    }
  } finally {
    await smtp.stop();
    killAll();
  }
  const load = os.loadavg()[0].toFixed(1);
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadAtStart} at the start and ${load} at the end${
    process.env.LOADTEST_NOTE ? `; ${process.env.LOADTEST_NOTE}` : ""
  }`;
  const text = section(results, machine);
  const old = existsSync(DOC) ? readFileSync(DOC, "utf8") : "# Performance figures\n";
  const updated =
    old.includes(START) && old.includes(END)
      ? old.slice(0, old.indexOf(START)) + text + old.slice(old.indexOf(END) + END.length)
      : `${old.trimEnd()}\n\n${text}\n`;
  writeFileSync(DOC, updated);
  console.log(`\n${text}\n\nWritten to docs/performance.md`);
  const wrong = results.filter((r) => r.rows !== POSTS || r.acknowledged !== POSTS);
  if (wrong.length) {
    console.error(`Not every post was stored exactly once: ${wrong.map((r) => r.setup).join(", ")}`);
    process.exit(1);
  }
}

main().catch((error) => {
  killAll();
  console.error(error);
  process.exit(1);
});
