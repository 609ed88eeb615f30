// Entry point: `npm start` (production) and `npm run dev` (Vite dev server).
// Builds when the build is missing or older than the sources, then starts the Express app
// from server/app.ts, which validates config, migrates and seeds the database.
// Operations (docs/decisions/016-operations.md): JSON logs (pino), /livez and /readyz, a drain on
// SIGTERM, the metrics listener on METRICS_PORT.
import { buildIfNeeded } from "./scripts/ensure-build.js";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const development = process.argv.includes("--dev");
const serverEntry = path.join(rootDir, "build/server/index.js");

// React (and other libraries) choose their production or development build from NODE_ENV when they are
// first loaded. The server renders with React's production build unless it is the development server:
// the development build rendered every page several times slower.
if (!development && process.env.NODE_ENV !== "development") process.env.NODE_ENV = "production";

/** Which build of React's server renderer this process loaded (by the files Node loaded). */
function reactBuild() {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  if (loaded.some((file) => /react-dom-server\.node\.production\.js$/.test(file))) return "production";
  if (loaded.some((file) => /react-dom-server\.node\.development\.js$/.test(file))) return "development";
  return "unknown";
}

/** Longer than common balancers' idle timeout (60 s), so the balancer closes idle connections first. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function load() {
  if (!development) {
    buildIfNeeded(rootDir);
    const mod = await import(serverEntry);
    return { mod, loadBuild: mod.loadProductionBuild, devMiddleware: undefined, closeVite: async () => {} };
  }
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root: rootDir, server: { middlewareMode: true } });
  const mod = await viteServer.ssrLoadModule("./server/app.ts");
  return {
    mod,
    loadBuild: () => viteServer.ssrLoadModule("virtual:react-router/server-build"),
    devMiddleware: viteServer.middlewares,
    closeVite: () => viteServer.close(),
  };
}

/** Start-up lines: what an operator needs to know, as log lines. */
function describeStart(logger, started, config) {
  const database =
    started.databaseKind === "postgres"
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite in ${path.resolve(rootDir, config.dataDir, "pglite")}`;
  logger.info(`Database: ${database}${started.seeded ? " — demo data seeded" : ""}`);
  if (started.demoAccountsOpen) {
    logger.warn(
      "WARNING: the demo accounts (admin@example.org…) accept the passwords published in README.md — for local use only; they lock at the next start with a public SITE_URL, DEMO_ACCOUNTS=off or DEMO_DATA=off.",
    );
  }
  logger.info(`Mail: ${started.mail}`);
  const { sitePassword } = started;
  if (!sitePassword) {
    logger.info("Password gate: off (SITE_GATE=off)");
  } else if (sitePassword.source === "generated") {
    logger.warn(
      `Password gate: on. A site password was generated for you: ${sitePassword.password} — it is kept in the ` +
        "database, shared by every instance (npm run admin -- site-password shows it again). Set SITE_PASSWORD " +
        "to choose your own, or SITE_GATE=off to open the site.",
    );
  } else if (sitePassword.source === "migrated") {
    logger.info(
      `Password gate: on. The site password of ${sitePassword.file?.replace(/\.moved-to-database$/, "")} now lives in ` +
        `the database (the file was renamed to ${path.basename(sitePassword.file ?? "")}).`,
    );
  } else if (sitePassword.source === "database") {
    logger.info(
      "Password gate: on. The generated site password is kept in the database (npm run admin -- site-password shows it; set SITE_PASSWORD to change it).",
    );
  } else {
    logger.info("Password gate: on (SITE_PASSWORD).");
  }
}

async function main() {
  const { mod, loadBuild, devMiddleware, closeVite } = await load();
  const { logger } = mod;
  let started;
  try {
    started = await mod.createServer({
      env: process.env,
      rootDir,
      mode: development ? "development" : "production",
      loadBuild,
      devMiddleware,
    });
  } catch (error) {
    if (
      error &&
      (error.name === "ConfigError" || error.name === "DataDirLockedError" || error.name === "DataDirOpenError")
    ) {
      // For the person starting the server: plain text, as it is read at a terminal.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { app, config } = started;

  const server = app.listen(config.port, () => {
    logger.info(
      { port: config.port, mode: development ? "development" : "production" },
      `GeoCert is running at http://localhost:${config.port} (${development ? "development" : "production"})`,
    );
    const react = reactBuild();
    if (react === "production" || development) logger.info(`Rendering: React's ${react} build`);
    else logger.warn(`Rendering: React's ${react} build (NODE_ENV=${process.env.NODE_ENV}): pages render slower`);
    describeStart(logger, started, config);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

  let metricsServer;
  if (config.metrics) {
    metricsServer = started.metrics.listen(config.metrics.port, config.metrics.host, () => {
      logger.info(`Metrics: http://${config.metrics.host}:${config.metrics.port}/metrics`);
    });
  }

  // Shutdown: readiness fails at once (balancers stop sending), new requests are still served for
  // SHUTDOWN_DELAY_SECONDS (SIGTERM only), then the listener closes and open requests get until
  // SHUTDOWN_TIMEOUT_SECONDS in all; whatever is still open then is cut. Only then does the
  // database close, and the process exits.
  let stopping = false;
  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    const { delayMs, timeoutMs } = config.shutdown;
    const delay = signal === "SIGTERM" ? Math.min(delayMs, timeoutMs) : 0;
    logger.info({ signal, delayMs: delay, timeoutMs }, `${signal} received: finishing open requests…`);
    // Connections stay open while new requests are still served; each answer now closes its own.
    started.beginDrain();
    const backstop = setTimeout(() => {
      logger.error("Shutdown took too long: exiting");
      process.exit(1);
    }, timeoutMs + 10_000);
    backstop.unref();
    const finish = async (code) => {
      await started.close().catch((error) => logger.error({ err: error }, "Closing the database failed"));
      metricsServer?.close();
      await closeVite();
      logger.info("Stopped.");
      process.exit(code);
    };
    setTimeout(() => {
      let forced = false;
      const deadline = setTimeout(() => {
        forced = true;
        logger.warn("Open requests did not finish in time: closing their connections");
        server.closeAllConnections();
      }, timeoutMs - delay);
      server.close(() => {
        clearTimeout(deadline);
        void finish(forced ? 1 : 0);
      });
      server.closeIdleConnections();
    }, delay);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch(async (error) => {
  try {
    const { logger } = await import(serverEntry);
    logger.fatal({ err: error }, "GeoCert could not start");
  } catch {
    console.error(error); // eslint-disable-line no-console -- no logger could be loaded
  }
  process.exit(1);
});
