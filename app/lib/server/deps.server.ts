import type { Database } from "~/db/client.server";
import type { Mailer } from "~/lib/mail/mail.server";
import type { Config } from "./env.server";
import type { Logger } from "pino";
import { logger as rootLogger } from "./log.server";

/** The time, as the code that schedules, stamps and compares dates sees it; tests hand in a fixed one. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * What the server builds once at start and hands to every request (React Router's context,
 * app-context.server.ts) and every periodic task (periodic.server.ts): the one source of the database,
 * the validated configuration, the outbox mailer, the clock and the logger after start. No module reads
 * `process.env` once the server runs (the lint rule in eslint.config.js keeps it so).
 */
export type Deps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
};

export function createDeps(
  parts: Pick<Deps, "db" | "config" | "mailer"> & Partial<Pick<Deps, "clock" | "logger">>,
): Deps {
  return { ...parts, clock: parts.clock ?? systemClock, logger: parts.logger ?? rootLogger };
}
