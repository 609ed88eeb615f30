import { Cron } from "croner";
import { and, eq, isNull } from "drizzle-orm";
import { periodicRuns } from "~/db/schema";
import { INSTANCE_ID } from "./instance.server";
import type { Deps } from "./deps.server";
import { logger } from "./log.server";

/**
 * A task the site runs on a schedule (a digest, an alert, a reminder): once per scheduled time
 * across all instances. `pattern` is a cron pattern in UTC (croner) firing at most once a minute.
 *
 * Only one instance runs a slot: the one whose insert into periodic_runs succeeds. A slot no instance
 * was up for is not run later, and a run that fails is not retried: write tasks to catch up from
 * what they have done (e.g. "every alert not sent since its last mail"), not from the slot alone.
 */
export type PeriodicTask = {
  name: string;
  pattern: string;
  /** `deps`: what the server built at start (database, configuration, mailer, clock, logger). */
  run: (options: { deps: Deps; slot: Date }) => Promise<void>;
};

/** The minute a run scheduled at `at` belongs to. */
export function slotOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/** Claims `slot` of `task` for this instance; false when another instance has it already. */
export async function claimSlot(db: Deps["db"], task: string, slot: Date, owner = INSTANCE_ID): Promise<boolean> {
  const claimed = await db
    .insert(periodicRuns)
    .values({ task, slot, owner })
    .onConflictDoNothing()
    .returning({ task: periodicRuns.task });
  return claimed.length === 1;
}

/** Runs `task` for `slot` if this instance claims it; records the outcome. Returns whether it ran. */
export async function runSlot(deps: Deps, task: PeriodicTask, slot: Date, owner = INSTANCE_ID): Promise<boolean> {
  const { db } = deps;
  if (!(await claimSlot(db, task.name, slot, owner))) return false;
  let error: string | null = null;
  try {
    await task.run({ deps, slot });
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
    logger.error({ err: cause, task: task.name, slot }, "A periodic task failed");
  }
  await db
    .update(periodicRuns)
    .set({ finishedAt: deps.clock.now(), error })
    .where(and(eq(periodicRuns.task, task.name), eq(periodicRuns.slot, slot), isNull(periodicRuns.finishedAt)));
  return true;
}

/**
 * Schedules `tasks` on this instance (every instance does; each slot runs once). Returns a function
 * that stops the schedules and waits for runs under way.
 */
export function startPeriodicTasks(deps: Deps, tasks: readonly PeriodicTask[]): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const jobs = tasks.map(
    (task) =>
      new Cron(task.pattern, { protect: true, timezone: "UTC" }, (job: Cron) => {
        // The slot is the scheduled minute: the same on every instance, whatever a few milliseconds of lag.
        const slot = slotOf(job.currentRun() ?? deps.clock.now());
        const run: Promise<void> = runSlot(deps, task, slot).then(
          () => undefined,
          (error: unknown) => logger.error({ err: error, task: task.name }, "A periodic task could not be claimed"),
        );
        running.add(run);
        return run.finally(() => running.delete(run));
      }),
  );
  return async () => {
    for (const job of jobs) job.stop();
    await Promise.all(running);
  };
}
