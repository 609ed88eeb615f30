import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  findAcceptedAnswer,
  findDiscussion,
  findOpeningPost,
  listReplyPage,
  postHtml,
} from "~/features/forum/queries.server";
import { discussionWatchOf } from "~/features/notifications/index.server";
import { getUser } from "~/features/auth/index.server";
import type { Viewer } from "~/features/auth";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { excerpt, postAnchor, postHref } from "./forum";
import { closedToReplies, mayModerate, mayRead, postAbilities, postState, type DiscussionFacts } from "./policy";
import { categoryText } from "./view.server";
import { signInPath } from "~/lib/http/paths";

type Context = Readonly<RouterContextProvider>;

const querySchema = z.object({
  // Past the last page is the last page (clamped by the query); anything else unusable is page 1.
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  edit: z.uuid().optional().catch(undefined),
});

/** The discussion of a page's `:id`; an unknown or malformed id is the not-found page. */
export async function loadDiscussion(context: Context, id: string | undefined) {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw data(null, { status: 404, statusText: "Not Found" });
  const discussion = await findDiscussion(getAppContext(context).db, parsed.data);
  if (!discussion) throw data(null, { status: 404, statusText: "Not Found" });
  return discussion;
}

export type Discussion = Awaited<ReturnType<typeof loadDiscussion>>;

/** The discussion as the forum policy sees it. */
export function discussionFacts(discussion: Discussion, opening: { hiddenAt: Date | null } | null): DiscussionFacts {
  return { authorId: discussion.authorId, locked: discussion.locked, underReview: Boolean(opening?.hiddenAt) };
}

function initialsOf(name: string | null): string {
  if (!name) return "–";
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

/** Everything the discussion page shows: the discussion, one page of replies, what the viewer may do. */
export async function discussionPage(request: Request, context: Context, id: string | undefined) {
  const discussion = await loadDiscussion(context, id);
  const { db } = getAppContext(context);
  const user = await getUser(request, context);
  const viewer: Viewer = user ? { id: user.id, role: user.role, duties: user.duties } : null;
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const messages = pageMessages(context, "forum");
  const language = getRequestLanguage(context);
  const formatDate = formatDateFor(context);
  const viewerId = user?.id ?? null;
  const [opening, paged, accepted, watch] = await Promise.all([
    findOpeningPost(db, discussion.id, viewerId),
    listReplyPage(db, discussion.id, viewerId, { page: query.page }),
    discussion.acceptedPostId ? findAcceptedAnswer(db, discussion.id) : null,
    viewerId ? discussionWatchOf(db, viewerId, discussion.id) : null,
  ]);
  const facts = discussionFacts(discussion, opening ?? null);
  const category = categoryText(messages, { slug: discussion.categorySlug, name: discussion.categoryName }, language);
  const page = paged.page;

  const view = (row: NonNullable<typeof opening>) => {
    const state = postState(row);
    const post = { authorId: row.authorId, opening: row.opening, state };
    const can = postAbilities(viewer, facts, post);
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
      html: mayRead(viewer, post) ? postHtml(db, row) : "",
      source: can.edit && query.edit === row.id ? row.body : null,
      likes: row.likes,
      likesText: formatInteger(row.likes, language),
      liked: row.likedByViewer,
      flagged: row.flaggedByViewer,
      accepted: discussion.acceptedPostId === row.id,
      can,
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
        locked: closedToReplies(viewer, facts),
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
      viewer: { signedIn: Boolean(user) },
      // Whether the signed-in reader watches or muted the discussion (their notifications).
      watch: user ? (watch ?? ("none" as const)) : null,
      can: { moderate: mayModerate(viewer) },
      // The reply form's key: only a signed-in reader gets the form (a signed-out reader's page is kept
      // for every signed-out reader alike, decision 026).
      submission: user ? newSubmissionToken() : null,
      signInPath: signInPath(`${path}${page > 1 ? `?page=${page}` : ""}#reply`),
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export type DiscussionPageData = Awaited<ReturnType<typeof discussionPage>>["data"];
export type PostView = DiscussionPageData["replies"][number];
export type AcceptedView = NonNullable<DiscussionPageData["accepted"]>;
