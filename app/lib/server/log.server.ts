import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";

/**
 * Structured logs (docs/decisions/016-operations.md): one JSON object per line on stdout, by pino.
 * Inside a request every line carries the request's id (`reqId`): `logger` below is the request's
 * child logger there (found through AsyncLocalStorage), the process's logger elsewhere.
 */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** stdout, written synchronously (no line lost when the process exits); tests may listen in. */
const stdout = pino.destination({ dest: 1, sync: true });
let testSink: ((line: string) => void) | null = null;

/** Drizzle's "params: …" part of a failed query's message, up to the stack or the next cause. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;

function withoutQueryParams(value: unknown, depth: number): unknown {
  if (typeof value === "string") return value.replace(QUERY_PARAMS, "\nparams: (not logged)");
  if (!value || typeof value !== "object" || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => withoutQueryParams(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "params") continue;
    copy[key] = withoutQueryParams(item, depth + 1);
  }
  return copy;
}

/**
 * Errors are logged without the values of a failed query (Drizzle puts them in the message and in
 * `params`): a reset token, a session id or an address would otherwise reach the logs of every
 * failing query (an outage), although request lines log paths only. The query text stays.
 */
export function serializeError(error: unknown): unknown {
  return withoutQueryParams(error instanceof Error ? pino.stdSerializers.err(error) : error, 0);
}

const rootLogger: Logger = pino(
  {
    serializers: { err: serializeError, error: serializeError },
    level: (LOG_LEVELS as readonly string[]).includes(process.env.LOG_LEVEL ?? "")
      ? (process.env.LOG_LEVEL as LogLevel)
      : "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  { write: (line: string) => (testSink ? testSink(line) : stdout.write(line)) },
);

/** Tests: collects the log lines (parsed) instead of writing them; returns them and a function to stop. */
export function captureLogs(): { lines: Array<Record<string, unknown>>; stop: () => void } {
  const lines: Array<Record<string, unknown>> = [];
  testSink = (line) => lines.push(JSON.parse(line) as Record<string, unknown>);
  return { lines, stop: () => (testSink = null) };
}

const requestStore = new AsyncLocalStorage<{ log: Logger; reqId: string }>();

/** The logger of the current request (with its id), or the process's. */
export function currentLogger(): Logger {
  return requestStore.getStore()?.log ?? rootLogger;
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestStore.getStore()?.reqId;
}

/** Logs through the current request's logger: `logger.error({ err }, "Sign-in failed")`. */
export const logger: Logger = new Proxy(rootLogger, {
  get(target, property) {
    const current = requestStore.getStore()?.log ?? target;
    const value: unknown = Reflect.get(current, property, current);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(current) : value;
  },
  set(target, property, value) {
    return Reflect.set(target, property, value);
  },
});

export function setLogLevel(level: LogLevel) {
  rootLogger.level = level;
}

/** An incoming X-Request-Id is kept only when it looks like an id (a balancer's or a caller's). */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Paths only: query strings may hold tokens (password reset, email confirmation). */
function pathOf(url: string | undefined): string {
  return (url ?? "").split("?")[0]!.slice(0, 300);
}

/**
 * Express middleware: gives the request an id (X-Request-Id in and out), logs one line when the
 * response is finished (method, path, status, time), and runs the rest of the request inside the
 * request's logging context.
 */
export function requestLogging(options: { ignore?: (path: string) => boolean } = {}) {
  const httpLogger = pinoHttp({
    logger: rootLogger,
    quietReqLogger: true,
    genReqId: (req) => (req as IncomingMessage & { id: string }).id,
    autoLogging: options.ignore ? { ignore: (req) => options.ignore!(pathOf(req.url)) } : true,
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(req.url)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req.url)} ${res.statusCode} failed`,
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const reqId = requestIdOf(req.headers["x-request-id"]);
    (req as IncomingMessage & { id: string }).id = reqId;
    res.setHeader("X-Request-Id", reqId);
    httpLogger(req, res);
    requestStore.run({ log: (req as IncomingMessage & { log: Logger }).log, reqId }, next);
  };
}
