import { Plus, Search, Tag, X } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
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
import { communityPage, watchCategory } from "~/features/forum/index.server";
import { CategoryWatch, CommunitySidebar, DiscussionItem, listHref, sortOrders } from "~/features/forum";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { cn } from "~/lib/util/cn";

/** The loader's Cache-Control: pages that differ per member are never stored by shared caches. */
export const headers = dataPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return communityPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return watchCategory(request, context);
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
        <CommunitySidebar filters={filters} categories={loaderData.categories} tags={loaderData.tags} />

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
