// `npm run bench:data -- --scale=N`: seeds a generated, plainly fictional data set at N × the demo's size into the
// database the site would open (DATABASE_URL, else PGlite under DATA_DIR), to measure how a page's cost grows
// with the data (docs/performance.md, decision 056). Start the site once on that database first (the demo data);
// run this while no server holds a PGlite folder.
//   ×1: 1,000 registry credentials, 100 discussions, 500 jobs, 1,000 members (5 CPD entries and 5 notifications
//   each); ×100: 100,000 credentials, 10,000 discussions (every 50th with 200 replies, the rest 0–9), 50,000 jobs,
//   100,000 members. Set-based SQL (generate_series, one statement per table and chunk), so ×100 takes a minute or
//   two, not hours. Every generated row is marked (e-mail addresses at bench.example.org, "Sample" names, job
//   organisations "Sample employer n"); running it again adds nothing that is already there.
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server";
import { checkCharacter, ID_ALPHABET, formatCredentialId } from "../app/features/registry/credential-id";

const scaleArgument = process.argv.find((a) => a.startsWith("--scale="));
const scale = Number(scaleArgument?.slice("--scale=".length) ?? 1);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error("--scale=N: a whole number from 1 to 1000");

/** The i-th generated credential id (deterministic: the bench looks the same ids up), year 2025. */
export function benchCredentialId(i: number): string {
  let body = "";
  let n = i + 31 ** 4; // never all "2"s; five characters for i below 27 million
  for (let k = 0; k < 5; k++) {
    body = ID_ALPHABET[n % ID_ALPHABET.length] + body;
    n = Math.floor(n / ID_ALPHABET.length);
  }
  return formatCredentialId("2025", body, checkCharacter("2025", body));
}

const counts = {
  credentials: 1_000 * scale,
  discussions: 100 * scale,
  jobs: 500 * scale,
  members: 1_000 * scale,
};

