import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import { openDatabase } from "~/db/client.server";
import { seedDemoData } from "~/lib/server/demo-data.server";
import { getServerSecret } from "~/lib/server/settings.server";
import { createAuth, startUnconfirmedAccountCleanup } from "~/features/auth/index.server";
import { deriveGateKey, resolveSitePassword, type SitePassword } from "~/features/gate/index.server";
import { startJobScheduler, sweepInterruptedRuns } from "~/features/jobs/index.server";
import { createMailer } from "~/lib/mail/mail.server";
import { createMailSender, createMailTransport } from "~/lib/mail/sender.server";
import { scheduleMarkdownRefresh } from "~/lib/markdown/rendered-markdown.server";
import { createDeps } from "~/lib/server/deps.server";
import { parseConfig, type Config } from "~/lib/server/env.server";
import { setLogLevel } from "~/lib/server/log.server";
import { metricsRegistry, registerDatabaseMetrics } from "~/lib/server/metrics.server";
import { startPeriodicTasks } from "~/lib/server/periodic.server";
import { periodicTasks } from "~/lib/server/periodic-tasks.server";
import { createRateLimits, startRateLimitPruning } from "~/lib/server/rate-limit.server";
import { startAdminSocket } from "./admin-socket";
import { createSiteApp } from "./express-app";
import { createLifecycles } from "./lifecycles";

export { runAdminCommand } from "./admin-cli";
export { logger } from "~/lib/server/log.server";

export type ServerOptions = {
  env: Record<string, string | undefined>;
  /** Project root: where build/, drizzle/ and public/ are. */
  rootDir: string;
  mode: "production" | "development";
  /** Loads the React Router build (per request in development, for HMR). */
  loadBuild: () => Promise<ServerBuild>;
  /** Vite's middlewares in development; static files come from build/client otherwise. */
  devMiddleware?: express.RequestHandler;
};

export type StartedServer = {
  app: express.Express;
  config: Config;
  sitePassword: SitePassword | null;
  databaseKind: "pglite" | "postgres";
  /** Where outgoing mail goes (SMTP or the outbox folder). */
  mail: string;
  seeded: boolean;
  /** Demo accounts accept the README's passwords (a local site or DEMO_ACCOUNTS=on): warned at each start. */
  demoAccountsOpen: boolean;
  /** Serves /metrics (Prometheus text): server.js mounts it on METRICS_PORT, never on the public port. */
  metrics: express.Express;
  /** SIGTERM: readiness answers 503 from now on and responses close their connections. */
  beginDrain: () => void;
  /** Stops the scheduler and the admin socket, then closes the database (after the HTTP server has drained). */
  close: () => Promise<void>;
};

/**
 * Validates the configuration, then starts the server's parts in order (each stopped in the reverse
 * order by `close`, server/lifecycles.ts): the database (migrated), rate-limit pruning, the mail sender,
 * demo data, job scraping, account clean-up, periodic tasks, the admin socket, and the data-change
 * watcher behind kept pages. Builds one `Deps` for requests and periodic tasks alike.
 */
