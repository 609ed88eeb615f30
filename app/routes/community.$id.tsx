import {
  CircleCheck,
  EyeOff,
  Flag,
  Heart,
  Link2,
  Lock,
  LockOpen,
  Pencil,
  Pin,
  PinOff,
  Reply,
  Tag,
  Trash2,
  Undo2,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/community.$id";
import { loaderHeaders } from "~/lib/http/route-headers";
import { DiscussionTitleField, PostBodyField, PostFormAlert } from "~/components/community/post-fields";
import { DiscussionBadges } from "~/components/community/discussion-badges";
import { InitialsAvatar } from "~/components/initials-avatar";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import {
  addReply,
  deletePost,
  editPost,
  findAcceptedAnswer,
  findDiscussion,
  findOpeningPost,
  findPost,
  flagPost,
  hidePost,
  listReplyPage,
  pageOfPost,
  postHtml,
  restorePost,
  setAcceptedAnswer,
  setDiscussionState,
  setLike,
} from "~/db/forum.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getUser, requireRole, requireUser } from "~/lib/auth/auth.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { editPostSchema, excerpt, flagReasons, flagSchema, postAnchor, postHref, replySchema } from "~/lib/forum/forum";
import { newAccountLimit, postingBlocked, postingLimitError } from "~/lib/forum/posting.server";
import { categoryText, signInPath } from "~/lib/forum/view.server";
import { formatInteger } from "~/lib/format/format";
import { fieldErrors, formValues } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { consume } from "~/lib/server/rate-limit.server";
import { cn } from "~/lib/util/cn";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken, redirectIfStored, storeOnce } from "~/lib/forms/idempotency.server";

const doneKeys = [
  "posted",
  "replied",
  "edited",
  "deleted",
  "flagged",
  "hiddenByFlags",
  "accepted",
  "unaccepted",
] as const;
type DoneKey = (typeof doneKeys)[number];

const querySchema = z.object({
  // Past the last page is the last page (clamped by the query); anything else unusable is page 1.
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  done: z.enum(doneKeys).optional().catch(undefined),
  post: z.uuid().optional().catch(undefined),
  edit: z.uuid().optional().catch(undefined),
});

/** An unknown or malformed id is the not-found page. */
async function loadDiscussion(context: Route.LoaderArgs["context"], id: string | undefined) {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw data(null, { status: 404, statusText: "Not Found" });
  const discussion = await findDiscussion(getAppContext(context).db, parsed.data);
  if (!discussion) throw data(null, { status: 404, statusText: "Not Found" });
  return discussion;
}

