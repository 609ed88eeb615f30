import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/lib/data/like-pattern";
import { jobs, jobSources, savedJobs } from "~/db/schema";
import { pageWithTotal } from "~/lib/data/paging.server";
import { MARKDOWN_RENDERER_VERSION, renderMarkdown, sanitiseHtml } from "~/lib/markdown/markdown.server";
import { viewHtml } from "~/lib/markdown/rendered-markdown.server";
import { JOBS_PAGE_SIZE, type BoardQuery, type JobFormInput } from "~/features/jobs/jobs";
import { dedupeKey } from "~/features/jobs/normalise.server";
import { isUuid } from "~/lib/util/uuid";

export type JobRow = typeof jobs.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open jobs: not closed, not past their expiry. */
export function openJobCondition(now: Date): SQL {
  return and(isNull(jobs.closedAt), gt(jobs.expiresAt, now)) as SQL;
}

export function isOpen(job: Pick<JobRow, "closedAt" | "expiresAt">, now = new Date()): boolean {
  return !job.closedAt && job.expiresAt.getTime() > now.getTime();
}

const salaryValue = sql<number | null>`coalesce(${jobs.salaryMax}, ${jobs.salaryMin})`;

/** The board's filters as conditions (the board and the job alerts match jobs alike). */
export function boardFilterConditions(
  query: Pick<BoardQuery, "country" | "workplace" | "type" | "level" | "domain" | "salary"> & { q?: string },
): SQL[] {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(jobs.title, pattern),
        ilike(jobs.organisation, pattern),
        ilike(jobs.city, pattern),
        ilike(jobs.description, pattern),
      ) as SQL,
    );
  }
  if (query.country) filters.push(eq(jobs.country, query.country));
  if (query.workplace) filters.push(eq(jobs.workplace, query.workplace));
  if (query.type) filters.push(eq(jobs.type, query.type));
  if (query.level) filters.push(eq(jobs.level, query.level));
  if (query.domain) filters.push(sql`${jobs.domains} @> ${JSON.stringify([query.domain])}::jsonb`);
  if (query.salary) filters.push(sql`${salaryValue} >= ${query.salary}`);
  return filters;
}

/**
 * The board: open jobs matching the filters, a page at a time. `saved` shows the member's saved
 * jobs (open ones); `mine` shows every posting of the user, closed and expired included.
 */
export async function listJobs(
  db: Database,
  query: BoardQuery,
  options: { userId?: string | null; now?: Date; pageSize?: number } = {},
) {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? JOBS_PAGE_SIZE;
  const filters: SQL[] = [];
  if (query.mine && options.userId) filters.push(eq(jobs.postedBy, options.userId));
  else filters.push(openJobCondition(now));
  filters.push(...boardFilterConditions(query));
  if (query.saved) {
    if (!options.userId) return { rows: [], total: 0 };
    filters.push(
      sql`exists (select 1 from ${savedJobs} where ${savedJobs.jobId} = ${jobs.id} and ${savedJobs.userId} = ${options.userId})`,
    );
  }
  const where = and(...filters);
  const order =
    query.sort === "salary"
      ? [sql`${salaryValue} desc nulls last`, desc(jobs.postedAt)]
      : query.sort === "closing"
        ? [asc(jobs.expiresAt), desc(jobs.postedAt)]
        : [desc(jobs.postedAt), asc(jobs.title)];
  return pageWithTotal(
    db,
    db
      .select({ job: jobs, sourceName: jobSources.name })
      .from(jobs)
      .leftJoin(jobSources, eq(jobSources.id, jobs.sourceId))
      .where(where)
      .orderBy(...order, asc(jobs.id))
      .$dynamic(),
    { table: jobs, where },
    { page: query.page, pageSize },
  );
}

/** All open jobs matching a query, newest first, for the feed (at most `limit`). */
export async function listJobsForFeed(db: Database, query: BoardQuery, limit = 50, now = new Date()) {
  const { rows } = await listJobs(
    db,
    { ...query, page: 1, saved: undefined, mine: undefined },
    { now, pageSize: limit },
  );
  return rows;
}

