import { Rss } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { z } from "zod";
import type { Route } from "./+types/news";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { ArticleCard, toArticleView } from "~/features/news";
import { Pagination } from "~/components/pagination";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { articlesOnPage, pageCount } from "~/content/news";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

export const headers = sharedPageHeaders;

/** ?page=: a whole number from 1 to the last page; anything else shows the first page. */
const pageSchema = z.coerce.number().int().min(1).catch(1);

export function loader({ request, context }: Route.LoaderArgs) {
  const pages = pageCount();
  const requested = pageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const page = requested <= pages ? requested : 1;
  const language = getRequestLanguage(context);
  return {
    messages: pageMessages(context, "news"),
    page,
    pages,
    articles: articlesOnPage(page).map((article) => toArticleView(article, language)),
  };
}

export default function News({ loaderData }: Route.ComponentProps) {
  usePageMessages("news", loaderData.messages);
  const { t } = useTranslation("news");
  const { page, pages, articles, messages: words } = loaderData;
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <link rel="alternate" type="application/rss+xml" title={t("list.feedTitle")} href="/news/feed.xml" />
      <PageHeader title={t("header.title")} lead={t("header.lead")}>
        <a
          href="/news/feed.xml"
          className="inline-flex items-center gap-2 font-semibold text-steam-100 underline underline-offset-4 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-400"
        >
          <Rss aria-hidden className="size-4" />
          {t("list.feed")}
        </a>
      </PageHeader>

      <section aria-labelledby="articles-heading" className="py-12 sm:py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <h2 id="articles-heading" className="text-3xl font-bold text-basalt-950">
            {t("list.heading")}
          </h2>
          <ol className="mt-8 grid gap-6">
            {articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} words={words} />
              </li>
            ))}
          </ol>
          <Pagination page={page} pages={pages} path="/news" />
        </div>
      </section>
    </main>
  );
}
