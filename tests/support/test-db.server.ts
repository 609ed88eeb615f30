import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
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
 *
 * PGlite: making an empty database (initdb) and migrating it cost about 4 s per test file, so it is
 * done once: the migrated data folder is kept as a tarball under .tmp/test-db, named by a hash of
 * drizzle/ and the PGlite version, and each test file starts an in-memory copy of it. The migrations
 * still run on the copy (nothing is left to apply). Migrating an empty database is what the tests that
 * open one themselves do (app/features/jobs/alert-jobs-migration.server.test.ts, server/admin-cli.test.ts).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  const handle = databaseUrl ? await openDatabase({ databaseUrl, dataDir: null }) : await openMigratedCopy();
  await handle.migrate(migrationsFolder);
  return handle;
}

/** Where the migrated PGlite template is kept between test files and runs (.tmp/ is git-ignored). */
const templateFolder = path.resolve(import.meta.dirname, "../../.tmp/test-db");
const templateType = "application/x-gzip";

/** `openDatabase`'s options with PGlite's `loadDataDir`: the data folder to start from (a tarball). */
type CopyOptions = Parameters<typeof openDatabase>[0] & { loadDataDir?: Blob };

/** An in-memory PGlite started from the migrated template. */
async function openMigratedCopy(): Promise<DatabaseHandle> {
  const template = await migratedTemplate();
  const options: CopyOptions = { dataDir: null, loadDataDir: template.data };
  try {
    return await openDatabase(options);
  } catch (error) {
    // A damaged template goes (the next test file makes it again); this file migrates an empty database.
    console.warn(`The test database template ${template.file} could not be loaded; it is made again.`, error);
    rmSync(template.file, { force: true });
    return openDatabase({ dataDir: null });
  }
}

/** The template's file name: a hash of what the migrated database depends on. */
function templateName(): string {
  const hash = createHash("sha256");
  // The data folder's format is PGlite's (its PostgreSQL version).
  hash.update(readFileSync(path.resolve(import.meta.dirname, "../../node_modules/@electric-sql/pglite/package.json")));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(migrationsFolder, file)}\n`).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return `pglite-${hash.digest("hex").slice(0, 16)}.tar.gz`;
}

/**
 * The migrated PGlite data folder as a tarball: read from .tmp/test-db, or made there by the first
 * test file that needs it. Test files starting at once may each make it: each writes a file of its
 * own and renames it into place, so a reader finds a whole tarball or none.
 */
async function migratedTemplate(): Promise<{ file: string; data: Blob }> {
  const name = templateName();
  const file = path.join(templateFolder, name);
  try {
    return { file, data: new Blob([readFileSync(file)], { type: templateType }) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const handle = await openDatabase({ dataDir: null });
  let dump: Blob;
  try {
    await handle.migrate(migrationsFolder);
    // Drizzle's PGlite driver keeps the PGlite instance as `$client`.
    const { $client } = handle.db as unknown as { $client: { dumpDataDir: (compression: "gzip") => Promise<Blob> } };
    dump = await $client.dumpDataDir("gzip");
  } finally {
    await handle.close();
  }
  const bytes = new Uint8Array(await dump.arrayBuffer());
  mkdirSync(templateFolder, { recursive: true });
  const partial = path.join(templateFolder, `${name}.${process.pid}-${randomUUID()}.partial`);
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  // Templates of other migrations go, and partial files a killed run left (not those being written now).
  for (const other of readdirSync(templateFolder)) {
    const at = path.join(templateFolder, other);
    try {
      const stale = other.endsWith(".partial") ? Date.now() - statSync(at).mtimeMs > 10 * 60_000 : other !== name;
      if (stale) rmSync(at, { force: true });
    } catch {
      // Renamed or removed meanwhile by another test file.
    }
  }
  return { file, data: new Blob([bytes], { type: templateType }) };
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
