import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Client as PgClient, PoolClient } from "pg";
import { logger } from "~/lib/server/log.server";
import { lockDataDir } from "./data-dir-lock.server";
import { protectDataDir } from "./data-dir-protect.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Connections of the PostgreSQL pool right now (the metrics read them). */
export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (drizzle/), once even with several instances starting together. */
  migrate: (migrationsFolder: string) => Promise<void>;
  /** The pool's connections (PostgreSQL only). */
  poolStats: () => PoolStats | null;
  /**
   * False for a few seconds after a request found the database unreachable: pages answer 503 at
   * once meanwhile instead of each waiting for the connect timeout. Always true for PGlite.
   */
  available: () => boolean;
  /**
   * Listens for committed changes of the data pages show (channel "data_changed", migration 0013):
   * `onChange(table)` per notice, `onReset()` when notices may have been missed (the listening
   * connection was lost and is back). `listening()` is false while notices cannot arrive.
   */
  watchDataChanges: (handlers: DataChangeHandlers) => Promise<DataChangeWatch>;
  close: () => Promise<void>;
};

export type DataChangeHandlers = { onChange: (table: string) => void; onReset: () => void };
export type DataChangeWatch = { listening: () => boolean; stop: () => Promise<void> };

/** The channel of migration 0013's notices. */
export const DATA_CHANGED_CHANNEL = "data_changed";

/** How long the PostgreSQL listener waits before connecting again, doubling up to the last figure. */
const LISTEN_RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

/** Bounds on the PostgreSQL pool (docs/decisions/016-operations.md); see the README's configuration table. */
export type PoolOptions = {
  /** Connections per instance (DATABASE_POOL_SIZE). */
  size: number;
  /** How long a request waits for a connection before the database counts as unavailable. */
  connectTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer (statement_timeout); the client gives up a little later. */
  statementTimeoutMs: number;
  /** Requests that may queue for a connection at once; more are refused at once (503) instead of piling up. */
  maxWaiting: number;
};

export const DEFAULT_POOL: PoolOptions = {
  size: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  maxWaiting: 200,
};

/** How long pages answer 503 at once after the database was found unreachable, before trying again. */
const UNAVAILABLE_BACKOFF_MS = 3_000;

/** Arbitrary constant naming our migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 727_1941;

/** The database cannot serve now (down, restarting, overloaded): pages answer 503 and the request may be retried. */
export class DatabaseUnavailableError extends Error {
  /** "overloaded": too many requests already wait for a connection; "unreachable": no connection could be made. */
  readonly reason: "overloaded" | "unreachable";
  constructor(message: string, options: { cause?: unknown; reason?: "overloaded" | "unreachable" } = {}) {
    super(message, { cause: options.cause });
    this.name = "DatabaseUnavailableError";
    this.reason = options.reason ?? "unreachable";
  }
}

/** SQLSTATE classes and codes that mean "not now" rather than "this statement is wrong". */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "53300", "53400", "57014", "55P03"]);
const UNAVAILABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EPIPE"]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended/i;

/** Whether an error (or its cause: Drizzle wraps driver errors) means the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === "string" &&
      (UNAVAILABLE_CODES.has(code) || code.startsWith("08") || UNAVAILABLE_ERRNO.has(code))
    )
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATEs of a statement refused for the text it was given: 22021 (a character not in the
 * encoding: U+0000, which PostgreSQL cannot store in text), 22P02 (not a number, uuid … as typed).
 * The request is answered 400, not 500 (app/entry.server.tsx).
 */
const BAD_INPUT_CODES = new Set(["22021", "22P02"]);

