import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (drizzle/), once even with several instances starting together. */
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Arbitrary constant naming our migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 727_1941;

/**
 * The one factory for the database: PostgreSQL through node-postgres when a URL is given,
 * otherwise PGlite persisted under DATA_DIR/pglite (or in memory for tests when dataDir is null).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      async migrate(migrationsFolder) {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await migrate(drizzle(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  // Trigram indexes for search (migration 0008 creates the extension; PostgreSQL ships it too).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const extensions = { pg_trgm };
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir, "pglite");
    // PGlite does not create missing parent folders.
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    async migrate(migrationsFolder) {
      await migrate(db, { migrationsFolder });
    },
    close: () => client.close(),
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
