import { count, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";

/**
 * One page of a list query (made `$dynamic()`, with its filters and order) and how many rows of
 * `table` match `where` in all, read together: what every paged list of the site returns.
 */
export async function pageWithTotal<Query extends PgSelect>(
  db: Database,
  query: Query,
  total: { table: PgTable; where: SQL | undefined },
  page: { page: number; pageSize: number },
): Promise<{ rows: Awaited<Query>; total: number }> {
  const [rows, [counted]] = await Promise.all([
    query.limit(page.pageSize).offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(total.table).where(total.where),
  ]);
  return { rows: rows as Awaited<Query>, total: counted?.n ?? 0 };
}
