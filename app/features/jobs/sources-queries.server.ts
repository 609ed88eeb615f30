import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { descriptionValues } from "./queries.server";
import { jobs, jobSourceItems, jobSourceRuns, jobSources } from "~/db/schema";
import {
  canonicalUrl,
  dedupeKey,
  domainsFromText,
  levelFromTitle,
  matchesKeywords,
  type ScrapedJob,
} from "~/features/jobs/normalise.server";
import { isHttpUrl, type JobLevel, type JobSourceKind } from "~/features/jobs/jobs";
import { isUuid } from "~/lib/util/uuid";

export type JobSourceRow = typeof jobSources.$inferSelect;
export type JobSourceRunRow = typeof jobSourceRuns.$inferSelect;

export type JobSourceInput = {
  name: string;
  kind: JobSourceKind;
  identifier: string;
  organisation: string;
  apiBaseUrl: string | null;
  selectors: { item: string; title: string; link: string; location: string } | null;
  keywords: string[];
  defaultCountry: string | null;
  defaultLevel: JobLevel | null;
  cron: string | null;
  intervalMinutes: number | null;
  enabled: boolean;
};

/** How long a scraped job stays open after a source last listed it (if runs stop, it expires). */
export const SCRAPED_JOB_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function createJobSource(db: Database, input: JobSourceInput, nextRunAt: Date | null) {
  const [row] = await db
    .insert(jobSources)
    .values({ ...input, nextRunAt })
    .returning({ id: jobSources.id });
  if (!row) throw new Error("The source was not stored");
  return row.id;
}

export async function updateJobSource(db: Database, id: string, input: JobSourceInput, nextRunAt: Date | null) {
  await db
    .update(jobSources)
    .set({ ...input, nextRunAt, updatedAt: new Date() })
    .where(eq(jobSources.id, id));
}

export async function setJobSourceEnabled(db: Database, id: string, enabled: boolean, nextRunAt: Date | null) {
  await db.update(jobSources).set({ enabled, nextRunAt, updatedAt: new Date() }).where(eq(jobSources.id, id));
}

export async function deleteJobSource(db: Database, id: string) {
  await db.delete(jobSources).where(eq(jobSources.id, id));
}

export async function findJobSource(db: Database, id: string): Promise<JobSourceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(jobSources).where(eq(jobSources.id, id));
  return row;
}

/** Every source with its newest run (the admin list). */
export async function listJobSources(db: Database) {
  const sources = await db.select().from(jobSources).orderBy(jobSources.name);
  const latest = await db
    .selectDistinctOn([jobSourceRuns.sourceId])
    .from(jobSourceRuns)
    .orderBy(jobSourceRuns.sourceId, desc(jobSourceRuns.startedAt));
  const bySource = new Map(latest.map((run) => [run.sourceId, run]));
  return sources.map((source) => ({ source, lastRun: bySource.get(source.id) ?? null }));
}

export async function listJobSourceRuns(db: Database, sourceId: string, limit = 20): Promise<JobSourceRunRow[]> {
  return db
    .select()
    .from(jobSourceRuns)
    .where(eq(jobSourceRuns.sourceId, sourceId))
    .orderBy(desc(jobSourceRuns.startedAt))
    .limit(limit);
}

export async function startRun(db: Database, sourceId: string, trigger: "manual" | "schedule", startedAt: Date) {
  const [row] = await db
    .insert(jobSourceRuns)
    .values({ sourceId, trigger, startedAt })
    .returning({ id: jobSourceRuns.id });
  if (!row) throw new Error("The run was not logged");
  return row.id;
}

export type RunCounts = { found: number; created: number; updated: number; merged: number; expired: number };

export async function finishRun(
  db: Database,
  runId: string,
  result: { status: "ok" | "failed"; counts?: RunCounts; error?: string | null },
) {
  await db
    .update(jobSourceRuns)
    .set({ status: result.status, finishedAt: new Date(), ...(result.counts ?? {}), error: result.error ?? null })
    .where(eq(jobSourceRuns.id, runId));
}

