import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { createDiscussion, findForumCategory } from "~/features/forum/queries.server";
import type { SessionUser } from "~/features/auth/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { answeredBefore, storeOnce } from "~/lib/forms/idempotency.server";
import { refuse, refuseForm, typedValues } from "~/lib/forms/submission.server";
import { notifyDeps } from "~/features/notifications/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { notifyNewPost } from "./notifications.server";
import type { newDiscussionForm } from "./forms";
import { mayStartIn } from "./policy";
import { newAccountLimit, postingBlocked, postingLimitError } from "./posting.server";

/** A category the form cannot take: the field says why, and the form asks to correct the fields. */
function refuseCategory(form: FormData, key: string, status: number) {
  return refuse(
    { intent: "discussion", fieldErrors: { category: key }, formError: "errors.form", values: typedValues(form) },
    { status },
  );
}

/**
 * /community/new: stores the discussion once per form (a retry lands on the discussion stored first)
 * and opens it with "published" above its opening post.
 */
export async function startDiscussion(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  form: FormData,
  input: z.output<typeof newDiscussionForm>,
) {
  const app = getAppContext(context);
  const published = (href: string) =>
    redirectWithFlash(context, href, { ns: "forum", key: "done.posted", form: "discussion" });
  const before = await answeredBefore<string>(app.db, form, "discussion");
  if (typeof before === "string" && before.startsWith("/")) throw published(before);
  const category = await findForumCategory(app.db, input.category);
  if (!category) return refuseCategory(form, "errors.category", 400);
  if (!mayStartIn(user, category)) return refuseCategory(form, "errors.categoryStaff", 403);
  const blocked = await postingBlocked(app, user, "discussion");
  if (blocked) return refuseForm(form, blocked.error, { status: blocked.status });
  const stored = await storeOnce(app.db, form, "discussion", async (tx) => {
    const { discussionId, postId } = await createDiscussion(tx, {
      authorId: user.id,
      categoryId: category.id,
      title: input.title,
      body: input.body,
      tags: input.tags,
      limit: newAccountLimit(user, "discussion"),
    });
    const href = `/community/${discussionId}`;
    // The category's watchers and the members it mentions are told, with the discussion or not at all.
    await notifyNewPost(tx, notifyDeps(app), {
      discussionId,
      postId,
      url: href,
      actor: { id: user.id, name: user.name },
      body: input.body,
      opening: true,
    });
    return href;
  }).catch((error: unknown) => postingLimitError(error) ?? Promise.reject(error));
  if (!("result" in stored)) return refuseForm(form, stored.error, { status: stored.status });
  throw published(stored.result);
}
