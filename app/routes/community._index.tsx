import { Plus, Search, Tag, X } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/community._index";
import { dataPageHeaders } from "~/lib/http/route-headers";
import { PageHeader } from "~/components/page-header";
import { SegmentedLinks } from "~/components/ui/segmented-links";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClass } from "~/components/ui/field";
import { listDiscussions, listForumCategories, popularTags, categoryText } from "~/features/forum/index.server";
import { signInPath } from "~/lib/http/paths";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { setCategoryWatch, watchesCategory } from "~/features/notifications/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import {
  categoryWatchForms,
  CategoryWatch,
  DISCUSSIONS_PAGE_SIZE,
  listQuerySchema,
  sortOrders,
  chipClass,
  DiscussionItem,
  listHref,
} from "~/features/forum";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { cn } from "~/lib/util/cn";

/** The loader's Cache-Control: pages that differ per member are never stored by shared caches. */
export const headers = dataPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const url = new URL(request.url);
  const query = listQuerySchema.parse(Object.fromEntries(url.searchParams));
  const messages = pageMessages(context, "forum");
  const language = getRequestLanguage(context);
  const formatDate = formatDateFor(context);
  const [user, categories, tags] = await Promise.all([
    getUser(request, context),
    listForumCategories(db),
    popularTags(db),
  ]);
  const category = query.category ? categories.find((c) => c.slug === query.category) : undefined;
  const { rows, total } = await listDiscussions(db, {
    query: query.q || undefined,
    categoryId: category?.id,
    tag: query.tag || undefined,
    sort: query.sort,
    page: query.page,
  });
  const pages = Math.max(1, Math.ceil(total / DISCUSSIONS_PAGE_SIZE));
  // A signed-in member watches the category shown (the signed-out page is the same for everyone).
  const categoryWatch =
    user && category ? { id: category.id, watching: await watchesCategory(db, user.id, category.id) } : null;
  const newPath = category ? `/community/new?category=${category.slug}` : "/community/new";
  const labelOf = (slug: string, name: string) => categoryText(messages, { slug, name }, language).name;
  return data(
    {
      messages,
      signedIn: Boolean(user),
      categoryWatch,
      startPath: user ? newPath : signInPath(newPath),
      filters: {
        q: query.q,
        category: category?.slug ?? "",
        tag: query.tag ?? "",
        sort: query.sort,
      },
      categoryName: category ? labelOf(category.slug, category.name) : null,
      page: Math.min(query.page, pages),
      pages,
      total,
      totalText: formatInteger(total, language),
      categories: categories.map((c) => ({
        slug: c.slug,
        ...categoryText(messages, c, language),
        count: c.discussions,
        countText: formatInteger(c.discussions, language),
      })),
      tags: tags.map((t) => t.tag),
      discussions: rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: { slug: row.categorySlug, name: labelOf(row.categorySlug, row.categoryName) },
        author: row.authorName,
        lastActivity: formatDate(row.lastPostAt),
        pinned: row.pinned,
        locked: row.locked,
        answered: row.answered,
        replies: row.replies,
        repliesText: formatInteger(row.replies, language),
        likes: row.likes,
        likesText: formatInteger(row.likes, language),
        tags: row.tags,
      })),
    },
    // Personal (the start button), so never stored by shared caches.
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const parsed = parseForm(await request.formData(), categoryWatchForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const { db } = getAppContext(context);
  const categories = await listForumCategories(db);
  const category = categories.find((c) => c.id === parsed.value.categoryId);
  if (!category) throw data(null, { status: 404 });
  const watch = parsed.value.intent === "watchCategory";
  await setCategoryWatch(db, user.id, category.id, watch);
  throw redirectWithFlash(context, `/community?category=${category.slug}`, {
    ns: "forum",
    key: watch ? "done.categoryWatching" : "done.categoryUnwatched",
    form: "category-watch",
  });
}

