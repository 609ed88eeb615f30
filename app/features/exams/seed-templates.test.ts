import { describe, expect, it } from "vitest";
import { parseExamItem } from "./items/model";
import { demoBankRows } from "./seed.server";

describe("the demo bank's generated items", () => {
  it("each passes the item model: four distinct options in every language, one key, reviewer not the author", () => {
    const { items, translations } = demoBankRows("author-1", "reviewer-1", new Date("2026-06-01T09:00:00Z"));
    const byItem = new Map<string, typeof translations>();
    for (const t of translations) byItem.set(t.itemId, [...(byItem.get(t.itemId) ?? []), t]);
    const problems: string[] = [];
    for (const item of items) {
      const texts = byItem.get(item.id) ?? [];
      const parsed = parseExamItem({
        id: item.id,
        domain: item.domain,
        level: item.level,
        type: item.type,
        caseId: item.caseId ?? undefined,
        status: item.status,
        authorId: item.authorId,
        reviewerId: item.reviewerId ?? undefined,
        key: item.key,
        translations: Object.fromEntries(
          texts.map((t) => [t.language, { stem: t.stem, options: t.options, rationale: t.rationale, reviewed: true }]),
        ),
      });
      if (!parsed.ok) problems.push(`${item.id}: ${JSON.stringify(parsed.problems)}`);
      for (const t of texts)
        if (new Set(t.options.map((o) => o.text)).size !== 4) problems.push(`${item.id} ${t.language}: options repeat`);
    }
    expect(problems).toEqual([]);
    expect(new Set(translations.map((t) => t.language))).toEqual(new Set(["en", "es", "fr"]));
  });
});