/** Whether an error (or its cause: Drizzle wraps driver errors) is PostgreSQL refusing the input. */
export function isBadInput(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && BAD_INPUT_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one factory for the database: PostgreSQL through node-postgres when a URL is given,
 * otherwise PGlite persisted under DATA_DIR/pglite (or in memory for tests when dataDir is null).
 * The PGlite folder belongs to one process: a second one is refused (DataDirLockedError). DATA_DIR
 * is made owner-only first, or refused (DataDirOpenError).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  pool?: Partial<PoolOptions>;
  /** Tests: how soon the DATA_DIR lock of a killed process counts as stale. */
  lockStaleMs?: number;
  /** Tests: an in-memory PGlite starts from this data folder (a tarball of PGlite's `dumpDataDir`). */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  // Owner-only before anything is written there (the outbox lives in DATA_DIR on PostgreSQL too).
  if (options.dataDir) protectDataDir(path.resolve(options.dataDir), { create: !options.databaseUrl });
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { ...DEFAULT_POOL, ...options.pool });

  const { PGlite } = await import("@electric-sql/pglite");
  // Trigram indexes for search (migration 0008 creates the extension; PostgreSQL ships it too).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const extensions = { pg_trgm };
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: InstanceType<typeof PGlite>;
  let unlock = async () => {};
  if (options.dataDir) {
    unlock = await lockDataDir(path.resolve(options.dataDir), { staleMs: options.lockStaleMs });
    const dir = path.resolve(options.dataDir, "pglite");
    try {
      // PGlite does not create missing parent folders.
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      client = await PGlite.create(dir, { extensions });
      // PGlite sets its files' modes itself (0666 for a new database, whatever the umask): tightened
      // once it has written them. Files it creates while it runs stay behind DATA_DIR's 0700.
      protectDataDir(path.resolve(options.dataDir), { create: false });
    } catch (error) {
      await unlock();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions, loadDataDir: options.loadDataDir });
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    async migrate(migrationsFolder) {
      await migrate(db, { migrationsFolder });
    },
    poolStats: () => null,
    available: () => true,
    async watchDataChanges({ onChange }) {
      // One process owns the embedded database: every change is this process's own, and PGlite
      // delivers a session's notices to itself.
      const unlisten = await client.listen(DATA_CHANGED_CHANNEL, onChange);
      return { listening: () => !client.closed, stop: () => unlisten() };
    },
    async close() {
      try {
        await client.close();
        if (options.dataDir) protectDataDir(path.resolve(options.dataDir), { create: false });
      } finally {
        await unlock();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, bounds: PoolOptions): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");

  let unavailableUntil = 0;
  const observe = (outcome: Promise<unknown>) =>
    outcome.then(
      () => {
        unavailableUntil = 0;
      },
      (error: unknown) => {
        // A full queue is overload, not an outage: it does not close the door for everyone.
        const overloaded = error instanceof DatabaseUnavailableError && error.reason === "overloaded";
        if (isDatabaseUnavailable(error) && !overloaded) {
          unavailableUntil = Date.now() + UNAVAILABLE_BACKOFF_MS;
        }
      },
    );

  /** A pool that refuses at once when too many requests already wait for a connection. */
  class BoundedPool extends pg.Pool {
    override query(...args: unknown[]): never {
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) void observe(result);
      return result as never;
    }

    override connect(...args: unknown[]): Promise<PoolClient> & void {
      const callback = args[0] as ((error: Error | undefined, ...rest: unknown[]) => void) | undefined;
      if (this.waitingCount >= bounds.maxWaiting) {
        const error = new DatabaseUnavailableError(
          `${this.waitingCount} requests are already waiting for a database connection`,
          { reason: "overloaded" },
        );
        if (typeof callback === "function") {
          process.nextTick(callback, error);
          return undefined as never;
        }
        return Promise.reject(error) as never;
      }
      // Whatever stops a connection from being made (refused, timed out, the database missing or
      // not accepting connections, authentication) makes the database unavailable to this request.
      const unreachable = (error: unknown) =>
        new DatabaseUnavailableError(`No database connection: ${(error as Error).message}`, { cause: error });
      const connect = super.connect as (...a: unknown[]) => Promise<PoolClient> & void;
      if (typeof callback === "function") {
        return connect.call(this, (error: Error | undefined, ...rest: unknown[]) =>
          callback(error ? unreachable(error) : undefined, ...rest),
        ) as never;
      }
      return connect.call(this).catch((error: unknown) => {
        throw unreachable(error);
      }) as never;
    }
  }

  const pool = new BoundedPool({
    connectionString: databaseUrl,
    max: bounds.size,
    connectionTimeoutMillis: bounds.connectTimeoutMs,
    statement_timeout: bounds.statementTimeoutMs,
    query_timeout: bounds.statementTimeoutMs + 5_000,
    // A transaction left open by a stuck request does not hold locks for ever.
    idle_in_transaction_session_timeout: bounds.statementTimeoutMs * 2,
    application_name: "geocert",
  });
  // A connection that breaks (a database restart, pg_terminate_backend) emits 'error'; without a
  // listener Node would end the process. Each connection gets one for its whole life (idle in the
  // pool or held by a request between two statements); the pool drops a broken connection and
  // opens a new one for the next request.
  const lost = (error: Error & { code?: string }) =>
    logger.warn({ code: error.code, reason: error.message }, "A database connection was lost; it will be replaced");
  pool.on("connect", (client) => client.on("error", lost));
  pool.on("error", () => {}); // already logged by the connection's own listener
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    async migrate(migrationsFolder) {
      // A connection of its own, without the statement timeout: waiting for another instance's
      // migration (the advisory lock) or a long migration must not be cancelled.
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: bounds.connectTimeoutMs });
      client.on("error", (error) => logger.warn({ err: error }, "The migration connection was lost"));
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    available: () => Date.now() >= unavailableUntil,
    watchDataChanges: (handlers) => listenOnPostgres(pg.Client, databaseUrl, bounds, handlers),
    close: () => pool.end(),
  };
}

/**
 * A connection of its own that LISTENs on the data-change channel, and connects again (with a growing
 * pause) whenever it is lost — a database restart, a failover, pg_terminate_backend. Notices sent
 * while it was away are lost, so each reconnection reports a reset.
 */
async function listenOnPostgres(
  Client: typeof PgClient,
  databaseUrl: string,
  bounds: PoolOptions,
  { onChange, onReset }: DataChangeHandlers,
): Promise<DataChangeWatch> {
  let client: PgClient | null = null;
  let connected = false;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (!connected && !client) return;
    connected = false;
    const old = client;
    client = null;
    old?.removeAllListeners("notification");
    void old?.end().catch(() => {});
    if (stopped) return;
    logger.warn({ reason: error?.message }, "The data-change listener lost its connection; it will reconnect");
    schedule();
  };
  const schedule = () => {
    const pause = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(() => void connect(), pause);
    retry.unref();
  };
  const connect = async () => {
    if (stopped) return;
    const next = new Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: bounds.connectTimeoutMs,
      application_name: "geocert-data-changes",
    });
    next.on("error", (error) => (client === next ? lost(error) : undefined));
    next.on("end", () => (client === next ? lost() : undefined));
    try {
      await next.connect();
      await next.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => {});
      if (!stopped) schedule();
      if (attempt === 1)
        logger.warn({ reason: (error as Error).message }, "The data-change listener cannot connect yet");
      return;
    }
    if (stopped) {
      void next.end().catch(() => {});
      return;
    }
    next.on("notification", (message) => {
      if (message.channel === DATA_CHANGED_CHANNEL) onChange(message.payload ?? "");
    });
    client = next;
    connected = true;
    attempt = 0;
    onReset();
  };

  await connect();
  return {
    listening: () => connected,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      connected = false;
      const old = client;
      client = null;
      await old?.end().catch(() => {});
    },
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
