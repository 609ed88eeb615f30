import { and, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { notifications } from "~/db/schema";
import type { PeriodicTask } from "~/lib/server/periodic.server";

/** A read notification is kept this many days after it was made (decision 027). */
export const KEEP_READ_DAYS = 90;
/** Any notification, read or not, is kept this many days. */
export const KEEP_UNREAD_DAYS = 365;
/** Rows deleted per statement: short transactions, however many are due. */
export const PRUNE_BATCH = 1000;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Deletes read notifications older than KEEP_READ_DAYS and all older than KEEP_UNREAD_DAYS, in
 * batches of PRUNE_BATCH (each its own statement, so no long lock). Returns how many were deleted.
 */
export async function pruneNotifications(db: Database, now = new Date(), batch = PRUNE_BATCH): Promise<number> {
  const readBefore = new Date(now.getTime() - KEEP_READ_DAYS * DAY);
  const anyBefore = new Date(now.getTime() - KEEP_UNREAD_DAYS * DAY);
  const due = or(
    and(isNotNull(notifications.readAt), lt(notifications.createdAt, readBefore)),
    lt(notifications.createdAt, anyBefore),
  );
  let total = 0;
  for (;;) {
    const ids = db.select({ id: notifications.id }).from(notifications).where(due).limit(batch);
    const deleted = await db
      .delete(notifications)
      .where(inArray(notifications.id, ids))
      .returning({ id: notifications.id });
    total += deleted.length;
    if (deleted.length < batch) return total;
  }
}

/** Daily at 03:15 UTC. */
export const pruneNotificationsTask: PeriodicTask = {
  name: "notifications-prune",
  pattern: "15 3 * * *",
  run: async ({ deps: { db }, slot }) => {
    await pruneNotifications(db, slot);
  },
};
