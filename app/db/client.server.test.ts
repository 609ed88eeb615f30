import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable, openDatabase } from "./client.server";

const databaseUrl = process.env.DATABASE_URL;

// Finding "many instances": one database restart crashed every instance (no 'error' listener on
// the pool), and requests queued without limit. These run against the PostgreSQL of DATABASE_URL.
describe.skipIf(!databaseUrl)("the PostgreSQL pool", () => {
  it("survives the termination of all its connections and serves the next query", async () => {
    const handle = await openDatabase({ databaseUrl, dataDir: null });
    let terminated = () => {};
    try {
      // Several connections idle in the pool, and one held by a transaction between two statements.
      await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
      const afterTermination = new Promise<void>((resolve) => (terminated = resolve));
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await afterTermination;
        await tx.execute(sql`select 2`);
      });
      transaction.catch(() => {});

      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      await admin.end();
      expect(rowCount).toBeGreaterThanOrEqual(3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      terminated();
      await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);

      const result = await handle.db.execute(sql`select 41 + 1 as answer`);
      expect(JSON.stringify(result)).toContain("42");
      expect(handle.available()).toBe(true);
    } finally {
      terminated();
      await handle.close();
    }
  });

  it("refuses at once when too many requests wait for a connection", async () => {
    const handle = await openDatabase({ databaseUrl, dataDir: null, pool: { size: 1, maxWaiting: 2 } });
    try {
      const queries = Array.from({ length: 6 }, () => handle.db.execute(sql`select pg_sleep(0.2)`));
      const results = await Promise.allSettled(queries);
      const refused = results.filter((r) => r.status === "rejected");
      expect(refused.length).toBe(3);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toSatisfy(isDatabaseUnavailable);
    } finally {
      await handle.close();
    }
  });

  it("gives up connecting after the connect timeout instead of waiting for ever", async () => {
    // A port where nothing answers in time: a listening socket that never speaks PostgreSQL.
    const net = await import("node:net");
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    const handle = await openDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
      dataDir: null,
      pool: { connectTimeoutMs: 500 },
    });
    const started = Date.now();
    try {
      await expect(handle.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Pages answer 503 at once for a moment instead of each waiting for the timeout.
      expect(handle.available()).toBe(false);
    } finally {
      await handle.close();
      silent.close();
    }
  });
});

describe("isDatabaseUnavailable", () => {
  it("tells unavailability from a wrong statement, through Drizzle's wrapping", () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError("busy"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
  });
});
