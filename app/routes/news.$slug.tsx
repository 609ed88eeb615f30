import { RelatedItems } from "~/components/related-items";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Link } from "react-router";
import type { Route } from "./+types/news.$slug";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { ArticleCard, toArticleDetailView, toArticleView } from "~/features/news";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { findArticle, relatedArticles } from "~/content/news";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formatDate } from "~/lib/format/dates";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

export const headers = sharedPageHeaders;

export function loader({ params, context }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const language = getRequestLanguage(context);
  const messages = pageMessages(context, "news");
  const view = toArticleDetailView(article, language);
  const siteUrl = getAppContext(context).config.siteUrl;
  return {
    messages,
    article: view,
    related: relatedArticles(article).map((other) => toArticleView(other, language)),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: view.title.text,
      description: view.summary.text,
      datePublished: article.date,
      dateModified: article.date,
      inLanguage: view.title.lang ?? language,
      keywords: article.tags.map((tag) => messages.tags[tag]).join(", "),
      author: { "@type": "Person", name: view.author.name, jobTitle: messages.roles[view.author.role] },
      publisher: { "@type": "Organization", name: "GeoCert", url: siteUrl },
      mainEntityOfPage: `${siteUrl}/news/${article.slug}`,
      url: `${siteUrl}/news/${article.slug}`,
    },
  };
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  usePageMessages("news", loaderData.messages);
  const { t } = useTranslation("news");
  const { article, related, messages: words } = loaderData;
  return (
    <main id="main">
      <PageMeta title={`${article.title.text} — GeoCert`} description={article.summary.text} />
      <JsonLd data={loaderData.jsonLd} />
      <PageHeader
        title={article.title.text}
        lead={article.summary.text}
        eyebrow={formatDate(article.date, words)}
        trail={[[t("header.title"), "/news"]]}
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-12 lg:px-8">
        <article className="lg:col-span-8" aria-labelledby="article-body-heading">
          <h2 id="article-body-heading" className="sr-only">
            {article.title.text}
          </h2>
          <div className="grid max-w-[70ch] gap-5 text-lg leading-relaxed text-basalt-800">
            {article.body.map((paragraph, index) => (
              <p key={index} lang={paragraph.lang}>
                {paragraph.text}
              </p>
            ))}
          </div>
          <Link
            to="/news"
            className="mt-10 inline-flex items-center gap-1.5 font-semibold text-mineral-800 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("article.allNews")}
          </Link>
        </article>

        <aside aria-labelledby="article-details-heading" className="lg:col-span-4">
          <div className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6 shadow-[var(--shadow-card)]">
            <h2 id="article-details-heading" className="text-lg font-semibold text-basalt-950">
              {t("article.details")}
            </h2>
            <dl className="mt-4 grid gap-4">
              <div>
                <dt className="text-sm font-medium text-basalt-600">{t("article.author")}</dt>
                <dd className="mt-1 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-mineral-700 font-semibold text-white"
                  >
                    {article.author.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-basalt-950">{article.author.name}</span>
                    <span className="block text-sm text-basalt-700">{t(`roles.${article.author.role}`)}</span>
                  </span>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-basalt-600">{t("article.published")}</dt>
                <dd className="mt-0.5 text-basalt-900">
                  <time dateTime={article.date}>{formatDate(article.date, words)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-basalt-600">{t("article.tags")}</dt>
                <dd className="mt-1">
                  <ul className="flex flex-wrap gap-1.5">
                    {article.tags.map((tag) => (
                      <li key={tag}>
                        <Badge tone="mineral">{t(`tags.${tag}`)}</Badge>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </div>
        </aside>
      </div>

      {related.length > 0 ? (
        <RelatedItems id="related-heading" heading={t("article.related")}>
          {related.map((other) => (
            <li key={other.slug}>
              <ArticleCard article={other} words={words} />
            </li>
          ))}
        </RelatedItems>
      ) : null}
    </main>
  );
}
