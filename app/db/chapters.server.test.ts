import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findChapter } from "~/content/chapters";
import type { DatabaseHandle } from "./client.server";
import { chapterMemberCounts, joinChapter, leaveChapter, memberChapters } from "./chapters.server";
import { insertTestUser } from "./community-test-users.server";
import { openTestDatabase, resetTestDatabase } from "./test-db.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await resetTestDatabase(handle);
});

describe("chapters", () => {
  it("join and leave; counts add the chapter's own roster", async () => {
    const db = handle.db;
    const base = findChapter("kenya")!.baseMembers;
    const id = await insertTestUser(db, "Member");
    expect((await chapterMemberCounts(db)).kenya).toBe(base);
    await joinChapter(db, id, "kenya");
    await joinChapter(db, id, "kenya");
    expect((await chapterMemberCounts(db)).kenya).toBe(base + 1);
    expect([...(await memberChapters(db, id))]).toEqual(["kenya"]);
    await leaveChapter(db, id, "kenya");
    expect((await chapterMemberCounts(db)).kenya).toBe(base);
    expect((await memberChapters(db, id)).size).toBe(0);
  });
});
