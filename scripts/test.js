// `npm test`: every check CI needs, in order, stopping at the first failure.
// The data-layer tests run on PGlite, and a second time on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { findChromium } from "./chromium.js";

// The browser tests need a Chromium: say so before the long steps, not after them.
const browser = findChromium();
if (browser instanceof Error) {
  process.stderr.write(`${browser.message}\n`);
  process.exit(1);
}

const reports = ".tmp/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestJson = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reports}/vitest-${name}.json`,
];

/**
 * Test files that run a second time on PostgreSQL: those that use the test database and either send
 * requests in parallel (Promise.all / Promise.allSettled: what PGlite's single connection cannot race) or
 * read DATABASE_URL themselves (the client, the locks, the CLI). The rest test SQL that PGlite, the same
 * PostgreSQL engine, already ran once (docs/decisions/042-ci-time.md).
 */
function databaseTestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, "utf8");
        const usesDatabase = /setupTestDatabase|setupRouteTests|openTestDatabase|process\.env\.DATABASE_URL/.test(text);
        const racesOrOwnsIt = /Promise\.all(Settled)?\(|process\.env\.DATABASE_URL/.test(text);
        if (usesDatabase && racesOrOwnsIt) files.push(file);
      }
    }
  };
  for (const dir of ["app", "server"]) walk(dir);
  return files.sort();
}

const bin = (name) => `node_modules/.bin/${name}`;
const withoutDatabaseUrl = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL"));

const steps = [
  ["typecheck", [bin("react-router"), "typegen"], {}],
  ["typecheck", [bin("tsc")], {}],
  ["lint", [bin("eslint"), ".", "--max-warnings", "0"], {}],
  // Runtime import loops (type-only imports aside) fail the run: a module loop makes load order matter.
  [
    "import cycles",
    [
      bin("dpdm"),
      "--no-warning",
      "--no-tree",
      "-T",
      "--exit-code",
      "circular:1",
      "--tsconfig",
      "tsconfig.json",
      "app/**/*.{ts,tsx}",
      "server/**/*.ts",
    ],
    {},
  ],
  ["unit tests (PGlite)", [bin("vitest"), "run", ...vitestJson("pglite")], { env: withoutDatabaseUrl }],
];
if (process.env.DATABASE_URL) {
  steps.push([
    "data-layer tests (PostgreSQL)",
    // Every test file that opens the test database (tests/support/test-db.server.ts, also through the route
    // tests' setupRouteTests), wherever it lives; in parallel, each Vitest worker on a database of its own
    // (tests/support/postgres-per-worker.ts), since each file empties its database's tables between tests.
    [bin("vitest"), "run", ...databaseTestFiles(), ...vitestJson("postgres")],
    { env: process.env },
  ]);
}
steps.push(["build", [bin("react-router"), "build"], {}]);
// The multi-instance harness (tests/instances, docs/deployment.md): one instance on PGlite always; two
// instances on PostgreSQL behind HAProxy when DATABASE_URL is set and HAProxy is installed.
const haproxy = existsSync(process.env.HAPROXY_BIN || "/usr/sbin/haproxy");
const instanceFiles = ["tests/instances/deployment-doc.test.ts", "tests/instances/pglite.test.ts"];
let instancesLabel = "multi-instance tests (PGlite; PostgreSQL behind HAProxy)";
if (process.env.DATABASE_URL && haproxy) {
  instanceFiles.push("tests/instances/postgres-cluster.test.ts");
} else {
  const missing = [
    process.env.DATABASE_URL ? null : "DATABASE_URL is not set",
    haproxy ? null : "HAProxy is not installed (apt-get install haproxy)",
  ].filter(Boolean);
  instancesLabel = `multi-instance tests (PGlite only — two instances on PostgreSQL behind HAProxy SKIPPED: ${missing.join(" and ")})`;
}
steps.push(
  [
    "end-to-end tests",
    [bin("playwright"), "test"],
    { env: { ...withoutDatabaseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` } },
  ],
  // Last: the slowest step (a few minutes of real processes and faults).
  [
    instancesLabel,
    [bin("vitest"), "run", "--config", "vitest.instances.config.ts", ...instanceFiles, ...vitestJson("instances")],
    { env: process.env },
  ],
);

/** One closing line CI can read: "tests: N passed, N failed". */
function summary() {
  let passed = 0;
  let failed = 0;
  for (const name of ["vitest-pglite", "vitest-postgres", "vitest-instances"]) {
    const file = `${reports}/${name}.json`;
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  const e2e = `${reports}/playwright.json`;
  if (existsSync(e2e)) {
    const { stats } = JSON.parse(readFileSync(e2e, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return `tests: ${passed} passed, ${failed} failed`;
}

const started = Date.now();
for (const [name, [command, ...args], options] of steps) {
  console.log(`\n▶ ${name}: ${[command.replace("node_modules/.bin/", ""), ...args].join(" ")}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    console.log(summary().replace(/(\d+) failed$/, (_, n) => `${Math.max(1, Number(n))} failed`));
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(summary());
