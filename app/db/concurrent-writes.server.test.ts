// Check-then-act writes under parallel requests (docs/decisions/017). On PostgreSQL (DATABASE_URL)
// the calls of each Promise.all run on separate pool connections, at the same time; on PGlite they
// run one after another, and the same expectations hold.
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTestUser } from "../../tests/support/community-test-users.server";
import {
  addReply,
  createDiscussion,
  ensureFixedForumCategories,
  findForumCategory,
  flagPost,
  PostingLimitReached,
} from "~/features/forum/index.server";
import { requestMentorship, saveMentorProfile } from "~/features/mentorship/index.server";
import { forumPosts, mentorships, users } from "./schema";
import { setupTestDatabase } from "../../tests/support/test-db.server";
import { countAdmins, deleteUserAndPersonalData, setUserDisabled, setUserRole } from "~/features/auth/index.server";
import { FLAGS_TO_HIDE } from "~/features/forum";
import { OPEN_REQUESTS_MAX } from "~/features/mentorship";

const handle = setupTestDatabase();

/** Rounds per race: a race that is lost once in a few tries still fails the test. */
const ROUNDS = 6;

async function discussion(authorId: string) {
  await ensureFixedForumCategories(handle.db);
  const categoryId = (await findForumCategory(handle.db, "drilling"))!.id;
  return createDiscussion(handle.db, { authorId, categoryId, title: "Casing design", body: "Opening post", tags: [] });
}

describe("flags", () => {
  it(`hide a post when ${FLAGS_TO_HIDE} members flag it at the same moment`, async () => {
    const author = await insertTestUser(handle.db, "Author");
    const flaggers = await Promise.all(
      Array.from({ length: FLAGS_TO_HIDE }, (_, i) => insertTestUser(handle.db, `Flagger ${i}`)),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const { postId } = await discussion(author);
      const results = await Promise.all(
        flaggers.map((userId) => flagPost(handle.db, { postId, userId, reason: "spam" })),
      );
      const [post] = await handle.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
      expect(post!.hiddenAt).not.toBeNull();
      expect(results.some((result) => result.hidden)).toBe(true);
    }
  });
});

describe("new accounts' daily limits", () => {
  it("hold when a member sends many posts at once", async () => {
    const author = await insertTestUser(handle.db, "Newcomer");
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const { discussionId } = await discussion(author);
    for (let round = 0; round < ROUNDS; round++) {
      await handle.db.delete(forumPosts).where(eq(forumPosts.authorId, author));
      const { discussionId: target } = await discussion(author);
      const settled = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          addReply(handle.db, { discussionId: target, authorId: author, body: "Me too", limit: { max: 3, since } }),
        ),
      );
      expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(3);
      for (const s of settled) if (s.status === "rejected") expect(s.reason).toBeInstanceOf(PostingLimitReached);
      const [replies] = await handle.db
        .select({ n: count() })
        .from(forumPosts)
        .where(and(eq(forumPosts.authorId, author), eq(forumPosts.opening, false)));
      expect(replies!.n).toBe(3);
    }
    // Discussions count apart from replies.
    await handle.db.delete(forumPosts).where(eq(forumPosts.authorId, author));
    const categoryId = (await findForumCategory(handle.db, "drilling"))!.id;
    const opened = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        createDiscussion(handle.db, {
          authorId: author,
          categoryId,
          title: `Question ${i}`,
          body: "Opening post",
          tags: [],
          limit: { max: 2, since },
        }),
      ),
    );
    expect(opened.filter((s) => s.status === "fulfilled")).toHaveLength(2);
    expect(discussionId).toBeTruthy();
  });
});

describe("the last administrator", () => {
  /** What /admin/users does: the quick check, then the change (which checks again). */
  async function demote(actor: string, target: string) {
    if ((await countAdmins(handle.db)) <= 1) return false;
    void actor;
    return setUserRole(handle.db, target, "member");
  }

  it("remains when two administrators demote each other at the same moment", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await handle.db.delete(users);
      const [a, b] = [await insertTestUser(handle.db, "Admin A"), await insertTestUser(handle.db, "Admin B")];
      await handle.db.update(users).set({ role: "admin" });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      expect(await countAdmins(handle.db)).toBe(1);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
  });

  it("remains when two administrators disable each other or delete their accounts at the same moment", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await handle.db.delete(users);
      const [a, b] = [await insertTestUser(handle.db, "Admin A"), await insertTestUser(handle.db, "Admin B")];
      await handle.db.update(users).set({ role: "admin" });
      const disable = async (target: string) =>
        (await countAdmins(handle.db)) > 1 && (await setUserDisabled(handle.db, target, true));
      await Promise.all([disable(a), disable(b)]);
      expect(await countAdmins(handle.db)).toBe(1);

      await handle.db.update(users).set({ disabledAt: null });
      const remove = async (target: string) =>
        (await countAdmins(handle.db)) > 1 && (await deleteUserAndPersonalData(handle.db, target));
      await Promise.all([remove(a), remove(b)]);
      expect(await countAdmins(handle.db)).toBe(1);
    }
  });

  it("does not stop members leaving when there is no administrator", async () => {
    const member = await insertTestUser(handle.db, "Member");
    expect(await deleteUserAndPersonalData(handle.db, member)).toBe(true);
    expect(await setUserRole(handle.db, await insertTestUser(handle.db, "Other"), "partner")).toBe(true);
  });
});

describe("mentorship requests", () => {
  it(`stay at ${OPEN_REQUESTS_MAX} open per mentee when sent to many mentors at once`, async () => {
    const mentee = await insertTestUser(handle.db, "Mentee");
    const mentors = await Promise.all(
      Array.from({ length: OPEN_REQUESTS_MAX + 3 }, (_, i) => insertTestUser(handle.db, `Mentor ${i}`)),
    );
    for (const mentor of mentors) {
      await saveMentorProfile(handle.db, mentor, {
        domains: ["drillingOperations"],
        level: "senior",
        languages: ["en"],
        region: "africa",
        capacity: 3,
        bio: "Twenty years of drilling on the Rift.",
      });
    }
    for (let round = 0; round < ROUNDS; round++) {
      await handle.db.delete(mentorships);
      const results = await Promise.all(
        mentors.map((mentorId) => requestMentorship(handle.db, { mentorId, menteeId: mentee, message: "Hello!" })),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(OPEN_REQUESTS_MAX);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(
        Array.from({ length: 3 }, () => "tooMany"),
      );
      const [open] = await handle.db.select({ n: count() }).from(mentorships).where(eq(mentorships.menteeId, mentee));
      expect(open!.n).toBe(OPEN_REQUESTS_MAX);
    }
  });
});
