// Vitest setup file: when the data-layer tests run on PostgreSQL (DATABASE_URL set), each Vitest worker
// gets a database of its own (<name>_w<pool id>, made on first use), so test files run in parallel instead
// of one at a time; every test file empties its database's tables, which is safe only within one worker.
import pg from "pg";

const base = process.env.DATABASE_URL;
const poolId = process.env.VITEST_POOL_ID;

if (base && poolId && !process.env.GEOCERT_TEST_DB_PER_WORKER) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${poolId}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`create database "${name}"`);
      } catch (error) {
        // Another process made it meanwhile (42P04: duplicate_database).
        if ((error as { code?: string }).code !== "42P04") throw error;
      }
    }
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  // Marks the rewrite done, for later files in the same worker (setup files run before each file).
  process.env.GEOCERT_TEST_DB_PER_WORKER = "1";
}