export async function createServer(options: ServerOptions): Promise<StartedServer> {
  const config = parseConfig({ ...options.env, NODE_ENV: options.mode });
  setLogLevel(config.logLevel);
  const dataDir = path.resolve(options.rootDir, config.dataDir);
  const parts = createLifecycles();

  const database = await parts.start("database", async () => {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, pool: config.pool });
    try {
      await handle.migrate(path.join(options.rootDir, "drizzle"));
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { value: handle, stop: () => handle.close() };
  });
  const { db } = database;
  const { secret, sitePassword } = await parts.step(async () => ({
    secret: await getServerSecret(db),
    sitePassword: config.gateEnabled ? await resolveSitePassword(db, { fromEnv: config.sitePassword, dataDir }) : null,
  }));
  config.sitePassword = sitePassword?.password;
  const gateKey = deriveGateKey(secret, sitePassword?.password ?? "");
  // Rate limits live in the database, shared by every instance (docs/decisions/013).
  const rateLimits = createRateLimits(db);
  await parts.start("rate-limit pruning", () => ({ value: null, stop: startRateLimitPruning(db) }));
  // Mail (docs/decisions/015-mail-outbox.md): `mailer.send` stores a message in the outbox; this
  // instance's sender delivers it (woken at once by an enqueue here, polling for the others').
  const mailTransport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir, from: config.mailFrom });
  const mailSender = createMailSender({ db, transport: mailTransport, maxAttempts: config.mailMaxAttempts });
  const mailer = createMailer({ db, from: config.mailFrom, notify: mailSender.wake, describe: mailTransport.describe });
  const deps = createDeps({ db, config, mailer });
  const auth = createAuth({ db, secret, siteUrl: config.siteUrl, mailer });

  const { seeded, demoAccountsOpen } = await parts.step(async () => {
    // Every start, before the first request: seeds a new database, and opens or locks the demo accounts.
    const seed = await seedDemoData(db, {
      demoData: config.demoData,
      publishedPasswords: config.demoAccountPasswords,
      deps,
    });
    // Runs left "running" by an instance that stopped mid-run (the scheduler sweeps on each tick too).
    await sweepInterruptedRuns(db);
    // Stored HTML of markdown written before the current renderer version: rendered again in the background.
    void scheduleMarkdownRefresh(db);
    return seed;
  });
  // Scheduled job scraping; a database lease makes each run happen on one instance (decision 010).
  await parts.start("job scheduler", () => ({ value: null, stop: startJobScheduler({ db, config }) }));
  // Accounts left unconfirmed for a week are deleted (decision 012).
  await parts.start("account clean-up", () => ({ value: null, stop: startUnconfirmedAccountCleanup(db) }));
  // Digests, alerts, reminders: each scheduled time once across instances (periodic_runs).
  await parts.start("periodic tasks", () => ({ value: null, stop: startPeriodicTasks(deps, periodicTasks) }));
  // `npm run admin` while the server holds the embedded database's folder (decision 016).
  if (database.kind === "pglite") {
    await parts.start("admin socket", async () => {
      const socket = await startAdminSocket({ db, dataDir });
      return { value: null, stop: () => socket.close() };
    });
  }
  registerDatabaseMetrics({ db, poolStats: database.poolStats });
  const build = options.mode === "development" ? null : await parts.step(() => options.loadBuild());
  await parts.start("mail sender", () => {
    mailSender.start();
    return { value: null, stop: () => mailSender.stop() };
  });

  let dataChanges: { listening: () => boolean } | null = null;
  const site = createSiteApp({
    deps,
    database,
    gateKey,
    rateLimits,
    auth,
    rootDir: options.rootDir,
    mode: options.mode,
    build,
    loadBuild: options.loadBuild,
    devMiddleware: options.devMiddleware,
    hearingDataChanges: () => dataChanges?.listening() ?? false,
  });
  // Committed changes of the data drop the renders they outdate, on every instance (decision 026).
  dataChanges = await parts.start("data-change watcher", async () => {
    const watcher = await database.watchDataChanges({
      onChange: (table) => site.dataChanged(table),
      onReset: () => site.dataChanged("*"),
    });
    return { value: watcher, stop: () => watcher.stop() };
  });

  return {
    app: site.app,
    config,
    sitePassword,
    databaseKind: database.kind,
    mail: mailer.describe(),
    seeded,
    demoAccountsOpen,
    metrics: createMetricsApp(),
    beginDrain: site.beginDrain,
    close: parts.stopAll,
  };
}

/** Serves /metrics (Prometheus text) on its own listener, never on the public port. */
function createMetricsApp() {
  const metrics = express();
  metrics.disable("x-powered-by");
  metrics.get("/metrics", async (_req, res) => {
    res.setHeader("Content-Type", metricsRegistry.contentType);
    res.send(await metricsRegistry.metrics());
  });
  return metrics;
}

export async function loadProductionBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
}
