import { describe, expect, it } from "vitest";
import { articles, articlesOnPage, findArticle, NEWS_PAGE_SIZE, pageCount, relatedArticles } from "./news";

describe("news", () => {
  it("has about twelve articles, newest first, with unique slugs", () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    const dates = articles.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("pages five at a time", () => {
    expect(NEWS_PAGE_SIZE).toBe(5);
    expect(pageCount()).toBe(Math.ceil(articles.length / 5));
    const all = Array.from({ length: pageCount() }, (_, i) => articlesOnPage(i + 1)).flat();
    expect(all).toEqual(articles);
    expect(articlesOnPage(pageCount() + 1)).toEqual([]);
  });

  it("relates articles by shared topics, never the article itself", () => {
    const article = findArticle("workforce-survey-2026-results")!;
    const related = relatedArticles(article);
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.slug)).not.toContain(article.slug);
    expect(related[0]!.tags).toContain("research");
  });
});
