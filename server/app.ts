import path from "node:path";
import compression from "compression";
import express, { type Request as ExpressRequest } from "express";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { openDatabase, pingDatabase } from "~/db/client.server";
import { seedDemoData } from "~/db/seed.server";
import { getServerSecret } from "~/db/settings.server";
import { createLoadContext } from "~/lib/app-context.server";
import { createAuth } from "~/lib/auth.server";
import { parseConfig, type Config } from "~/lib/env.server";
import { deriveGateKey, readGateCookie, verifyGateToken } from "~/lib/gate.server";
import { detectLanguage } from "~/lib/i18n/detect.server";
import { createMailer } from "~/lib/mail.server";
import { startJobScheduler } from "~/lib/jobs/run.server";
import { createRateLimits } from "~/lib/rate-limit.server";
import { resolveSitePassword, type SitePassword } from "~/lib/site-password.server";
import { PAGE_CACHE_PROBE_HEADER } from "~/lib/page-cache";
import { createPageCache } from "./page-cache";
import {
  bodySizeLimit,
  cacheControl,
  cspNonce,
  gateRouteDiscovery,
  sameOriginWrites,
  securityHeaders,
} from "./security";

export { runAdminCommand } from "./admin-cli";

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
  close: () => Promise<void>;
};

/** Validates config, opens and migrates the database, seeds demo data, and builds the Express app. */
export async function createServer(options: ServerOptions): Promise<StartedServer> {
  const config = parseConfig({ ...options.env, NODE_ENV: options.mode });
  const development = options.mode === "development";
  const dataDir = path.resolve(options.rootDir, config.dataDir);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await database.migrate(path.join(options.rootDir, "drizzle"));
  const secret = await getServerSecret(database.db);
  const sitePassword = config.gateEnabled ? resolveSitePassword(config.sitePassword, dataDir) : null;
  config.sitePassword = sitePassword?.password;
  const gateKey = deriveGateKey(secret, sitePassword?.password ?? "");
  const rateLimits = createRateLimits();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir, from: config.mailFrom });
  const auth = createAuth({ db: database.db, secret, siteUrl: config.siteUrl, mailer });
  const seeded = await seedDemoData(database.db, { publishedPasswords: config.demoAccountPasswords });
  // Job scraping (issue 8): scheduled runs; a database lease makes each run happen on one instance.
  const stopJobScheduler = startJobScheduler({ db: database.db, env: options.env, siteUrl: config.siteUrl });

  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", true);

  const contextFor = (req: ExpressRequest, nonce: string) =>
    createLoadContext({
      db: database.db,
      config,
      gateKey,
      rateLimits,
      mailer,
      auth,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      cspNonce: nonce,
    });

  app.get("/healthz", async (_req, res) => {
    const ok = await pingDatabase(database.db);
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "database unavailable" });
  });

  app.use(compression());
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
    app.use(express.static(client, { maxAge: "1h", index: false, setHeaders: staticHeaders }));
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
  app.use(bodySizeLimit({ formBytes: 256 * 1024, uploadBytes: 4 * 1024 * 1024 }));

  const fetchHandler = createRequestHandler(development ? options.loadBuild : await options.loadBuild(), options.mode);
  const pageCache = createPageCache({
    ttlMs: 60_000,
    maxEntries: 500,
    variant(req) {
      if (config.gateEnabled && !verifyGateToken(gateKey, readGateCookie(req.headers.cookie))) return null;
      return detectLanguage({ cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] })
        .language;
    },
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
      build: development ? options.loadBuild : await options.loadBuild(),
      mode: options.mode,
      getLoadContext: (req, res) => contextFor(req, res.locals.cspNonce as string),
    }),
  );

  return {
    app,
    config,
    sitePassword,
    databaseKind: database.kind,
    mail: mailer.describe(),
    seeded,
    close: async () => {
      await stopJobScheduler();
      await database.close();
    },
  };
}

export async function loadProductionBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
}
