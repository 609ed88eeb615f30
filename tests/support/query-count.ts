import type { Database } from "../../app/db/client.server";

type Logger = { logQuery(query: string, params: unknown[]): void };
type Session = { logger: Logger; options?: { logger?: Logger } };

/**
 * Counts the statements `db` sends while `run` runs (drizzle's logger, set on the live session and on the
 * options its transactions copy), and returns them with `run`'s result. Works the same on PGlite and
 * PostgreSQL; statements sent at once are all counted.
 */
export async function countQueries<T>(db: Database, run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const session = (db as unknown as { session: Session }).session;
  const queries: string[] = [];
  const counting: Logger = { logQuery: (query) => queries.push(query) };
  const before = { logger: session.logger, options: session.options?.logger };
  session.logger = counting;
  if (session.options) session.options.logger = counting;
  try {
    return { result: await run(), queries };
  } finally {
    session.logger = before.logger;
    if (session.options) session.options.logger = before.options;
  }
}
