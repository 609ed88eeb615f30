import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, resetTestDatabase } from "../../tests/support/test-db.server";
import type { DatabaseHandle, DataChangeWatch } from "./client.server";
import { users } from "./schema";

/**
 * Committed changes of the data pages show are announced (migration 0013), so page caches on every
 * instance drop what they outdate (server/page-cache.ts, decision 026).
 */

/** Tables no page shows (bookkeeping): the only ones without the notice (the table data_change_exempt lists them). */
const BOOKKEEPING = [
  "app_settings",
  "data_change_exempt",
  "exam_responses",
  "form_submissions",
  "job_alert_jobs",
  "mail_outbox",
  "notification_digests",
  "partner_application_drafts",
  "periodic_runs",
  "rate_limit_counters",
  "verifications",
];

let handle: DatabaseHandle;
let watch: DataChangeWatch;
const heard: string[] = [];
let resets = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  // Rows other test files left (on PostgreSQL) would cascade from the users deleted below.
  await resetTestDatabase(handle);
  watch = await handle.watchDataChanges({ onChange: (table) => heard.push(table), onReset: () => (resets += 1) });
});
afterAll(async () => {
  await watch?.stop();
  await handle?.close();
});

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<Record<string, string>>;

describe("notices of data changes", () => {
  it("every table of the schema but the bookkeeping ones announces its changes", async () => {
    const tables = rowsOf(
      await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
    ).map((row) => row.tablename!);
    const withNotice = new Set(
      rowsOf(
        await handle.db.execute(
          sql`select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'data_changed'`,
        ),
      ).map((row) => row.relname!),
    );
    const exempt = rowsOf(await handle.db.execute(sql`select tablename from data_change_exempt`)).map(
      (row) => row.tablename!,
    );
    expect(exempt.sort()).toEqual(BOOKKEEPING);
    const missing = tables.filter((table) => !withNotice.has(table) && !BOOKKEEPING.includes(table));
    // A new table needs a migration that runs `select attach_data_change_notices();` (or joins the list).
    expect(missing).toEqual([]);
    expect(BOOKKEEPING.filter((table) => withNotice.has(table))).toEqual([]);
  });

  it("announces a committed change with its table, and nothing for a change rolled back", async () => {
    expect(watch.listening()).toBe(true);
    heard.length = 0;
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ id: "rolled-back", name: "Never", email: "never@example.org" });
        throw new Error("roll back");
      })
      .catch(() => {});
    await handle.db.insert(users).values({ id: "committed", name: "Kept", email: "kept@example.org" });
    await until(() => heard.includes("users"));
    expect(heard).toEqual(["users"]);
    await handle.db.execute(sql`select 1`);
    heard.length = 0;
    // A statement that changes no row (a clean-up with nothing to do) announces nothing; a bookkeeping table never.
    await handle.db.execute(sql`delete from forum_posts where false`);
    await handle.db.execute(sql`insert into rate_limit_counters (key, points) values ('k', 1)`);
    await handle.db.delete(users);
    await until(() => heard.length > 0);
    expect(heard).toEqual(["users"]);
  });
});

describe.runIf(process.env.DATABASE_URL)("the listener on PostgreSQL", () => {
  it("connects again when its connection is cut, and reports that notices may have been missed", async () => {
    const before = resets;
    await handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'geocert-data-changes' and datname = current_database()`,
    );
    await until(() => !watch.listening());
    await until(() => watch.listening() && resets > before);
    expect(watch.listening()).toBe(true);
    expect(resets).toBe(before + 1);
    heard.length = 0;
    await handle.db.insert(users).values({ id: "after", name: "After", email: "after@example.org" });
    await until(() => heard.includes("users"));
    expect(heard).toContain("users");
  });
});
