import { Tag } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { Route } from "./+types/community.$id";
import { dataPageHeaders } from "~/lib/http/route-headers";
import {
  DiscussionBadges,
  AcceptedAnswer,
  ModeratorTools,
  PostCard,
  ReplySection,
  WatchTools,
  discussionForms,
} from "~/features/forum";
import { FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { requireUser } from "~/features/auth/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import {
  flagPostAs,
  likePost,
  markAnswer,
  moderateDiscussion,
  moderatePost,
  postReply,
  removePost,
  savePost,
  watchDiscussion,
  discussionPage,
  loadDiscussion,
} from "~/features/forum/index.server";
import { usePageMessages } from "~/lib/i18n/page-messages";

/** The loader's Cache-Control: pages that differ per member are never stored by shared caches. */
export const headers = dataPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return discussionPage(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const discussion = await loadDiscussion(context, params.id);
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, discussionForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const ask = { context, request, form, user, discussion };
  const input = parsed.value;
  switch (input.intent) {
    case "reply":
      return postReply(ask, input);
    case "edit":
      return savePost(ask, input);
    case "delete":
      return removePost(ask, input);
    case "like":
      return likePost(ask, input);
    case "accept":
    case "unaccept":
      return markAnswer(ask, input);
    case "flag":
      return flagPostAs(ask, input);
    case "hide":
    case "restore":
      return moderatePost(ask, input);
    case "pin":
    case "unpin":
    case "lock":
    case "unlock":
      return moderateDiscussion(ask, input);
    case "watch":
    case "mute":
    case "unwatch":
      return watchDiscussion(ask, input);
  }
}

export default function Discussion({ loaderData }: Route.ComponentProps) {
  usePageMessages("forum", loaderData.messages);
  const { t } = useTranslation("forum");
  const { discussion, opening, accepted, replies, paging, viewer } = loaderData;
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
        <FormSuccess form="discussion" />
        {loaderData.watch ? <WatchTools watch={loaderData.watch} /> : null}
        {loaderData.can.moderate ? <ModeratorTools pinned={discussion.pinned} locked={discussion.locked} /> : null}
        {opening ? <PostCard post={opening} title={discussion.title} /> : null}
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
          {/* A locked discussion takes no answer: the lock notice below says so, no invitation to answer. */}
          {replies.length === 0 && !discussion.locked ? (
            <p className="text-basalt-700">{t("discussion.noReplies")}</p>
          ) : null}
          <ol className="grid gap-4" start={paging.first > 1 ? paging.first : undefined}>
            {replies.map((post) => (
              <li key={post.id}>
                <PostCard post={post} title={discussion.title} />
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
