import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../app/db/client.server";
import { createMailer } from "../../app/lib/mail/mail.server";
import { createDeps, type Clock, type Deps } from "../../app/lib/server/deps.server";
import { parseConfig } from "../../app/lib/server/env.server";

export const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * A migrated database for data-layer tests: PostgreSQL when DATABASE_URL is set (CI runs
 * these tests a second time that way), otherwise an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
  await handle.migrate(migrationsFolder);
  return handle;
}

/** What the server would hand a periodic task: `db`, a test configuration, an outbox mailer, a clock. */
export function testDeps(db: Database, options: { clock?: Clock; env?: Record<string, string> } = {}): Deps {
  const config = parseConfig({ SITE_URL: "http://localhost:3999", NODE_ENV: "test", ...options.env });
  return createDeps({ db, config, mailer: createMailer({ db, from: config.mailFrom }), clock: options.clock });
}

/** Empties every table of the schema between tests (PostgreSQL keeps data between runs). */
export async function resetTestDatabase(handle: DatabaseHandle) {
  const result = await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Array<{
    tablename: string;
  }>;
  // data_change_exempt is part of the schema (migration 0013's list of bookkeeping tables), not data.
  const tables = rows.filter((row) => row.tablename !== "data_change_exempt").map((row) => `"${row.tablename}"`);
  if (tables.length > 0) await handle.db.execute(sql.raw(`truncate table ${tables.join(", ")} cascade`));
}

/**
 * One migrated database for a whole test file, emptied before each test: registers the
 * beforeAll/beforeEach/afterAll hooks every data-layer test file used to write out itself.
 * Read `.db` inside hooks and tests (it exists once the file's beforeAll has run).
 */
export function setupTestDatabase(): { readonly db: Database; reset: () => Promise<void> } {
  let handle: DatabaseHandle | undefined;
  const opened = () => {
    if (!handle) throw new Error("setupTestDatabase: the database is opened in beforeAll; read .db inside a test");
    return handle;
  };
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  beforeEach(async () => {
    await resetTestDatabase(opened());
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      return opened().db;
    },
    /** Empties every table again, in the middle of a test. */
    reset: () => resetTestDatabase(opened()),
  };
}
