import { authors, type Article } from "~/content/news";
import type { LanguageCode } from "~/lib/i18n/languages";
import { localText, type LocalText } from "~/lib/format/localized";

type ShownText = ReturnType<typeof localText>;

/** What a list needs of an article, with its words in the visitor's language. */
export type ArticleView = Pick<Article, "slug" | "date" | "tags"> & {
  title: ShownText;
  summary: ShownText;
  author: (typeof authors)[keyof typeof authors];
};

export type ArticleDetailView = ArticleView & { body: ShownText[] };

export function toArticleView(article: Article, language: LanguageCode): ArticleView {
  return {
    slug: article.slug,
    date: article.date,
    tags: article.tags,
    title: localText(article.title, language),
    summary: localText(article.summary, language),
    author: authors[article.author],
  };
}

export function toArticleDetailView(article: Article, language: LanguageCode): ArticleDetailView {
  return { ...toArticleView(article, language), body: article.body.map((p: LocalText) => localText(p, language)) };
}
