import { Cron } from "croner";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Config } from "~/lib/server/env.server";
import { jobSourceRuns } from "~/db/schema";
import { logger } from "~/lib/server/log.server";
import { jobRunsTotal } from "~/lib/server/metrics.server";
import {
  finishRun,
  importScrapedJobs,
  listDueSourceIds,
  releaseLease,
  startRun,
  takeLease,
  type JobSourceRow,
  type RunCounts,
} from "~/features/jobs/sources-queries.server";
import { fetchSource } from "./adapters.server";
import { createFetcher, fetchPolicy, type FetchPolicy } from "./safe-fetch.server";

/** How long a run may hold its source's lease before another instance may take over (a crashed run). */
export const LEASE_SECONDS = 15 * 60;

import { INSTANCE_ID } from "~/lib/server/instance.server";
export { INSTANCE_ID };

export type RunOptions = {
  db: Database;
  policy: FetchPolicy;
  owner?: string;
  now?: () => Date;
};

export type RunOutcome =
  | { status: "ok"; runId: string; counts: RunCounts }
  | { status: "failed"; runId: string; error: string }
  | { status: "busy" };

/** The next time a source's schedule names after `from`: its cron expression, or its interval. */
export function nextRunTime(
  source: Pick<JobSourceRow, "cron" | "intervalMinutes" | "enabled">,
  from: Date,
): Date | null {
  if (!source.enabled) return null;
  if (source.cron) {
    try {
      return new Cron(source.cron, { paused: true, timezone: "UTC" }).nextRun(from) ?? null;
    } catch {
      return null;
    }
  }
  if (source.intervalMinutes) return new Date(from.getTime() + source.intervalMinutes * 60_000);
  return null;
}

/**
 * Runs one source under its lease: fetch, import, log. Any error ends in the run log as a failed
 * run (and nothing on the board changes); it is never thrown, so one source cannot stop others.
 */
export function runSourceNow(
  sourceId: string,
  trigger: "manual" | "schedule",
  options: RunOptions,
): Promise<RunOutcome> {
  return counted(runUnderLease(sourceId, trigger, options));
}

async function runUnderLease(
  sourceId: string,
  trigger: "manual" | "schedule",
  options: RunOptions,
): Promise<RunOutcome> {
  const owner = options.owner ?? INSTANCE_ID;
  const now = options.now ?? (() => new Date());
  const source = await takeLease(options.db, sourceId, owner, {
    seconds: LEASE_SECONDS,
    dueOnly: trigger === "schedule",
  });
  if (!source) return { status: "busy" };
  const startedAt = now();
  let runId = "";
  try {
    runId = await startRun(options.db, source.id, trigger, startedAt);
    const scraped = await fetchSource(source, createFetcher(options.policy), options.policy.userAgent);
    const counts = await importScrapedJobs(options.db, source, scraped, startedAt);
    await finishRun(options.db, runId, { status: "ok", counts });
    return { status: "ok", runId, counts };
  } catch (error) {
    const message =
      error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
    logger.warn({ sourceId: source.id, source: source.name, reason: message }, "A job source run failed");
    if (runId) await finishRun(options.db, runId, { status: "failed", error: message.slice(0, 1000) }).catch(() => {});
    return { status: "failed", runId, error: message };
  } finally {
    await releaseLease(options.db, source.id, owner, {
      lastRunAt: startedAt,
      nextRunAt: nextRunTime(source, now()),
    }).catch((error: unknown) =>
      logger.error({ err: error, sourceId: source.id }, "Releasing a job source lease failed"),
    );
  }
}

/** Counts each run's result for the metrics (ok, failed, busy). */
async function counted(outcome: Promise<RunOutcome>): Promise<RunOutcome> {
  const result = await outcome;
  jobRunsTotal.inc({ result: result.status });
  return result;
}

export const INTERRUPTED_RUN_ERROR = "Interrupted: the instance running it stopped before the run finished.";

/**
 * Closes the log rows of runs whose instance stopped mid-run (a crash, a forced exit): a row still
 * "running" while its source's lease has run out (or was given back) can never finish. Marked failed
 * with an "Interrupted" note. Run at start and on every scheduler tick; returns how many were closed.
 */
export async function sweepInterruptedRuns(db: Database): Promise<number> {
  const swept = await db
    .update(jobSourceRuns)
    .set({ status: "failed", finishedAt: sql`now()`, error: INTERRUPTED_RUN_ERROR })
    .where(
      and(
        eq(jobSourceRuns.status, "running"),
        sql`not exists (select 1 from job_sources s where s.id = ${jobSourceRuns.sourceId} and s.leased_until >= now())`,
      ),
    )
    .returning({ id: jobSourceRuns.id });
  if (swept.length > 0) {
    jobRunsTotal.inc({ result: "interrupted" }, swept.length);
    logger.warn(
      { runs: swept.length },
      "Job source runs left unfinished by a stopped instance were marked interrupted",
    );
  }
  return swept.length;
}

/** One scheduler tick: every due source, one after the other; a failure of one never stops the rest. */
export async function runDueSources(options: RunOptions): Promise<RunOutcome[]> {
  const outcomes: RunOutcome[] = [];
  for (const id of await listDueSourceIds(options.db)) {
    outcomes.push(await runSourceNow(id, "schedule", options));
  }
  return outcomes;
}

/**
 * Starts the job-scraping scheduler of this instance (server/app.ts): every minute it runs the
 * enabled sources whose time has come. Several instances on one database each tick, but the lease
 * lets exactly one of them run a due source. Returns a function that stops it.
 */
export function startJobScheduler(options: {
  db: Database;
  config: Pick<Config, "jobs" | "siteUrl">;
  /** Cron pattern of the tick (with seconds); every minute by default. */
  pattern?: string;
}): () => Promise<void> {
  if (!options.config.jobs.scheduler) return async () => {};
  const policy = fetchPolicy(options.config.jobs, options.config.siteUrl);
  let running: Promise<void> | null = null;
  const tick = async (): Promise<void> => {
    try {
      await sweepInterruptedRuns(options.db);
      await runDueSources({ db: options.db, policy });
    } catch (error) {
      logger.error({ err: error }, "Job scraping tick failed");
    }
  };
  // protect: a tick still running when the next is due makes that one skip.
  const job = new Cron(options.pattern ?? "0 * * * * *", { protect: true, timezone: "UTC" }, () => {
    const current = tick().finally(() => {
      running = null;
    });
    running = current;
    return current;
  });
  return async () => {
    job.stop();
    await running;
  };
}
