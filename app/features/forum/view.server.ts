import type { Namespaces } from "~/locales/types";
import { chapters, findChapter } from "~/content/chapters.server";
import type { Database } from "~/db/client.server";
import { ensureForumCategory } from "~/features/forum/queries.server";
import { isFixedCategory } from "~/features/forum/forum";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";

/** The forum category of each regional chapter ("regional-iceland"…), linked from the chapter pages. */
const CHAPTER_CATEGORY_PREFIX = "regional-";

export async function ensureChapterCategories(db: Database) {
  const text = getNamespace("en", "chapters");
  for (const [index, chapter] of chapters.entries()) {
    await ensureForumCategory(db, {
      slug: `${CHAPTER_CATEGORY_PREFIX}${chapter.slug}`,
      name: text.meta.chapterTitle.replace("{{name}}", text.names[chapter.key]),
      position: 200 + index,
    });
  }
}

type ForumMessages = Namespaces["forum"];

/** A category's name and description in the page's language: the namespace's for fixed ones, else stored. */
export function categoryText(
  messages: ForumMessages,
  category: { slug: string; name: string; description?: string | null },
  language: LanguageCode = "en",
): { name: string; description: string } {
  if (isFixedCategory(category.slug)) return messages.categories[category.slug];
  const chapter = category.slug.startsWith(CHAPTER_CATEGORY_PREFIX)
    ? findChapter(category.slug.slice(CHAPTER_CATEGORY_PREFIX.length))
    : undefined;
  if (chapter) {
    const text = getNamespace(language, "chapters");
    return {
      name: text.meta.chapterTitle.replace("{{name}}", text.names[chapter.key]),
      description: messages.categories.regional.description,
    };
  }
  return { name: category.name, description: category.description ?? "" };
}
