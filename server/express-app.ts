import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type Request as ExpressRequest } from "express";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isDatabaseUnavailable, pingDatabase, type DatabaseHandle } from "~/db/client.server";
import type { Auth } from "~/features/auth/index.server";
import { readGateCookie, verifyGateToken } from "~/features/gate/index.server";
import { detectLanguage } from "~/lib/i18n/detect.server";
import { createLoadContext } from "~/lib/server/app-context.server";
import { clientKey } from "~/lib/server/client-key.server";
import type { Deps } from "~/lib/server/deps.server";
import { logger, requestLogging } from "~/lib/server/log.server";
import { requestMetrics, routeLabeler } from "~/lib/server/metrics.server";
import { PAGE_CACHE_PROBE_HEADER } from "~/lib/server/page-cache";
import type { RateLimits } from "~/lib/server/rate-limit.server";
import { coalesceWrites } from "./coalesce-writes";
import { drainListeners } from "./drain-listeners";
import { createPageCache } from "./page-cache";
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

/** How long the readiness check waits for the database. */
const READINESS_TIMEOUT_MS = 2_000;

export type SiteAppParts = {
  deps: Deps;
  database: Pick<DatabaseHandle, "poolStats" | "available">;
  gateKey: Buffer;
  rateLimits: RateLimits;
  auth: Auth;
  rootDir: string;
  mode: "production" | "development";
  /** The production build, or null in development (loaded per request through `loadBuild`). */
  build: ServerBuild | null;
  loadBuild: () => Promise<ServerBuild>;
  devMiddleware?: express.RequestHandler;
  /** Whether this instance hears committed data changes (kept pages are served only then). */
  hearingDataChanges: () => boolean;
};

/**
 * The site's Express pipeline, in order: probes, logs and metrics, compression, static files, security
 * headers and the gate, body limits, the database's back-pressure, kept pages, React Router, errors.
 */
export function createSiteApp(parts: SiteAppParts) {
  const { deps, database, gateKey, rateLimits, auth, build } = parts;
  const { config } = deps;
  const development = parts.mode === "development";
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
      ...deps,
      gateKey,
      rateLimits,
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
      pingDatabase(deps.db),
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
  // less CPU than the default 4 for ~4% more bytes on a 120 KB page, gzip keeps its default
  // (docs/performance.md). Kept pages and build assets are compressed once (server/page-cache.ts).
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } }));
  app.use(drainListeners);
  // A streamed render's 2 KB writes and flushes reach compression once per tick (server/coalesce-writes.ts).
  app.use(coalesceWrites);
  if (parts.devMiddleware) {
    app.use(parts.devMiddleware);
  } else {
    // Build assets come before the page headers: they hold no page content (so the gate lets them
    // through) and need none of the document's CSP; each response stays small.
    const client = path.join(parts.rootDir, "build/client");
    const staticHeaders = (res: express.Response) => res.setHeader("X-Content-Type-Options", "nosniff");
    app.use(
      "/assets",
      express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", setHeaders: staticHeaders }),
    );
    // The public files (favicon, fonts, robots of the build) all have an extension: pages never
    // wait for a file lookup that cannot succeed (a profile showed a stat per page request).
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

  const fetchHandler = createRequestHandler(build ?? parts.loadBuild, parts.mode);
  const pageCache = createPageCache({
    ttlMs: 60_000,
    maxEntries: 500,
    variant(req) {
      if (config.gateEnabled && !verifyGateToken(gateKey, readGateCookie(req.headers.cookie))) return null;
      return detectLanguage({ cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] })
        .language;
    },
    hearingDataChanges: parts.hearingDataChanges,
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
  if (!development) app.use(pageCache.middleware);

  app.all(
    "*",
    createExpressHandler({
      build: build ?? parts.loadBuild,
      mode: parts.mode,
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

  return {
    app,
    /** Committed changes of the data drop the kept renders they outdate (decision 026). */
    dataChanged: (table: string) => pageCache.dataChanged(table),
    /** SIGTERM: readiness answers 503 from now on and responses close their connections. */
    beginDrain: () => {
      draining = true;
    },
  };
}
