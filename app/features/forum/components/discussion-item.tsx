import { Heart, MessageSquare, Tag } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { DiscussionBadges } from "~/features/forum/components/discussion-badges";
import type { SortOrder } from "~/features/forum/forum";
import { cn } from "~/lib/util/cn";

export type Filters = { q: string; category: string; tag: string; sort: SortOrder };

/** The list's address with some filters changed (page 1 again). */
export function listHref(filters: Filters, change: Partial<Filters>): string {
  const next = { ...filters, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.category) params.set("category", next.category);
  if (next.tag) params.set("tag", next.tag);
  if (next.sort !== "latest") params.set("sort", next.sort);
  const search = params.toString();
  return search ? `/community?${search}` : "/community";
}

export const chipClass =
  "inline-flex items-center gap-1 rounded-full border border-basalt-300 bg-white px-2.5 py-0.5 text-xs font-medium text-basalt-800 hover:border-mineral-700 hover:text-mineral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600";

type DiscussionSummary = {
  id: string;
  title: string;
  category: { slug: string; name: string };
  author: string | null;
  lastActivity: string;
  pinned: boolean;
  locked: boolean;
  answered: boolean;
  replies: number;
  repliesText: string;
  likes: number;
  likesText: string;
  tags: string[];
};

/** One discussion of the forum's list: its badges, category, title, activity and tags. */
export function DiscussionItem({ discussion, filters }: { discussion: DiscussionSummary; filters: Filters }) {
  const { t } = useTranslation("forum");
  return (
    <li
      className={cn(
        "rounded-[var(--radius-card)] border border-basalt-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-5",
        discussion.pinned && "border-l-4 border-l-sulphur-500",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <DiscussionBadges pinned={discussion.pinned} locked={discussion.locked} answered={discussion.answered} />
        <Link
          to={listHref(filters, { category: discussion.category.slug })}
          className="text-xs font-semibold text-mineral-800 underline-offset-4 hover:underline"
        >
          {discussion.category.name}
        </Link>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-basalt-950">
        <Link to={`/community/${discussion.id}`} className="underline-offset-4 hover:text-mineral-800 hover:underline">
          {discussion.title}
        </Link>
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-basalt-700">
        <span>{t("list.by", { name: discussion.author ?? t("post.formerMember") })}</span>
        <span>{t("list.lastActivity", { date: discussion.lastActivity })}</span>
        <span className="inline-flex items-center gap-1">
          <MessageSquare aria-hidden className="size-4" />
          {t("list.replies", { count: discussion.replies, formatted: discussion.repliesText })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden className="size-4" />
          {t("list.likes", { count: discussion.likes, formatted: discussion.likesText })}
        </span>
      </div>
      {discussion.tags.length > 0 ? (
        <ul aria-label={t("list.tags")} className="mt-3 flex flex-wrap gap-2">
          {discussion.tags.map((tag) => (
            <li key={tag}>
              <Link to={listHref(filters, { tag })} className={chipClass}>
                <Tag aria-hidden className="size-3" />
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
