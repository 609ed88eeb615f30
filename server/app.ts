import path from "node:path";
import compression from "compression";
import { constants as zlibConstants } from "node:zlib";
import express, { type Request as ExpressRequest } from "express";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isDatabaseUnavailable, openDatabase, pingDatabase } from "~/db/client.server";
import { seedDemoData } from "~/db/seed.server";
import { getServerSecret } from "~/db/settings.server";
import { createLoadContext } from "~/lib/server/app-context.server";
import { createAuth } from "~/lib/auth/auth.server";
import { parseConfig, type Config } from "~/lib/server/env.server";
import { deriveGateKey, readGateCookie, verifyGateToken } from "~/lib/gate/gate.server";
import { detectLanguage } from "~/lib/i18n/detect.server";
import { createMailer } from "~/lib/mail/mail.server";
import { createMailSender, createMailTransport } from "~/lib/mail/sender.server";
import { startJobScheduler, sweepInterruptedRuns } from "~/lib/jobs/run.server";
import { clientKey } from "~/lib/server/client-key.server";
import { logger, requestLogging, setLogLevel } from "~/lib/server/log.server";
import { metricsRegistry, registerDatabaseMetrics, requestMetrics, routeLabeler } from "~/lib/server/metrics.server";
import { createRateLimits, startRateLimitPruning } from "~/lib/server/rate-limit.server";
import { startUnconfirmedAccountCleanup } from "~/lib/auth/sign-up.server";
import { scheduleMarkdownRefresh } from "~/lib/markdown/rendered-markdown.server";
import { resolveSitePassword, type SitePassword } from "~/lib/gate/site-password.server";
import { PAGE_CACHE_PROBE_HEADER } from "~/lib/server/page-cache";
import { createPageCache } from "./page-cache";
import { coalesceWrites } from "./coalesce-writes";
import { drainListeners } from "./drain-listeners";
import { startPeriodicTasks } from "~/lib/server/periodic.server";
import { periodicTasks } from "~/lib/server/periodic-tasks.server";
import { startAdminSocket } from "./admin-socket";
import {
  bodySizeLimit,
  FORM_BODY_BYTES,
  cacheControl,
  cspNonce,
  gateRouteDiscovery,
  sameOriginWrites,
  securityHeaders,
  warnOnceAboutUntrustedProxy,
} from "./security";
import { sendUnavailable } from "./unavailable";

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

/** How long the readiness check waits for the database. */
const READINESS_TIMEOUT_MS = 2_000;

