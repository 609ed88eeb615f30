import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { KEEP_READ_DAYS, KEEP_UNREAD_DAYS, pruneNotifications } from "./prune.server";

const handle = setupTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

describe("pruning notifications", () => {
  it("deletes read ones after 90 days and any after a year, in batches; keeps the rest", async () => {
    const db = handle.db;
    const user = await insertTestUser(db, "Ana Reader");
    const now = new Date("2026-11-26T03:15:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const row = (title: string, created: Date, read: Date | null) => ({
      userId: user,
      type: "forum.reply" as const,
      data: { title, url: "/community/x" },
      createdAt: created,
      readAt: read,
    });
    await db
      .insert(notifications)
      .values([
        row("old read", ago(KEEP_READ_DAYS + 1), ago(KEEP_READ_DAYS)),
        row("old read 2", ago(KEEP_READ_DAYS + 30), ago(KEEP_READ_DAYS)),
        row("old read 3", ago(200), ago(199)),
        row("recent read", ago(KEEP_READ_DAYS - 1), ago(1)),
        row("old unread", ago(KEEP_READ_DAYS + 30), null),
        row("ancient unread", ago(KEEP_UNREAD_DAYS + 1), null),
      ]);
    // A batch of 2: three statements for four rows, the same outcome.
    expect(await pruneNotifications(db, now, 2)).toBe(4);
    const left = await db.select({ title: notifications.data }).from(notifications);
    expect(left.map((r) => r.title.title).sort()).toEqual(["old unread", "recent read"]);
    expect(await pruneNotifications(db, now)).toBe(0);
  });
});