/** The loader's Cache-Control: pages that differ per member are never stored by shared caches. */
export const headers = loaderHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const discussion = await loadDiscussion(context, params.id);
  const { db } = getAppContext(context);
  const user = await getUser(request, context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const messages = pageMessages(context, "forum");
  const language = getRequestLanguage(context);
  const formatDate = formatDateFor(context);
  const admin = user?.role === "admin";
  const isAuthor = Boolean(user && discussion.authorId === user.id);
  const viewerId = user?.id ?? null;
  const [opening, paged, accepted] = await Promise.all([
    findOpeningPost(db, discussion.id, viewerId),
    listReplyPage(db, discussion.id, viewerId, { page: query.page }),
    discussion.acceptedPostId ? findAcceptedAnswer(db, discussion.id) : null,
  ]);
  const category = categoryText(messages, { slug: discussion.categorySlug, name: discussion.categoryName }, language);
  const page = paged.page;

  const view = (row: NonNullable<typeof opening>) => {
    const own = Boolean(user && row.authorId === user.id);
    const state = row.deletedAt ? ("deleted" as const) : row.hiddenAt ? ("hidden" as const) : ("visible" as const);
    const readable = state === "visible" || (state === "hidden" && admin);
    const editing = own && state === "visible" && !discussion.locked && query.edit === row.id;
    const where = { id: row.id, opening: row.opening, page };
    return {
      id: row.id,
      anchor: postAnchor(row),
      href: postHref(discussion.id, where),
      editHref: postHref(discussion.id, where, { edit: row.id }),
      opening: row.opening,
      author: row.authorName,
      initials: initialsOf(row.authorName),
      staff: row.authorRole === "admin",
      posted: formatDate(row.createdAt),
      edited: row.editedAt && !row.deletedAt ? formatDate(row.editedAt) : null,
      state,
      html: readable ? postHtml(db, row) : "",
      source: editing ? row.body : null,
      likes: row.likes,
      likesText: formatInteger(row.likes, language),
      liked: row.likedByViewer,
      flagged: row.flaggedByViewer,
      accepted: discussion.acceptedPostId === row.id,
      can: {
        like: Boolean(user) && !own && state === "visible",
        flag: Boolean(user) && !own && !admin && state === "visible",
        edit: own && state === "visible" && !discussion.locked,
        delete: own && state !== "deleted",
        accept: isAuthor && !row.opening && state === "visible",
        moderate: admin && state !== "deleted",
      },
    };
  };
  const replies = paged.rows.map(view);
  const from = (page - 1) * paged.pageSize + 1;
  const path = `/community/${discussion.id}`;

  return data(
    {
      messages,
      path,
      discussion: {
        id: discussion.id,
        title: discussion.title,
        category: { slug: discussion.categorySlug, name: category.name },
        tags: discussion.tags,
        pinned: discussion.pinned,
        // While moderators review a hidden opening post, members cannot add to the discussion.
        locked: discussion.locked || (!admin && Boolean(opening?.hiddenAt)),
        acceptedPostId: discussion.acceptedPostId,
        startedBy: opening?.authorName ?? null,
        started: formatDate(discussion.createdAt),
      },
      opening: opening ? view(opening) : undefined,
      accepted:
        accepted && !accepted.deletedAt
          ? {
              author: accepted.authorName,
              // The answer's words only while members can read it.
              excerpt: accepted.hiddenAt ? null : excerpt(accepted.body, 280),
              href: postHref(discussion.id, { id: accepted.id, opening: false, page: accepted.page }),
            }
          : null,
      replies,
      replyCount: paged.visible,
      replyCountText: formatInteger(paged.visible, language),
      paging: {
        page,
        pages: paged.pages,
        total: paged.total,
        first: from,
        showing:
          replies.length > 0
            ? {
                from: formatInteger(from, language),
                to: formatInteger(from + replies.length - 1, language),
                total: formatInteger(paged.total, language),
              }
            : null,
      },
      viewer: { signedIn: Boolean(user), admin },
      submission: newSubmissionToken(),
      signInPath: signInPath(`${path}${page > 1 ? `?page=${page}` : ""}#reply`),
      done: query.done ?? null,
      donePost: query.post ?? null,
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

function initialsOf(name: string | null): string {
  if (!name) return "–";
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

type ActionResult = {
  done?: DoneKey | "moderated";
  error?: string;
  postId?: string;
  section?: "reply" | "edit" | "flag";
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

const postIdSchema = z.object({ postId: z.uuid() });

export async function action({ request, context, params }: Route.ActionArgs) {
  const discussion = await loadDiscussion(context, params.id);
  const user = await requireUser(request, context);
  const app = getAppContext(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const reply = (status: number, result: ActionResult) => data<ActionResult>(result, { status });

  // Discussion-wide moderator tools.
  if (intent === "pin" || intent === "unpin" || intent === "lock" || intent === "unlock") {
    await requireRole(request, context, ["admin"]);
    await setDiscussionState(
      app.db,
      discussion.id,
      intent === "pin" || intent === "unpin" ? { pinned: intent === "pin" } : { locked: intent === "lock" },
    );
    return reply(200, { done: "moderated" });
  }

  if (intent === "reply") {
    await redirectIfStored(app.db, form, "reply");
    const values = formValues(form, ["body"]);
    const underReview =
      user.role !== "admin" && Boolean((await findOpeningPost(app.db, discussion.id, null))?.hiddenAt);
    if (discussion.locked || underReview) return reply(403, { section: "reply", error: "errors.locked", values });
    const parsed = replySchema.safeParse(values);
    if (!parsed.success) return reply(400, { section: "reply", errors: fieldErrors(parsed.error), values });
    const blocked = await postingBlocked(app, user, "reply");
    if (blocked) return reply(blocked.status, { section: "reply", error: blocked.error, values });
    const stored = await storeOnce(app.db, form, "reply", async (tx) => {
      const postId = await addReply(tx, {
        discussionId: discussion.id,
        authorId: user.id,
        body: parsed.data.body,
        limit: newAccountLimit(user, "reply"),
      });
      // The author lands on the page that holds the new reply (the last one), at the reply.
      const page = (await pageOfPost(tx, postId)) ?? 1;
      return postHref(discussion.id, { id: postId, opening: false, page }, { done: "replied", post: postId });
    }).catch((error: unknown) => postingLimitError(error) ?? Promise.reject(error));
    if (!("result" in stored)) return reply(stored.status, { section: "reply", error: stored.error, values });
    throw redirect(stored.result);
  }

  // Everything else acts on one post of this discussion.
  const target = postIdSchema.safeParse({ postId: form.get("postId") });
  if (!target.success) throw data(null, { status: 400 });
  const post = await findPost(app.db, target.data.postId);
  if (!post || post.discussionId !== discussion.id) throw data(null, { status: 404 });
  const postId = post.id;
  const own = post.authorId === user.id;

  if (intent === "edit") {
    const values = formValues(form, ["body", "title"]);
    if (!own) return reply(403, { postId, error: "errors.notYours" });
    if (post.deletedAt || post.hiddenAt) return reply(409, { postId, error: "errors.gone" });
    if (discussion.locked) return reply(403, { postId, error: "errors.locked" });
    const parsed = editPostSchema.safeParse({
      postId,
      body: values.body,
      title: post.opening ? values.title : undefined,
    });
    if (!parsed.success) {
      return reply(400, { section: "edit", postId, errors: fieldErrors(parsed.error), values });
    }
    const blocked = await postingBlocked(app, user, "edit");
    if (blocked) return reply(blocked.status, { section: "edit", postId, error: blocked.error, values });
    await editPost(app.db, {
      postId,
      discussionId: discussion.id,
      opening: post.opening,
      body: parsed.data.body,
      title: parsed.data.title,
    });
    const page = (await pageOfPost(app.db, postId)) ?? 1;
    throw redirect(
      postHref(discussion.id, { id: postId, opening: post.opening, page }, { done: "edited", post: postId }),
    );
  }

  if (intent === "hide" || intent === "restore") {
    await requireRole(request, context, ["admin"]);
    if (intent === "hide") await hidePost(app.db, postId);
    else await restorePost(app.db, postId);
    return reply(200, { done: "moderated", postId });
  }

  if ((await consume(app.rateLimits.forumActions, app.clientIp)) > 0) {
    return reply(429, { postId, error: "errors.rateLimited" });
  }

  if (intent === "delete") {
    if (!own) return reply(403, { postId, error: "errors.notYours" });
    if (!post.deletedAt) await deletePost(app.db, postId);
    return reply(200, { done: "deleted", postId });
  }

  if (post.deletedAt || post.hiddenAt) return reply(409, { postId, error: "errors.gone" });

  if (intent === "like") {
    if (own) return reply(400, { postId, error: "errors.likeOwn" });
    await setLike(app.db, postId, user.id, form.get("like") !== "0");
    return reply(200, { postId });
  }

  if (intent === "accept" || intent === "unaccept") {
    if (discussion.authorId !== user.id || post.opening) return reply(403, { postId, error: "errors.notYours" });
    await setAcceptedAnswer(app.db, discussion.id, intent === "accept" ? postId : null);
    return reply(200, { postId, done: intent === "accept" ? "accepted" : "unaccepted" });
  }

  if (intent === "flag") {
    if (own) return reply(400, { postId, error: "errors.flagOwn" });
    const values = formValues(form, ["reason", "note"]);
    const parsed = flagSchema.safeParse({ postId, reason: values.reason, note: values.note });
    if (!parsed.success) return reply(400, { section: "flag", postId, errors: fieldErrors(parsed.error), values });
    const result = await flagPost(app.db, {
      postId,
      userId: user.id,
      reason: parsed.data.reason,
      note: parsed.data.note,
    });
    return reply(200, { postId, done: result.hidden ? "hiddenByFlags" : "flagged" });
  }

  throw data(null, { status: 400 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type PostView = NonNullable<LoaderData["opening"]>;

/** Member-written HTML (sanitised on the server) in readable type. */
const userContentClass =
  "max-w-none break-words text-basalt-900 [&_a]:font-medium [&_a]:text-mineral-800 [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-basalt-200 [&_blockquote]:pl-4 [&_blockquote]:text-basalt-700 [&_code]:rounded [&_code]:bg-steam-200 [&_code]:px-1 [&_code]:text-sm [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-steam-200 [&_pre]:p-3 [&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-basalt-200 [&_td]:px-2 [&_th]:border [&_th]:border-basalt-200 [&_th]:px-2 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6";

export default function Discussion({ loaderData }: Route.ComponentProps) {
  usePageMessages("forum", loaderData.messages);
  const { t } = useTranslation("forum");
  const { discussion, opening, accepted, replies, paging, viewer } = loaderData;
  const actionData = useActionData<typeof action>();
  const focusPost = actionData?.postId ?? loaderData.donePost;
  const done = actionData?.done ?? loaderData.done;
  return (
    <main id="main">
      <PageMeta
        title={
          paging.page > 1
            ? `${discussion.title} — ${t("page.pageOf", { ns: "common", page: paging.page, pages: paging.pages })} — ${t("header.title")}`
            : `${discussion.title} — ${t("header.title")}`
        }
        description={t("meta.description")}
      />
      <PageHeader
        title={discussion.title}
        trail={[
          [t("header.title"), "/community"],
          [discussion.category.name, `/community?category=${discussion.category.slug}`],
        ]}
      >
        <div className="flex flex-wrap items-center gap-2 text-steam-200">
          <Badge tone="mineral">{discussion.category.name}</Badge>
          <DiscussionBadges
            pinned={discussion.pinned}
            locked={discussion.locked}
            answered={Boolean(discussion.acceptedPostId)}
          />
          <span className="text-sm">
            {t("discussion.startedBy", {
              name: discussion.startedBy ?? t("post.formerMember"),
              date: discussion.started,
            })}
          </span>
        </div>
        {discussion.tags.length > 0 ? (
          <ul aria-label={t("list.tags")} className="mt-3 flex flex-wrap gap-2">
            {discussion.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`/community?tag=${encodeURIComponent(tag)}`}
                  className="inline-flex items-center gap-1 rounded-full border border-white/40 px-2.5 py-0.5 text-xs font-medium text-steam-100 hover:border-white hover:text-white"
                >
                  <Tag aria-hidden className="size-3" />
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </PageHeader>

      <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-10 sm:px-6">
        {done && !focusPost ? <DoneMessage done={done} /> : null}
        {viewer.admin ? <ModeratorTools pinned={discussion.pinned} locked={discussion.locked} /> : null}
        {opening ? (
          <PostCard post={opening} focus={focusPost === opening.id} done={done} title={discussion.title} />
        ) : null}
        {accepted ? <AcceptedAnswer answer={accepted} /> : null}

        <section aria-labelledby="replies-heading" className="grid gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="replies-heading" className="text-2xl font-semibold text-basalt-950">
              {t("discussion.repliesHeading", { count: loaderData.replyCount, formatted: loaderData.replyCountText })}
            </h2>
            {paging.pages > 1 && paging.showing ? (
              <p className="text-sm text-basalt-700 tabular-nums">{t("discussion.showing", paging.showing)}</p>
            ) : null}
          </div>
          {replies.length === 0 ? <p className="text-basalt-700">{t("discussion.noReplies")}</p> : null}
          <ol className="grid gap-4" start={paging.first > 1 ? paging.first : undefined}>
            {replies.map((post) => (
              <li key={post.id}>
                <PostCard post={post} focus={focusPost === post.id} done={done} title={discussion.title} />
              </li>
            ))}
          </ol>
          <Pagination page={paging.page} pages={paging.pages} path={loaderData.path} />
        </section>

        <ReplySection
          key={paging.total}
          locked={discussion.locked}
          signedIn={viewer.signedIn}
          signInHref={loaderData.signInPath}
          submission={loaderData.submission}
        />
      </div>
    </main>
  );
}

/** The accepted answer near the top of every page: who wrote it, its first words, and a link to it. */
function AcceptedAnswer({ answer }: { answer: NonNullable<LoaderData["accepted"]> }) {
  const { t } = useTranslation("forum");
  return (
    <div className="grid gap-2 rounded-lg border border-mineral-300 bg-mineral-50 p-4 text-mineral-800">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <CircleCheck aria-hidden className="size-5" />
        <span className="font-semibold">{t("post.accepted")}</span>
        <span className="text-basalt-800">{t("list.by", { name: answer.author ?? t("post.formerMember") })}</span>
      </p>
      {answer.excerpt ? <p className="break-words text-basalt-900">{answer.excerpt}</p> : null}
      <p>
        <Link to={answer.href} className="font-medium underline underline-offset-4">
          {t("post.goToAnswer")}
        </Link>
      </p>
    </div>
  );
}

function DoneMessage({ done }: { done: DoneKey | "moderated" }) {
  const { t } = useTranslation("forum");
  if (done === "moderated") return null;
  return (
    <p role="status" className="rounded-lg bg-mineral-50 p-3 font-medium text-mineral-800">
      {t(`done.${done}`)}
    </p>
  );
}

function ActionError({ postId }: { postId: string }) {
  const actionData = useActionData<typeof action>();
  const err = useErrorText("forum");
  if (!actionData?.error || actionData.postId !== postId || actionData.section === "edit") return null;
  return <PostFormAlert message={err(actionData.error)} />;
}

function PostCard({
  post,
  focus,
  done,
  title,
}: {
  post: PostView;
  focus: boolean;
  done: DoneKey | "moderated" | null;
  title: string;
}) {
  const { t } = useTranslation("forum");
  const name = post.author ?? t("post.formerMember");
  return (
    <article
      id={post.anchor}
      aria-label={t("list.by", { name })}
      className={cn(
        "scroll-mt-24 rounded-[var(--radius-card)] border bg-white p-5 shadow-[var(--shadow-card)] sm:p-6",
        post.accepted ? "border-2 border-mineral-700" : "border-basalt-200",
        post.state !== "visible" && "bg-steam-100",
      )}
    >
      <header className="flex items-center gap-3">
        <InitialsAvatar initials={post.initials} index={name.length} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-basalt-950">
            {name}
            {post.staff ? <Badge tone="magma">{t("post.staff")}</Badge> : null}
            {post.accepted ? (
              <Badge tone="mineral">
                <CircleCheck aria-hidden />
                {t("post.accepted")}
              </Badge>
            ) : null}
          </p>
          <p className="text-sm text-basalt-700">
            <Link to={post.href} className="underline-offset-4 hover:underline">
              {t("post.posted", { date: post.posted })}
            </Link>
            {post.edited ? <span> · {t("post.edited", { date: post.edited })}</span> : null}
          </p>
        </div>
      </header>

      <div className="mt-4 grid gap-3">
        {focus && done ? <DoneMessage done={done} /> : null}
        <ActionError postId={post.id} />
        {post.state === "deleted" ? (
          <p className="flex items-center gap-2 text-basalt-700 italic">
            <Trash2 aria-hidden className="size-4" />
            <span>
              <strong className="font-semibold not-italic">{t("post.deleted")}</strong> · {t("post.deletedText")}
            </span>
          </p>
        ) : post.state === "hidden" && !post.html ? (
          <p className="flex items-center gap-2 text-basalt-700 italic">
            <EyeOff aria-hidden className="size-4" />
            <span>
              <strong className="font-semibold not-italic">{t("post.hidden")}</strong> · {t("post.hiddenText")}
            </span>
          </p>
        ) : (
          <>
            {post.state === "hidden" ? (
              <p className="flex items-center gap-2 text-sm font-medium text-magma-800">
                <EyeOff aria-hidden className="size-4" />
                {t("post.hiddenForAdmin")}
              </p>
            ) : null}
            {post.source !== null ? (
              <EditForm post={post} title={title} />
            ) : (
              <div className={userContentClass} dangerouslySetInnerHTML={{ __html: post.html }} />
            )}
          </>
        )}
      </div>

      {post.state !== "deleted" ? <PostActions post={post} name={name} /> : null}
    </article>
  );
}

function PostActions({ post, name }: { post: PostView; name: string }) {
  const { t } = useTranslation("forum");
  const { can } = post;
  return (
    <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-basalt-100 pt-3">
      {can.like ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="like" />
          <input type="hidden" name="postId" value={post.id} />
          <input type="hidden" name="like" value={post.liked ? "0" : "1"} />
          <Button
            type="submit"
            variant={post.liked ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={post.liked}
            // The name starts with the text shown (WCAG 2.5.3 Label in Name): "2 likes — Like the post by …".
            aria-label={`${t("post.likes", { count: post.likes, formatted: post.likesText })} — ${
              post.liked ? t("post.unlikeLabel", { name }) : t("post.likeLabel", { name })
            }`}
          >
            <Heart aria-hidden className={cn(post.liked && "fill-magma-700 text-magma-700")} />
            {t("post.likes", { count: post.likes, formatted: post.likesText })}
          </Button>
        </Form>
      ) : post.state === "visible" ? (
        <span className="inline-flex h-9 items-center gap-2 px-3 text-sm font-semibold text-basalt-700">
          <Heart aria-hidden className="size-4" />
          {t("post.likes", { count: post.likes, formatted: post.likesText })}
        </span>
      ) : null}
      {can.accept ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={post.accepted ? "unaccept" : "accept"} />
          <input type="hidden" name="postId" value={post.id} />
          <Button type="submit" variant="ghost" size="sm">
            <CircleCheck aria-hidden />
            {post.accepted ? t("post.unmarkAnswer") : t("post.markAnswer")}
          </Button>
        </Form>
      ) : null}
      {can.edit && post.source === null ? (
        <Button asChild variant="ghost" size="sm">
          <Link to={post.editHref} preventScrollReset>
            <Pencil aria-hidden />
            {t("post.edit")}
          </Link>
        </Button>
      ) : null}
      {can.delete ? (
        <PostActionDisclosure
          icon={<Trash2 aria-hidden className="size-4" />}
          label={t("post.delete")}
          intent="delete"
          postId={post.id}
          formClassName="mt-2 grid gap-2 rounded-lg border border-magma-100 bg-magma-50 p-3"
        >
          <p className="text-sm text-basalt-900">{t("post.deleteConfirm")}</p>
          <Button type="submit" variant="danger" size="sm" className="justify-self-start">
            {t("post.deleteYes")}
          </Button>
        </PostActionDisclosure>
      ) : null}
      {can.flag ? (
        post.flagged ? (
          <span className="inline-flex h-9 items-center gap-2 px-3 text-sm font-medium text-basalt-700">
            <Flag aria-hidden className="size-4" />
            {t("post.flagged")}
          </span>
        ) : (
          <FlagForm post={post} />
        )
      ) : null}
      {can.moderate ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={post.state === "hidden" ? "restore" : "hide"} />
          <input type="hidden" name="postId" value={post.id} />
          <Button type="submit" variant={post.state === "hidden" ? "secondary" : "danger"} size="sm">
            {post.state === "hidden" ? <Undo2 aria-hidden /> : <EyeOff aria-hidden />}
            {post.state === "hidden" ? t("discussion.restore") : t("discussion.hide")}
          </Button>
        </Form>
      ) : null}
      <Link
        to={post.href}
        className="ml-auto inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm text-basalt-700 hover:text-basalt-950"
      >
        <Link2 aria-hidden className="size-4" />
        <span className="sr-only">{t("post.permalink")}</span>
      </Link>
    </div>
  );
}

function FlagForm({ post }: { post: PostView }) {
  const { t } = useTranslation("forum");
  const err = useErrorText("forum");
  const actionData = useActionData<typeof action>();
  const mine = actionData?.section === "flag" && actionData.postId === post.id;
  const errors = mine ? (actionData.errors ?? {}) : {};
  return (
    <PostActionDisclosure
      icon={<Flag aria-hidden className="size-4" />}
      label={t("post.flag")}
      intent="flag"
      postId={post.id}
      open={mine}
      formClassName="mt-2 grid gap-3 rounded-lg border border-basalt-200 bg-steam-50 p-3"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-basalt-900">{t("post.flagLegend")}</legend>
        {flagReasons.map((reason) => (
          <label key={reason} className="flex items-center gap-2 text-sm text-basalt-900">
            <input type="radio" name="reason" value={reason} required className="size-4 accent-mineral-700" />
            {t(`post.flagReasons.${reason}`)}
          </label>
        ))}
        <FieldError message={err(errors.reason)} />
      </fieldset>
      <Field
        label={t("post.flagNote")}
        error={err(errors.note)}
        inputProps={{ name: "note", maxLength: 500, id: `flag-note-${post.id}` }}
      />
      <Button type="submit" variant="secondary" size="sm" className="justify-self-start">
        {t("post.flagSubmit")}
      </Button>
    </PostActionDisclosure>
  );
}

/** A post action that first opens a small form under its button (delete asks to confirm, flag asks why). */
function PostActionDisclosure({
  icon,
  label,
  intent,
  postId,
  open = false,
  formClassName,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  intent: string;
  postId: string;
  open?: boolean;
  formClassName: string;
  children: React.ReactNode;
}) {
  return (
    <details className="group" open={open || undefined}>
      <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-lg px-3 text-sm font-semibold text-basalt-800 hover:bg-steam-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600 [&::-webkit-details-marker]:hidden">
        {icon}
        {label}
      </summary>
      <Form method="post" preventScrollReset className={formClassName}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="postId" value={postId} />
        {children}
      </Form>
    </details>
  );
}

function EditForm({ post, title }: { post: PostView; title: string }) {
  const { t } = useTranslation("forum");
  const err = useErrorText("forum");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const mine = actionData?.section === "edit" && actionData.postId === post.id;
  const errors = mine ? (actionData.errors ?? {}) : {};
  const values = mine ? actionData.values : undefined;
  return (
    <Form method="post" className="grid gap-4" noValidate>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="postId" value={post.id} />
      <PostFormAlert message={mine ? err(actionData.error) : null} />
      {post.opening ? <DiscussionTitleField error={err(errors.title)} defaultValue={values?.title ?? title} /> : null}
      <PostBodyField
        label={t("editor.body")}
        error={err(errors.body)}
        rows={8}
        defaultValue={values?.body ?? post.source ?? ""}
        id={`edit-${post.id}`}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={navigation.state === "submitting"}>
          {t("post.save")}
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={post.href} preventScrollReset>
            {t("post.cancel")}
          </Link>
        </Button>
      </div>
    </Form>
  );
}

function ModeratorTools({ pinned, locked }: { pinned: boolean; locked: boolean }) {
  const { t } = useTranslation("forum");
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <h2 className="text-base font-semibold text-basalt-950">{t("discussion.moderatorTools")}</h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={pinned ? "unpin" : "pin"} />
        <Button type="submit" variant="secondary" size="sm">
          {pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
          {pinned ? t("discussion.unpin") : t("discussion.pin")}
        </Button>
      </Form>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={locked ? "unlock" : "lock"} />
        <Button type="submit" variant="secondary" size="sm">
          {locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
          {locked ? t("discussion.unlock") : t("discussion.lock")}
        </Button>
      </Form>
    </Card>
  );
}

function ReplySection({
  locked,
  signedIn,
  signInHref,
  submission,
}: {
  locked: boolean;
  signedIn: boolean;
  signInHref: string;
  submission: string;
}) {
  const { t } = useTranslation("forum");
  const err = useErrorText("forum");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const mine = actionData?.section === "reply";
  const errors = mine ? (actionData.errors ?? {}) : {};
  return (
    <section id="reply" aria-labelledby="reply-heading" className="scroll-mt-24">
      <Card className="grid gap-4">
        <h2 id="reply-heading" className="text-xl font-semibold text-basalt-950">
          {t("discussion.replyHeading")}
        </h2>
        {locked ? (
          <p className="flex items-center gap-2 text-basalt-800">
            <Lock aria-hidden className="size-4" />
            {t("discussion.lockedText")}
          </p>
        ) : !signedIn ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-basalt-800">{t("discussion.signInText")}</p>
            <Button asChild>
              <Link to={signInHref}>{t("discussion.signInToReply")}</Link>
            </Button>
          </div>
        ) : (
          <Form method="post" className="grid gap-4" noValidate>
            <input type="hidden" name="intent" value="reply" />
            <SubmissionField token={submission} />
            <PostFormAlert message={mine ? err(actionData.error) : null} />
            <PostBodyField
              label={t("discussion.replyLabel")}
              error={err(errors.body)}
              rows={6}
              defaultValue={mine ? (actionData.values?.body ?? "") : ""}
            />
            <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
              <Reply aria-hidden />
              {t("discussion.replySubmit")}
            </Button>
          </Form>
        )}
      </Card>
    </section>
  );
}
