import { readFileSync } from "node:fs";
import { z } from "zod";
import { openDatabase } from "./app/db/client.server";
import { verifyCredentials } from "./app/db/registry.server";
import { bulkRowSchema, validateBulkRow } from "./app/lib/registry/registry-csv.server";
const lines = readFileSync("/tmp/perf/bulk.csv", "utf8").trim().split("\n").slice(1);
const rows = lines.map((l, i) => { const [id, lastName] = l.split(","); return { row: i + 2, id: id!, lastName: lastName! }; });
const handle = await openDatabase({ dataDir: "/tmp/perf/bulkcopy", lockStaleMs: 1 });
const schema = z.object({ rows: z.array(bulkRowSchema).min(1).max(250) });
for (let rep = 0; rep < 4; rep++) {
  const batch = rows.slice(rep * 250, rep * 250 + 250);
  let t = performance.now(); const body = JSON.parse(JSON.stringify({ rows: batch })); schema.parse(body); const a = performance.now() - t;
  t = performance.now(); const checked = batch.map((r) => validateBulkRow(r)); const b = performance.now() - t;
  const lookups = checked.flatMap((c) => (c.ok ? [{ id: c.id, lastName: c.lastName }] : []));
  t = performance.now(); await verifyCredentials(handle.db, lookups); const c = performance.now() - t;
  console.log(`zod batch ${a.toFixed(1)} ms, validate rows ${b.toFixed(1)} ms, query ${c.toFixed(1)} ms`);
}
await handle.close();