/**
 * The run lease: marks the source as being run by `owner` for `seconds`, unless another instance
 * holds an unexpired lease. Atomic in one UPDATE … RETURNING, so of several instances asking at
 * once exactly one gets the row. With `dueOnly`, only an enabled source whose next run time has
 * come is taken (a scheduled run); the winner moves `nextRunAt` on when it releases the lease, so
 * the others find nothing due. The time is the database's, so instance clocks do not matter.
 */
export async function takeLease(
  db: Database,
  sourceId: string,
  owner: string,
  options: { seconds: number; dueOnly: boolean },
): Promise<JobSourceRow | undefined> {
  const free = or(isNull(jobSources.leasedUntil), lt(jobSources.leasedUntil, sql`now()`));
  const due = options.dueOnly ? and(eq(jobSources.enabled, true), lte(jobSources.nextRunAt, sql`now()`)) : undefined;
  const [row] = await db
    .update(jobSources)
    .set({ leasedUntil: sql`now() + make_interval(secs => ${options.seconds})`, leaseOwner: owner })
    .where(and(eq(jobSources.id, sourceId), free, due))
    .returning();
  return row;
}

/** Gives the lease back, recording the run time and the next scheduled run. */
export async function releaseLease(
  db: Database,
  sourceId: string,
  owner: string,
  values: { lastRunAt: Date; nextRunAt: Date | null },
) {
  await db
    .update(jobSources)
    .set({ leasedUntil: null, leaseOwner: null, ...values })
    .where(and(eq(jobSources.id, sourceId), eq(jobSources.leaseOwner, owner)));
}

/** Ids of enabled sources whose scheduled time has come (and that nobody is running). */
export async function listDueSourceIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: jobSources.id })
    .from(jobSources)
    .where(
      and(
        eq(jobSources.enabled, true),
        lte(jobSources.nextRunAt, sql`now()`),
        or(isNull(jobSources.leasedUntil), lt(jobSources.leasedUntil, sql`now()`)),
      ),
    );
  return rows.map((row) => row.id);
}

type JobValues = Omit<typeof jobs.$inferInsert, "id" | "createdAt" | "updatedAt">;

function scrapedValues(source: JobSourceRow, job: ScrapedJob) {
  const organisation = (job.organisation || source.organisation || source.name).slice(0, 160);
  const country = job.country ?? source.defaultCountry ?? null;
  // Location in the merge key: city + country code when the country is known (as for jobs posted here).
  const location = country ? [job.city, country].filter(Boolean).join(", ") : (job.location ?? "");
  const salary = job.salary && (job.salary.min || job.salary.max) && job.salary.currency ? job.salary : null;
  return {
    title: job.title.slice(0, 300),
    organisation,
    country,
    city: job.city ?? null,
    workplace: job.workplace ?? "onsite",
    type: job.type ?? "full-time",
    level: levelFromTitle(job.title) ?? source.defaultLevel ?? null,
    domains: domainsFromText(`${job.title} ${job.extraText ?? ""}`),
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency?.slice(0, 3) ?? null,
    ...descriptionValues((job.descriptionHtml ?? "").slice(0, 100_000), "html"),
    // Only web links: a source could send any scheme (data:, javascript:) and it becomes a link.
    applyUrl: [job.applyUrl, job.url].find((url) => url && isHttpUrl(url)) ?? null,
    canonicalUrl: canonicalUrl(job.url ?? job.applyUrl),
    dedupeKey: dedupeKey(job.title, organisation, location),
  } satisfies Partial<JobValues>;
}

const comparedFields = [
  "title",
  "organisation",
  "country",
  "city",
  "workplace",
  "type",
  "level",
  "domains",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "description",
  "applyUrl",
  "canonicalUrl",
] as const;

function differs(current: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return comparedFields.some((field) => JSON.stringify(current[field] ?? null) !== JSON.stringify(next[field] ?? null));
}

/**
 * Brings the board in line with what a source lists now (all or nothing, in one transaction):
 * known jobs are updated, new ones added, jobs another source (or a partner) already lists under
 * the same canonical URL or normalised title + organisation + location are merged (linked, not
 * duplicated), and jobs this source listed before but no longer does are expired (unless another
 * source still lists them, or they were posted here).
 */