async function main() {
  const started = performance.now();
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATABASE_URL ? null : (process.env.DATA_DIR ?? "data"),
  });
  const db = handle.db;
  await handle.migrate("drizzle");
  // The demo data (seeded by the site's first start) brings the forum's categories and the demo accounts.
  const categories = await db.execute(sql`select count(*)::int as n from forum_categories`);
  if (Number((categories as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0) === 0) {
    throw new Error("Start the site once on this database first (it seeds the demo data), then stop it and run this.");
  }
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    console.log(`  ${name}: ${Math.round(performance.now() - t)} ms`);
  };
  const chunk = 20_000;
  const inChunks = async (total: number, run: (from: number, to: number) => Promise<unknown>) => {
    for (let from = 1; from <= total; from += chunk) await run(from, Math.min(total, from + chunk - 1));
  };
  console.log(`Seeding ×${scale}:`, counts);

  await step("members", () =>
    inChunks(counts.members, (from, to) =>
      db.execute(sql`
        insert into users (id, name, email, email_verified, role, language, created_at)
        select 'bench-member-' || n, 'Sample Member ' || n, 'member' || n || '@bench.example.org', true, 'member',
               (array['en','ja','es','fr'])[1 + n % 4], now() - (n % 1000) * interval '1 day'
        from generate_series(${from}::int, ${to}::int) n
        on conflict do nothing`),
    ),
  );
  await step("credentials", () =>
    inChunks(counts.credentials, (from, to) => {
      const ids = Array.from({ length: to - from + 1 }, (_, k) => benchCredentialId(from + k));
      return db.execute(sql`
        insert into credentials (id, given_names, last_name, email, level, domains, status, issued_on, expires_on)
        select id, 'Sample', 'Holder ' || n, 'holder' || n || '@bench.example.org',
               (array['associate','professional','senior','expert'])[1 + n % 4], '["drillingOperations"]'::jsonb,
               case when n % 50 = 0 then 'suspended' when n % 97 = 0 then 'revoked' else 'active' end,
               date '2025-01-01' + (n % 300), date '2030-01-01' + (n % 300)
        from unnest(${sql.raw(`'{${ids.join(",")}}'::text[]`)}) with ordinality as t(id, k), lateral (select ${from}::int + k::int - 1 as n) m
        on conflict do nothing`);
    }),
  );
  await step("discussions", () =>
    db.execute(sql`
      insert into forum_discussions (category_id, author_id, title, created_at, last_post_at)
      select (select array_agg(id order by slug) from forum_categories)[1 + n % (select count(*) from forum_categories)::int],
             'bench-member-' || (1 + n % ${counts.members}::int),
             'Sample discussion ' || n || ' about reinjection, scaling and drilling',
             now() - (n % 5000) * interval '1 hour', now() - (n % 5000) * interval '1 hour'
      from generate_series(1, ${counts.discussions}::int) n`),
  );
  await step("posts", async () => {
    // The opening post of each generated discussion, then its replies: every 50th has 200, the others 0–9.
    await db.execute(sql`
      insert into forum_posts (discussion_id, author_id, opening, body, body_html, body_html_version, created_at)
      select d.id, d.author_id, true, 'Opening post of ' || d.title, '<p>Opening post of ' || d.title || '</p>', 1, d.created_at
      from forum_discussions d
      where d.title like 'Sample discussion %'
        and not exists (select 1 from forum_posts p where p.discussion_id = d.id)`);
    await db.execute(sql`
      insert into forum_posts (discussion_id, author_id, opening, body, body_html, body_html_version, created_at)
      select d.id, 'bench-member-' || (1 + (r * 7919 + length(d.title)) % ${counts.members}::int), false,
             'Reply ' || r || ': a sample answer.', '<p>Reply ' || r || ': a sample answer.</p>', 1,
             d.created_at + r * interval '1 minute'
      from (select id, title, created_at, row_number() over (order by created_at, id) as k
            from forum_discussions where title like 'Sample discussion %') d,
           lateral generate_series(1, case when d.k % 50 = 0 then 200 else (d.k % 10)::int end) r
      where not exists (select 1 from forum_posts p where p.discussion_id = d.id and not p.opening)`);
  });
  await step("jobs", () =>
    inChunks(counts.jobs, (from, to) =>
      db.execute(sql`
        insert into jobs (title, organisation, country, city, workplace, type, level, domains, description,
                          description_html, description_html_version, posted_at, expires_at, dedupe_key)
        select (array['Drilling engineer','Reservoir engineer','Plant operator','Geologist','Geochemist'])[1 + n % 5] || ' ' || n,
               'Sample employer ' || (n % 400), (array['Kenya','Iceland','Indonesia','Türkiye','Philippines'])[1 + n % 5],
               'Sample City', (array['onsite','remote','hybrid'])[1 + n % 3], (array['full-time','part-time','contract'])[1 + n % 3],
               (array['associate','professional','senior','expert'])[1 + n % 4], '["drillingOperations"]'::jsonb,
               'A sample job for measuring.', '<p>A sample job for measuring.</p>', 1,
               now() - (n % 60) * interval '1 day', now() + (30 - n % 60) * interval '1 day', 'bench-job-' || n
        from generate_series(${from}::int, ${to}::int) n
        where not exists (select 1 from jobs where dedupe_key = 'bench-job-' || n)`),
    ),
  );
  await step("CPD entries and notifications (5 each per member)", () =>
    inChunks(counts.members, async (from, to) => {
      await db.execute(sql`
        insert into cpd_activities (user_id, activity_date, category, hours_tenths, provider, description)
        select 'bench-member-' || n, date '2026-01-01' + (n + e * 37) % 300,
               (array['courses','events','teaching','publishing','mentoring','community','service'])[1 + (n + e) % 7],
               10 + (n * e) % 60, 'Sample provider', 'Sample activity ' || e
        from generate_series(${from}::int, ${to}::int) n, generate_series(1, 5) e
        where not exists (select 1 from cpd_activities c where c.user_id = 'bench-member-' || n)`);
      await db.execute(sql`
        insert into notifications (user_id, type, data, read_at, created_at)
        select 'bench-member-' || n, 'forum.reply',
               jsonb_build_object('title', 'Sample discussion ' || e, 'url', '/community'),
               case when e > 2 then now() end, now() - e * interval '1 hour'
        from generate_series(${from}::int, ${to}::int) n, generate_series(1, 5) e
        where not exists (select 1 from notifications x where x.user_id = 'bench-member-' || n)`);
    }),
  );
  await step("analyze", () => db.execute(sql`analyze`));
  await handle.close();
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1]?.endsWith("bench-data.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
