import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDate, type DateWords } from "~/lib/format/dates";
import type { ArticleView } from "~/features/news/news-view";

/** One article in a list: date, title (the link), summary, author and topics. */
export function ArticleCard({
  article,
  words,
  headingLevel = 3,
}: {
  article: ArticleView;
  words: DateWords;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("news");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6 shadow-[var(--shadow-card)] focus-within:ring-2 focus-within:ring-magma-600 focus-within:ring-offset-2">
      <p className="text-sm text-basalt-600">
        <time dateTime={article.date}>{formatDate(article.date, words)}</time>
      </p>
      <Heading className="mt-2 text-xl leading-snug font-semibold text-basalt-950">
        <Link
          to={`/news/${article.slug}`}
          lang={article.title.lang}
          className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
        >
          {article.title.text}
        </Link>
      </Heading>
      <p lang={article.summary.lang} className="mt-3 text-basalt-700">
        {article.summary.text}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4">
        <p className="text-sm text-basalt-700">{t("list.by", { author: article.author.name })}</p>
        <ul className="flex flex-wrap gap-1.5">
          {article.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="mineral">{t(`tags.${tag}`)}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
