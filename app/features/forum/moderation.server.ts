import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  findPost,
  hidePost,
  listDiscussions,
  listModerationQueue,
  MODERATION_PAGE_SIZE,
  restorePost,
  setDiscussionState,
} from "~/features/forum/queries.server";
import { ensure, type Viewer } from "~/features/auth";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import type { moderationForms } from "./forms";
import { excerpt, flagReasons, pageOfPosition, postHref } from "./forum";
import { mayModerate } from "./policy";

// /admin/moderation: the review queue of flagged and hidden posts, and the discussions to pin or lock.

type Context = Readonly<RouterContextProvider>;
type Input = z.output<typeof moderationForms>;

const DISCUSSIONS_SHOWN = 10;

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  q: z.string().trim().max(100).catch(""),
  dpage: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function moderationPage(request: Request, context: Context) {
  const { db } = getAppContext(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const language = getRequestLanguage(context);
  const formatDate = formatDateFor(context);
  const [queue, discussions] = await Promise.all([
    listModerationQueue(db, { page: query.page }),
    listDiscussions(db, {
      query: query.q || undefined,
      sort: "latest",
      page: query.dpage,
      pageSize: DISCUSSIONS_SHOWN,
      includeHidden: true,
    }),
  ]);
  return data(
    {
      messages: pageMessages(context, "forum"),
      q: query.q,
      page: query.page,
      pages: Math.max(1, Math.ceil(queue.total / MODERATION_PAGE_SIZE)),
      dpage: query.dpage,
      dpages: Math.max(1, Math.ceil(discussions.total / DISCUSSIONS_SHOWN)),
      queue: queue.rows.map((row) => ({
        id: row.id,
        discussionId: row.discussionId,
        // The discussion's page that holds the post, at the post.
        href: postHref(row.discussionId, { id: row.id, opening: row.opening, page: pageOfPosition(row.position) }),
        discussionTitle: row.discussionTitle,
        opening: row.opening,
        excerpt: excerpt(row.body),
        author: row.authorName,
        posted: formatDate(row.createdAt),
        status: (row.hiddenAt ? (row.hiddenBy === "admin" ? "hiddenByAdmin" : "hiddenByFlags") : "visible") as
          "hiddenByAdmin" | "hiddenByFlags" | "visible",
        flags: row.openFlags,
        flagsText: formatInteger(row.openFlags, language),
        reasons: flagReasons
          .filter((reason) => row.reasons[reason])
          .map((reason) => ({ reason, count: formatInteger(row.reasons[reason] ?? 0, language) })),
      })),
      discussions: discussions.rows.map((row) => ({
        id: row.id,
        title: row.title,
        author: row.authorName,
        lastActivity: formatDate(row.lastPostAt),
        pinned: row.pinned,
        locked: row.locked,
        hidden: row.hidden,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export type ModerationPageData = Awaited<ReturnType<typeof moderationPage>>["data"];

/** Back to the page the button was on (its queue page, its search), saying what was done above the queue. */
function backWithFlash(context: Context, request: Request, key: string) {
  const url = new URL(request.url);
  return redirectWithFlash(context, `${url.pathname}${url.search}`, {
    ns: "forum",
    key: `moderation.done.${key}`,
    form: "moderation",
  });
}

/** Hides a post, or restores it (and clears its flags): "Keep visible" is a restore too. */
export async function reviewPost(
  request: Request,
  context: Context,
  viewer: Viewer,
  input: Extract<Input, { postId: string }>,
) {
  ensure(mayModerate(viewer));
  const { db } = getAppContext(context);
  if (!(await findPost(db, input.postId))) throw data(null, { status: 404 });
  if (input.intent === "hide") await hidePost(db, input.postId);
  else await restorePost(db, input.postId);
  throw backWithFlash(context, request, input.intent === "hide" ? "hidden" : "restored");
}

const discussionDone = { pin: "pinned", unpin: "unpinned", lock: "locked", unlock: "unlocked" } as const;

/** Pins or locks a discussion (or undoes it). */
export async function setDiscussion(
  request: Request,
  context: Context,
  viewer: Viewer,
  input: Extract<Input, { discussionId: string }>,
) {
  ensure(mayModerate(viewer));
  const { intent } = input;
  const state = intent === "pin" || intent === "unpin" ? { pinned: intent === "pin" } : { locked: intent === "lock" };
  if (!(await setDiscussionState(getAppContext(context).db, input.discussionId, state))) {
    throw data(null, { status: 404 });
  }
  throw backWithFlash(context, request, discussionDone[intent]);
}
