import { describe, expect, it } from "vitest";
import { findChapter } from "~/content/chapters.server";
import { chapterMemberCounts, joinChapter, leaveChapter, memberChapters } from "./queries.server";
import { insertTestUser } from "../../../tests/support/community-test-users.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

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
