import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "./client.server";

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

/** Empties every table of the schema between tests (PostgreSQL keeps data between runs). */
export async function resetTestDatabase(handle: DatabaseHandle) {
  const result = await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Array<{
    tablename: string;
  }>;
  const tables = rows.map((row) => `"${row.tablename}"`);
  if (tables.length > 0) await handle.db.execute(sql.raw(`truncate table ${tables.join(", ")} cascade`));
}