/** Validates config, opens and migrates the database, seeds demo data, and builds the Express app. */
export async function createServer(options: ServerOptions): Promise<StartedServer> {
  const config = parseConfig({ ...options.env, NODE_ENV: options.mode });
  setLogLevel(config.logLevel);
  const development = options.mode === "development";
  const dataDir = path.resolve(options.rootDir, config.dataDir);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, pool: config.pool });
  await database.migrate(path.join(options.rootDir, "drizzle"));
  const secret = await getServerSecret(database.db);
  const sitePassword = config.gateEnabled
    ? await resolveSitePassword(database.db, { fromEnv: config.sitePassword, dataDir })
    : null;
  config.sitePassword = sitePassword?.password;
  const gateKey = deriveGateKey(secret, sitePassword?.password ?? "");
  // Rate limits live in the database, shared by every instance (docs/decisions/013).
  const rateLimits = createRateLimits(database.db);
  const stopRateLimitPruning = startRateLimitPruning(database.db);
  // Mail (docs/decisions/015-mail-outbox.md): `mailer.send` stores a message in the outbox; this
  // instance's sender delivers it (woken at once by an enqueue here, polling for the others').
  const mailTransport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir, from: config.mailFrom });
  const mailSender = createMailSender({
    db: database.db,
    transport: mailTransport,
    maxAttempts: config.mailMaxAttempts,
  });
  const mailer = createMailer({
    db: database.db,
    from: config.mailFrom,
    notify: mailSender.wake,
    describe: mailTransport.describe,
  });
  const auth = createAuth({ db: database.db, secret, siteUrl: config.siteUrl, mailer });
  // Every start, before the first request: seeds a new database, and opens or locks the demo accounts.
  const { seeded, demoAccountsOpen } = await seedDemoData(database.db, {
    demoData: config.demoData,
    publishedPasswords: config.demoAccountPasswords,
  });
  // Runs left "running" by an instance that stopped mid-run (the scheduler sweeps on each tick too).
  await sweepInterruptedRuns(database.db);
  // Stored HTML of markdown written before the current renderer version: rendered again in the background.
  void scheduleMarkdownRefresh(database.db);
  // Job scraping (issue 8): scheduled runs; a database lease makes each run happen on one instance.
  const stopJobScheduler = startJobScheduler({ db: database.db, env: options.env, siteUrl: config.siteUrl });
  // Accounts left unconfirmed for a week are deleted (decision 012).
  const stopAccountCleanup = startUnconfirmedAccountCleanup(database.db);
  // Digests, alerts, reminders: each scheduled time once across instances (periodic_runs).
  const stopPeriodicTasks = startPeriodicTasks(database.db, periodicTasks);
  // `npm run admin` while the server holds the embedded database's folder (decision 016).
  const adminSocket = database.kind === "pglite" ? await startAdminSocket({ db: database.db, dataDir }) : null;
  registerDatabaseMetrics({ db: database.db, poolStats: database.poolStats });
  const build = development ? null : await options.loadBuild();
  mailSender.start();

  const app = express();
  app.disable("x-powered-by");
  // A hop count or the proxies' addresses, never `true` (docs/decisions/014): req.ip is then the address
  // the nearest trusted proxy saw, not whatever a client wrote into X-Forwarded-For.
  if (config.trustProxy !== false) app.set("trust proxy", config.trustProxy);
  else app.use(warnOnceAboutUntrustedProxy());

  // Operations (decision 016): a request id and one log line per request, timings by route.
  const probes = new Set(["/livez", "/readyz", "/healthz"]);
  app.use(requestLogging({ ignore: (requestPath) => probes.has(requestPath) }));
  app.use(requestMetrics(routeLabeler(build)));

  const contextFor = (req: ExpressRequest, nonce: string) =>
    createLoadContext({
      db: database.db,
      config,
      gateKey,
      rateLimits,
      mailer,
      auth,
      clientIp: clientKey(req.ip ?? req.socket.remoteAddress),
      cspNonce: nonce,
    });

  // Liveness: the process answers. Readiness: it should get traffic (not draining, database reachable).
  let draining = false;
  app.get("/livez", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get(["/readyz", "/healthz"], async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (draining) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const ok = await Promise.race([
      pingDatabase(database.db),
      new Promise<false>((resolve) => setTimeout(resolve, READINESS_TIMEOUT_MS, false).unref()),
    ]);
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "database unavailable" });
  });
  app.use((_req, res, next) => {
    // While draining, each answer (also of requests begun before) closes its connection, so
    // clients reconnect to another instance.
    const writeHead = res.writeHead;
    res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
      if (draining && !this.headersSent) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });

  // Pages rendered per request (a signed-in view, a page not kept): brotli quality 3 costs about a third
  // less CPU than the default 4 for ~4% more bytes on a 120 KB page, gzip keeps its default (issue 17,
  // docs/performance.md). Kept pages and build assets are compressed once (server/page-cache.ts).
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } }));
  app.use(drainListeners);
  // A streamed render's 2 KB writes and flushes reach compression once per tick (server/coalesce-writes.ts).
  app.use(coalesceWrites);
  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else {
    // Build assets come before the page headers: they hold no page content (so the gate lets them
    // through) and need none of the document's CSP; each response stays small.
    const client = path.join(options.rootDir, "build/client");
    const staticHeaders = (res: express.Response) => res.setHeader("X-Content-Type-Options", "nosniff");
    app.use(
      "/assets",
      express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", setHeaders: staticHeaders }),
    );
    // The public files (favicon, fonts, robots of the build) all have an extension: pages never
    // wait for a file lookup that cannot succeed (issue 17 profile: a stat per page request).
    const publicFiles = express.static(client, { maxAge: "1h", index: false, setHeaders: staticHeaders });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(cspNonce, securityHeaders({ development, https: config.siteUrl.startsWith("https:") }));
  app.use(cacheControl({ gateEnabled: config.gateEnabled }));
  if (config.gateEnabled) {
    app.use(gateRouteDiscovery((req) => verifyGateToken(gateKey, readGateCookie(req.headers.cookie))));
    app.use((_req, res, next) => {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      next();
    });
  }
  app.use(sameOriginWrites([config.siteUrl]));
  app.use(bodySizeLimit({ formBytes: FORM_BODY_BYTES }));

  // The database is out of reach (found so moments ago) or its pool already has a full queue of
  // waiting requests: answer 503 at once rather than pile up more waiting requests.
  app.use((req, res, next) => {
    const stats = database.poolStats();
    const overloaded = stats !== null && stats.waiting >= config.pool.maxWaiting;
    if (overloaded || !database.available()) {
      logger.warn(
        { waiting: stats?.waiting },
        overloaded ? "Too many requests wait for the database: 503" : "The database is unavailable: 503",
      );
      sendUnavailable(req, res);
      return;
    }
    next();
  });

  const fetchHandler = createRequestHandler(build ?? options.loadBuild, options.mode);
  const pageCache = createPageCache({
    ttlMs: 60_000,
    maxEntries: 500,
    variant(req) {
      if (config.gateEnabled && !verifyGateToken(gateKey, readGateCookie(req.headers.cookie))) return null;
      return detectLanguage({ cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] })
        .language;
    },
    hearingDataChanges: () => dataChanges.listening(),
    render(req, nonce) {
      const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (name === PAGE_CACHE_PROBE_HEADER) continue;
        if (typeof value === "string") headers.set(name, value);
        else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      }
      headers.set(PAGE_CACHE_PROBE_HEADER, "1");
      return fetchHandler(new Request(url, { method: "GET", headers }), contextFor(req, nonce));
    },
  });
  // Committed changes of the data drop the renders they outdate, on every instance (decision 026).
  const dataChanges = await database.watchDataChanges({
    onChange: (table) => pageCache.dataChanged(table),
    onReset: () => pageCache.dataChanged("*"),
  });
  if (!development) app.use(pageCache.middleware);

  app.all(
    "*",
    createExpressHandler({
      build: build ?? options.loadBuild,
      mode: options.mode,
      getLoadContext: (req, res) => contextFor(req, res.locals.cspNonce as string),
    }),
  );
  // Errors outside React Router's rendering (middlewares, the page cache): a short answer, 503
  // when the database is unavailable, logged with the request's id.
  app.use((error: unknown, req: ExpressRequest, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, "The database is unavailable");
      sendUnavailable(req, res);
      return;
    }
    logger.error({ err: error }, "Request failed");
    res.status(500).type("text/plain").send("Internal Server Error");
  });

  const metrics = express();
  metrics.disable("x-powered-by");
  metrics.get("/metrics", async (_req, res) => {
    res.setHeader("Content-Type", metricsRegistry.contentType);
    res.send(await metricsRegistry.metrics());
  });

  return {
    app,
    config,
    sitePassword,
    databaseKind: database.kind,
    mail: mailer.describe(),
    seeded,
    demoAccountsOpen,
    metrics,
    beginDrain: () => {
      draining = true;
    },
    close: async () => {
      stopRateLimitPruning();
      await stopJobScheduler();
      await stopAccountCleanup();
      await stopPeriodicTasks();
      await mailSender.stop();
      await adminSocket?.close();
      await dataChanges.stop();
      await database.close();
    },
  };
}

export async function loadProductionBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
}
