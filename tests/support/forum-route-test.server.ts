import { randomUUID } from "node:crypto";
import { createDiscussion, ensureFixedForumCategories, findForumCategory } from "~/features/forum/queries.server";
import type { setupRouteTests } from "./route-test.server";

type RouteTests = ReturnType<typeof setupRouteTests>;

/** A fresh form token, as `<SubmissionField>` sends it. */
export function submissionToken(): string {
  return randomUUID();
}

/**
 * A forum to act in: members Ada (who starts a discussion in "drilling") and Bo, and an admin, each
 * signed in (their Cookie headers).
 */
export async function forumFixture(t: RouteTests) {
  await ensureFixedForumCategories(t.db);
  const drilling = (await findForumCategory(t.db, "drilling"))!;
  const ada = await t.createUser("member", "Ada Author", "ada@example.org");
  const bo = await t.createUser("member", "Bo Member", "bo@example.org");
  const admin = await t.createUser("admin", "Ann Admin", "ann@example.org");
  const { discussionId, postId } = await createDiscussion(t.db, {
    authorId: ada,
    categoryId: drilling.id,
    title: "Mud losses at 2,000 m",
    body: "What do you do first?",
    tags: [],
  });
  return {
    ids: { ada, bo, admin },
    cookies: {
      ada: await t.signIn("ada@example.org"),
      bo: await t.signIn("bo@example.org"),
      admin: await t.signIn("ann@example.org"),
    },
    discussionId,
    openingId: postId,
    path: `/community/${discussionId}`,
  };
}
