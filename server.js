// Entry point: `npm start` (production) and `npm run dev` (Vite dev server).
// Builds when the build is missing or older than the sources, then starts the Express app
// from server/app.ts, which validates config, migrates and seeds the database.
import { buildIfNeeded } from "./scripts/ensure-build.js";
import path from "node:path";
import { fileURLToPath } from "node:url";

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const development = process.argv.includes("--dev");
const serverEntry = path.join(rootDir, "build/server/index.js");

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

async function main() {
  const { mod, loadBuild, devMiddleware, closeVite } = await load();
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
    if (error && error.name === "ConfigError") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, config, sitePassword } = started;

  const server = app.listen(config.port, () => {
    console.log(
      `GeoCert is running at http://localhost:${config.port} (${development ? "development" : "production"})`,
    );
    const database =
      started.databaseKind === "postgres"
        ? "PostgreSQL (DATABASE_URL)"
        : `PGlite in ${path.resolve(rootDir, config.dataDir, "pglite")}`;
    console.log(`Database: ${database}${started.seeded ? " — demo data seeded" : ""}`);
    if (started.demoAccountsOpen) {
      console.log(
        "WARNING: the demo accounts (admin@example.org…) accept the passwords published in README.md — for local use only; they lock at the next start with a public SITE_URL, DEMO_ACCOUNTS=off or DEMO_DATA=off.",
      );
    }
    console.log(`Mail: ${started.mail}`);
    if (!sitePassword) {
      console.log("Password gate: off (SITE_GATE=off)");
    } else if (sitePassword.source === "generated") {
      console.log(`\nPassword gate: on. A site password was generated for you:\n\n    ${sitePassword.password}\n`);
      console.log(
        `It is kept in ${sitePassword.file}. Set SITE_PASSWORD to choose your own, or SITE_GATE=off to open the site.\n`,
      );
    } else if (sitePassword.source === "file") {
      console.log(`Password gate: on. The site password is in ${sitePassword.file} (set SITE_PASSWORD to change it).`);
    } else {
      console.log("Password gate: on (SITE_PASSWORD).");
    }
  });

  let stopping = false;
  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await started.close().catch(() => {});
      await closeVite();
      process.exit(0);
    });
    server.closeIdleConnections?.();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
