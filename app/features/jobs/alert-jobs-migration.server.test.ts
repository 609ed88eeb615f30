import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../../tests/support/test-db.server";
import { openDatabase } from "~/db/client.server";

/**
 * Migration 0023 brings the record of what each job alert mailed. Before it, the marker alone said
 * so; the runs after it look back a day before the marker, so the migration records the jobs up to
 * each marker as mailed: a deployment must not mail members the same jobs again.
 */
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The migrations up to (not including) `tag`: the database as a deployment before it left it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "geocert-migrations-"));
  folders.push(folder);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe("migration 0023 (job_alert_jobs)", () => {
  it("records the jobs up to each alert's marker as mailed, and none after it", async () => {
    const handle = await openDatabase({ dataDir: null });
    try {
      await handle.migrate(migrationsBefore("0023_job_alert_jobs"));
      const db = handle.db;
      await db.execute(sql`
        insert into job_alerts (id, email, frequency, confirmed_at, sent_through) values
          ('11111111-1111-4111-8111-111111111111', 'a@example.org', 'instant', now() - interval '3 days', now() - interval '1 hour'),
          ('22222222-2222-4222-8222-222222222222', 'b@example.org', 'daily', null, null)`);
      await db.execute(sql`
        insert into jobs (id, title, organisation, country, dedupe_key, expires_at, created_at) values
          ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Mailed', 'Org', 'IS', 'k1', now() + interval '30 days', now() - interval '2 hours'),
          ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'New', 'Org', 'IS', 'k2', now() + interval '30 days', now() - interval '10 minutes')`);
      await handle.migrate(migrationsFolder);
      const result = await db.execute(sql`select alert_id, job_id from job_alert_jobs order by job_id`);
      const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
      expect(rows).toEqual([
        { alert_id: "11111111-1111-4111-8111-111111111111", job_id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa" },
      ]);
    } finally {
      await handle.close();
    }
  });
});
