import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { matchRoutes } from "react-router";
import type { Database, PoolStats } from "~/db/client.server";

/**
 * Prometheus metrics (prom-client; docs/decisions/016-operations.md), served by server.js on a
 * listener of its own (METRICS_PORT, METRICS_HOST) at /metrics — never on the public port.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer HTTP requests, by route (the React Router route id, or a fixed name), method and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const jobRunsTotal = new Counter({
  name: "job_source_runs_total",
  help: "Job-scraping runs of this instance, by result (ok, failed, busy: another instance held the lease; interrupted: swept)",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

/**
 * The gauges read at each scrape: the PostgreSQL pool's connections and the mail outbox's depth.
 * The outbox table belongs to the mail outbox (another part of the app): a missing table or other
 * column names leave the gauge empty rather than failing the scrape.
 */
export function registerDatabaseMetrics(options: { db: Database; poolStats: () => PoolStats | null }) {
  for (const name of ["db_pool_connections", "mail_outbox_messages"]) metricsRegistry.removeSingleMetric(name);
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of the PostgreSQL pool: total, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [metricsRegistry],
    collect() {
      const stats = options.poolStats();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "mail_outbox_messages",
    help: "Messages in the mail outbox not sent yet (by status when the table has one)",
    labelNames: ["status"] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const { status, count } of await outboxDepth(options.db)) this.set({ status }, count);
    },
  });
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<Record<string, unknown>>;
}

async function outboxDepth(db: Database): Promise<Array<{ status: string; count: number }>> {
  try {
    const columns = new Set(
      rowsOf(
        await db.execute(
          sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'mail_outbox'`,
        ),
      ).map((row) => String(row.column_name)),
    );
    if (columns.size === 0) return [];
    const query = columns.has("sent_at")
      ? sql`select 'pending' as status, count(*)::int as count from mail_outbox where sent_at is null`
      : columns.has("status")
        ? sql`select status::text as status, count(*)::int as count from mail_outbox group by status`
        : sql`select 'all' as status, count(*)::int as count from mail_outbox`;
    return rowsOf(await db.execute(query)).map((row) => ({ status: String(row.status), count: Number(row.count) }));
  } catch {
    return [];
  }
}

/** What the labeler reads of a build's route (a `ServerBuild` has more). */
type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/**
 * Names a request's route for the duration histogram without raw URLs (ids would make a series
 * each): the React Router route id matched by the path ("routes/news.$slug"), "assets" for build
 * files, a fixed name for the health endpoints, "unmatched" otherwise.
 */
export function routeLabeler(
  build: { routes: Record<string, RouteEntry | undefined> } | null,
): (path: string) => string {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };
  const nodes = new Map<string, Node>();
  const roots: Node[] = [];
  if (build) {
    for (const route of Object.values(build.routes)) {
      if (!route) continue;
      nodes.set(route.id, {
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        children: [],
      });
    }
    for (const route of Object.values(build.routes)) {
      if (!route) continue;
      const node = nodes.get(route.id)!;
      const parent = route.parentId ? nodes.get(route.parentId) : undefined;
      (parent ? parent.children : roots).push(node);
    }
  }
  // Matching flattens and ranks every route on each call: remember the label of each path seen (a
  // bounded map, emptied when full), so a busy page costs a map lookup.
  const seen = new Map<string, string>();
  const labelOf = (path: string): string => {
    const known = seen.get(path);
    if (known !== undefined) return known;
    const label = match(path);
    if (seen.size >= 5_000) seen.clear();
    seen.set(path, label);
    return label;
  };
  const match = (path: string): string => {
    if (path.startsWith("/assets/")) return "assets";
    if (path === "/livez" || path === "/readyz" || path === "/healthz") return path.slice(1);
    // Single-fetch data requests: /news/x.data, /_root.data.
    const pagePath = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    const matches = matchRoutes(roots as Parameters<typeof matchRoutes>[0], pagePath);
    const last = matches?.[matches.length - 1]?.route as Node | undefined;
    return last && last.id !== "root" ? last.id : "unmatched";
  };
  return labelOf;
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Express middleware timing each response into http_request_duration_seconds. */
export function requestMetrics(label: (path: string) => string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const end = httpRequestDuration.startTimer();
    // Read now: mounted middlewares (express.static under /assets) shorten req.url while they run.
    const path = (req.url ?? "/").split("?")[0]!;
    const method = KNOWN_METHODS.has(req.method ?? "") ? req.method! : "other";
    res.once("finish", () => end({ method, route: label(path), status: String(res.statusCode) }));
    next();
  };
}