export async function importScrapedJobs(
  db: Database,
  source: JobSourceRow,
  scraped: readonly ScrapedJob[],
  now: Date,
): Promise<RunCounts> {
  const counts: RunCounts = { found: 0, created: 0, updated: 0, merged: 0, expired: 0 };
  const seen = new Set<string>();
  const wanted = scraped.filter((job) => {
    if (!job.externalId || !job.title || seen.has(job.externalId)) return false;
    seen.add(job.externalId);
    return matchesKeywords(job, source.keywords);
  });
  counts.found = wanted.length;
  const expiresAt = new Date(now.getTime() + SCRAPED_JOB_DAYS * DAY_MS);

  // Descriptions are sanitised before the transaction: no transaction waits on sanitize-html.
  const prepared = wanted.map((item) => ({ item, values: scrapedValues(source, item) }));
  await db.transaction(async (tx) => {
    for (const { item, values } of prepared) {
      const [link] = await tx
        .select({ job: jobs })
        .from(jobSourceItems)
        .innerJoin(jobs, eq(jobs.id, jobSourceItems.jobId))
        .where(and(eq(jobSourceItems.sourceId, source.id), eq(jobSourceItems.externalId, item.externalId)));
      if (link) {
        const job = link.job;
        const reopened = job.closedReason === "vanished";
        const owns = job.sourceId === source.id;
        if ((owns && differs(job, values)) || reopened) {
          await tx
            .update(jobs)
            .set({
              ...(owns ? values : {}),
              ...(reopened ? { closedAt: null, closedReason: null } : {}),
              expiresAt,
              updatedAt: now,
            })
            .where(eq(jobs.id, job.id));
          counts.updated++;
        } else if (!job.postedBy) {
          await tx.update(jobs).set({ expiresAt }).where(eq(jobs.id, job.id));
        }
        await tx
          .update(jobSourceItems)
          .set({ lastSeenAt: now })
          .where(and(eq(jobSourceItems.sourceId, source.id), eq(jobSourceItems.externalId, item.externalId)));
        continue;
      }

      const sameJob = or(
        values.canonicalUrl ? eq(jobs.canonicalUrl, values.canonicalUrl) : undefined,
        eq(jobs.dedupeKey, values.dedupeKey),
      );
      const [match] = await tx
        .select({ id: jobs.id, closedReason: jobs.closedReason, postedBy: jobs.postedBy })
        .from(jobs)
        .where(and(sameJob, or(isNull(jobs.closedAt), eq(jobs.closedReason, "vanished"))))
        .orderBy(sql`${jobs.closedAt} is null desc`, jobs.createdAt)
        .limit(1);
      if (match) {
        await tx
          .insert(jobSourceItems)
          .values({ sourceId: source.id, externalId: item.externalId, jobId: match.id, lastSeenAt: now });
        if (match.closedReason === "vanished") {
          await tx
            .update(jobs)
            .set({ closedAt: null, closedReason: null, expiresAt, updatedAt: now })
            .where(eq(jobs.id, match.id));
        }
        counts.merged++;
        continue;
      }

      const [created] = await tx
        .insert(jobs)
        .values({
          ...values,
          sourceId: source.id,
          postedAt: item.postedAt && item.postedAt < now ? item.postedAt : now,
          expiresAt,
        })
        .returning({ id: jobs.id });
      if (!created) throw new Error("A job was not stored");
      await tx
        .insert(jobSourceItems)
        .values({ sourceId: source.id, externalId: item.externalId, jobId: created.id, lastSeenAt: now });
      counts.created++;
    }

    // Jobs this source no longer lists.
    const gone = await tx
      .delete(jobSourceItems)
      .where(and(eq(jobSourceItems.sourceId, source.id), lt(jobSourceItems.lastSeenAt, now)))
      .returning({ jobId: jobSourceItems.jobId });
    const goneIds = [...new Set(gone.map((row) => row.jobId))];
    if (goneIds.length > 0) {
      const expired = await tx
        .update(jobs)
        .set({ closedAt: now, closedReason: "vanished", updatedAt: now })
        .where(
          and(
            inArray(jobs.id, goneIds),
            isNull(jobs.closedAt),
            isNull(jobs.postedBy),
            sql`not exists (select 1 from ${jobSourceItems} where ${jobSourceItems.jobId} = ${jobs.id})`,
          ),
        )
        .returning({ id: jobs.id });
      counts.expired = expired.length;
    }
  });
  return counts;
}
