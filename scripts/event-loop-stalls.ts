// How long long-running work blocks the event loop (docs/performance.md, "Event-loop stalls"):
// a 5,000-row credential import, a forum search over 5,000 posts, and rendering crafted markdown.
// Run: `npx tsx scripts/event-loop-stalls.ts` (PGlite in memory) or with DATABASE_URL set (PostgreSQL;
// the database is emptied first). Prints the longest event-loop stall per task (perf_hooks).
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openTestDatabase, resetTestDatabase } from "../tests/support/test-db.server";
import type { Database } from "../app/db/client.server";
import { createCredential, importCredentials } from "../app/features/registry/queries.server";
import { ensureFixedForumCategories, findForumCategory, listDiscussions } from "../app/features/forum/queries.server";
import { forumDiscussions, forumPosts, users } from "../app/db/schema";
import { renderMarkdown } from "../app/lib/markdown/markdown.server";

/**
 * Runs `work` while measuring the longest event-loop stall (perf_hooks) and how long another
 * request's query (`select 1`, sent every 10 ms) waited at most meanwhile.
 */
async function stall<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  let slowestQuery = 0;
  let running = true;
  const pings = (async () => {
    while (running) {
      const sent = performance.now();
      await db.execute(sql`select 1`);
      slowestQuery = Math.max(slowestQuery, performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  histogram.enable();
  const started = performance.now();
  const result = await work();
  const took = performance.now() - started;
  // Let the monitor observe the last stretch.
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.disable();
  running = false;
  await pings;
  console.log(
    `${label.padEnd(58)} total ${took.toFixed(0).padStart(6)} ms   longest stall ${(histogram.max / 1e6).toFixed(0).padStart(5)} ms   other query waited ≤ ${slowestQuery.toFixed(0).padStart(5)} ms`,
  );
  return result;
}

const handle = await openTestDatabase();
await resetTestDatabase(handle);
const db: Database = handle.db;
console.log(`Database: ${handle.kind}`);

const rows = Array.from({ length: 5_000 }, (_, i) => ({
  givenNames: "Ada",
  lastName: `Holder${i}`,
  email: "",
  level: "associate" as const,
  domains: ["drillingOperations" as const],
  issuedOn: "2026-01-15",
  expiresOn: "2029-01-14",
}));
if (!process.env.SKIP_BEFORE)
  await stall("credential import, 5,000 rows, one INSERT per row (before)", () =>
    db.transaction(async (tx) => {
      for (const row of rows) await createCredential(tx as unknown as Database, row);
    }),
  );
await importCredentials(db, rows.slice(0, 200)); // warm-up
await stall("credential import, 5,000 rows, importCredentials (after)", () => importCredentials(db, rows));
await stall("credential import, 5,000 rows, importCredentials again", () => importCredentials(db, rows));

// Forum: 1,000 discussions of 5 posts, 400 words each.
await db.insert(users).values({ id: "bench", name: "Bench", email: "bench@example.org" });
await ensureFixedForumCategories(db);
const categoryId = (await findForumCategory(db, "drilling"))!.id;
const words = "casing cement reservoir brine turbine scaling corrosion permeability enthalpy wellhead".split(" ");
const text = (seed: number) =>
  Array.from({ length: 400 }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(" ");
for (let d = 0; d < 1_000; d += 100) {
  const discussions = await db
    .insert(forumDiscussions)
    .values(Array.from({ length: 100 }, (_, i) => ({ categoryId, authorId: "bench", title: `Discussion ${d + i}` })))
    .returning({ id: forumDiscussions.id });
  await db.insert(forumPosts).values(
    discussions.flatMap(({ id }, i) =>
      Array.from({ length: 5 }, (_, p) => ({
        discussionId: id,
        authorId: "bench",
        opening: p === 0,
        body: text(d + i + p),
      })),
    ),
  );
}
await db.execute(sql`analyze`);
const search = () => listDiscussions(db, { query: "geyser", sort: "latest", page: 1 });
await search();
await db.execute(sql`drop index forum_posts_body_trgm_idx`);
await db.execute(sql`drop index forum_discussions_title_trgm_idx`);
await stall("forum search, 5,000 posts, sequential scan (before)", search);
await db.execute(
  sql`create index forum_discussions_title_trgm_idx on forum_discussions using gin (title gin_trgm_ops)`,
);
await db.execute(sql`create index forum_posts_body_trgm_idx on forum_posts using gin (body gin_trgm_ops)`);
await db.execute(sql`analyze`);
await stall("forum search, 5,000 posts, trigram index (after)", search);

const crafted = "**a ".repeat(2_500);
renderMarkdown("warm **up**");
await stall("renderMarkdown, 10,000 characters of `**a `", () => renderMarkdown(crafted));
await stall("renderMarkdown, 20,000 characters of `**a `", () => renderMarkdown(crafted + crafted));

await resetTestDatabase(handle);
await handle.close();
