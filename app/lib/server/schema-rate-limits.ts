// Rate limits kept in the database (docs/decisions/013-rate-limit-store.md).
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One counter per limiter and key (`gate:203.0.113.9`, `sign-in-account:ada@example.org`), written by
 * rate-limiter-flexible's RateLimiterDrizzle in one atomic `INSERT … ON CONFLICT DO UPDATE`, so every
 * server instance spends from the same budget and a restart forgets nothing. The column names are the
 * library's (key, points, expire). Rows whose window ended are deleted by `pruneRateLimits`.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (table) => [index("rate_limit_counters_expire_idx").on(table.expire)],
);