/** Countries that open jobs are in (for the country filter). */
export async function listOpenJobCountries(db: Database, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: jobs.country })
    .from(jobs)
    .where(and(openJobCondition(now), sql`${jobs.country} is not null`));
  return rows.map((row) => row.country).filter((c): c is string => Boolean(c));
}

export async function findJob(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ job: jobs, sourceName: jobSources.name })
    .from(jobs)
    .leftJoin(jobSources, eq(jobSources.id, jobs.sourceId))
    .where(eq(jobs.id, id));
  return row;
}

/**
 * A job's description with the HTML shown for it, rendered (markdown written here) or sanitised
 * (HTML from a source) once when stored, never per view (docs/decisions/017).
 */
export function descriptionValues<F extends "markdown" | "html">(description: string, format: F) {
  return {
    description,
    descriptionFormat: format,
    descriptionHtml: format === "html" ? sanitiseHtml(description) : renderMarkdown(description),
    descriptionHtmlVersion: MARKDOWN_RENDERER_VERSION,
  };
}

/** The description's HTML for a page or the feed: the stored rendering (never rendered per view). */
export function jobDescriptionHtml(
  db: Database,
  job: Pick<JobRow, "description" | "descriptionHtml" | "descriptionHtmlVersion">,
): string {
  return viewHtml(db, { source: job.description, html: job.descriptionHtml, version: job.descriptionHtmlVersion });
}

function valuesOf(input: JobFormInput) {
  return {
    title: input.title,
    organisation: input.organisation,
    country: input.country || null,
    city: input.city || null,
    workplace: input.workplace,
    type: input.type,
    level: input.level || null,
    domains: [...new Set(input.domains)],
    salaryMin: input.salaryMin === "" ? null : input.salaryMin,
    salaryMax: input.salaryMax === "" ? null : input.salaryMax,
    salaryCurrency: input.salaryMin === "" && input.salaryMax === "" ? null : input.salaryCurrency || null,
    ...descriptionValues(input.description, "markdown"),
    applyUrl: input.applyUrl || null,
    applyEmail: input.applyEmail || null,
    dedupeKey: dedupeKey(input.title, input.organisation, [input.city, input.country].filter(Boolean).join(", ")),
  };
}

/** A job posted here by a partner or admin. */
export async function createJob(db: Database, input: JobFormInput, postedBy: string, now = new Date()) {
  const [row] = await db
    .insert(jobs)
    .values({
      ...valuesOf(input),
      postedBy,
      postedAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error("The job was not stored");
  return row.id;
}

export async function updateJob(db: Database, id: string, input: JobFormInput, now = new Date()) {
  await db
    .update(jobs)
    .set({ ...valuesOf(input), expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS), updatedAt: now })
    .where(eq(jobs.id, id));
}

export async function closeJob(db: Database, id: string, now = new Date()) {
  await db.update(jobs).set({ closedAt: now, closedReason: "closed", updatedAt: now }).where(eq(jobs.id, id));
}

/** Renewing reopens a job and moves its expiry `days` from now (or from its current expiry if later). */
export async function renewJob(db: Database, id: string, days: number, now = new Date()) {
  const [job] = await db.select({ expiresAt: jobs.expiresAt }).from(jobs).where(eq(jobs.id, id));
  if (!job) return;
  const from = Math.max(now.getTime(), job.expiresAt.getTime());
  await db
    .update(jobs)
    .set({ closedAt: null, closedReason: null, expiresAt: new Date(from + days * DAY_MS), updatedAt: now })
    .where(eq(jobs.id, id));
}

export async function saveJob(db: Database, userId: string, jobId: string) {
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: Database, userId: string, jobId: string) {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/** Which of these jobs the user saved. */
export async function savedJobIds(db: Database, userId: string, jobIds?: readonly string[]): Promise<Set<string>> {
  if (jobIds && jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(
      jobIds ? and(eq(savedJobs.userId, userId), inArray(savedJobs.jobId, [...jobIds])) : eq(savedJobs.userId, userId),
    );
  return new Set(rows.map((row) => row.jobId));
}

export async function countSavedJobs(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
  return row?.n ?? 0;
}