export default function Community({ loaderData }: Route.ComponentProps) {
  usePageMessages("forum", loaderData.messages);
  const { t } = useTranslation("forum");
  const { filters, discussions } = loaderData;
  const filtered = Boolean(filters.q || filters.category || filters.tag);
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("header.title")} lead={t("header.lead")}>
        <Button asChild variant="inverse">
          <Link to={loaderData.startPath}>
            <Plus aria-hidden />
            {loaderData.signedIn ? t("list.start") : t("list.signInToStart")}
          </Link>
        </Button>
      </PageHeader>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <aside className="grid min-w-0 grid-cols-1 content-start gap-8">
          <nav aria-labelledby="categories-heading">
            <h2 id="categories-heading" className="text-lg font-semibold text-basalt-950">
              {t("categories.heading")}
            </h2>
            {/* A row that scrolls sideways on small screens, a column beside the list on wide ones. */}
            <ul className="mt-3 flex gap-1 overflow-x-auto pb-1 lg:grid lg:overflow-visible lg:pb-0">
              <li className="shrink-0">
                <Link
                  to={listHref(filters, { category: "" })}
                  aria-current={filters.category === "" ? "page" : undefined}
                  className={categoryLinkClass(filters.category === "")}
                >
                  {t("categories.all")}
                </Link>
              </li>
              {loaderData.categories.map((category) => (
                <li key={category.slug} className="shrink-0">
                  <Link
                    to={listHref(filters, { category: category.slug })}
                    aria-current={filters.category === category.slug ? "page" : undefined}
                    className={categoryLinkClass(filters.category === category.slug)}
                  >
                    <span className="block">{category.name}</span>
                    <span className="block text-xs font-normal opacity-90">
                      {t("categories.count", { count: category.count, formatted: category.countText })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {loaderData.tags.length > 0 ? (
            // Each discussion shows its own tags; the popular ones only where there is room.
            <nav aria-labelledby="tags-heading" className="hidden lg:block">
              <h2 id="tags-heading" className="text-lg font-semibold text-basalt-950">
                {t("list.tagsHeading")}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {loaderData.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={listHref(filters, { tag })}
                      aria-current={filters.tag === tag ? "page" : undefined}
                      className={cn(chipClass, filters.tag === tag && "border-mineral-700 bg-mineral-50")}
                    >
                      <Tag aria-hidden className="size-3" />
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>

        <section aria-labelledby="discussions-heading" className="min-w-0">
          <h2 id="discussions-heading" className="text-2xl font-semibold text-basalt-950">
            {loaderData.categoryName ?? t("list.heading")}
          </h2>
          {loaderData.categoryWatch && loaderData.categoryName ? (
            <CategoryWatch
              categoryId={loaderData.categoryWatch.id}
              watching={loaderData.categoryWatch.watching}
              name={loaderData.categoryName}
            />
          ) : null}
          <Form method="get" action="/community" role="search" className="mt-4 flex flex-wrap items-end gap-2">
            {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
            {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
            {filters.sort !== "latest" ? <input type="hidden" name="sort" value={filters.sort} /> : null}
            <div className="grid min-w-0 flex-1 gap-1">
              <label htmlFor="forum-search" className="text-sm font-medium text-basalt-900">
                {t("list.searchLabel")}
              </label>
              <input
                id="forum-search"
                name="q"
                type="search"
                maxLength={100}
                defaultValue={filters.q}
                placeholder={t("list.searchPlaceholder")}
                className={cn(inputClass, "min-w-48")}
              />
            </div>
            <Button type="submit" variant="secondary">
              <Search aria-hidden />
              {t("list.search")}
            </Button>
          </Form>

          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <SegmentedLinks
              label={t("list.sortLabel")}
              items={sortOrders.map((sort) => ({
                key: sort,
                to: listHref(filters, { sort }),
                label: t(`list.sort.${sort}`),
                current: filters.sort === sort,
              }))}
            />
            <div className="flex flex-wrap items-center gap-3 text-sm text-basalt-700">
              <p role="status">{t("list.results", { count: loaderData.total, formatted: loaderData.totalText })}</p>
              {filters.tag ? (
                <Badge tone="mineral">
                  <Tag aria-hidden />
                  {t("list.tagFilter", { tag: filters.tag })}
                </Badge>
              ) : null}
              {filtered ? (
                <Link to="/community" className="inline-flex items-center gap-1 font-medium text-mineral-800 underline">
                  <X aria-hidden className="size-4" />
                  {t("list.clearFilters")}
                </Link>
              ) : null}
            </div>
          </div>

          {discussions.length === 0 ? (
            <div className="mt-6">
              <EmptyState
                message={t("list.empty")}
                action={
                  <Button asChild variant="secondary" size="sm">
                    <Link to={loaderData.startPath}>
                      {loaderData.signedIn ? t("list.start") : t("list.signInToStart")}
                    </Link>
                  </Button>
                }
              />
            </div>
          ) : (
            <ul className="mt-6 grid gap-3">
              {discussions.map((discussion) => (
                <DiscussionItem key={discussion.id} discussion={discussion} filters={filters} />
              ))}
            </ul>
          )}
          <Pagination
            page={loaderData.page}
            pages={loaderData.pages}
            path="/community"
            params={{
              q: filters.q,
              category: filters.category,
              tag: filters.tag,
              sort: filters.sort === "latest" ? undefined : filters.sort,
            }}
          />
        </section>
      </div>
    </main>
  );
}

function categoryLinkClass(active: boolean) {
  return cn(
    "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap lg:whitespace-normal",
    active ? "bg-basalt-950 text-white" : "text-basalt-800 hover:bg-steam-200 hover:text-basalt-950",
  );
}
