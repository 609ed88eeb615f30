import type { Namespaces } from "~/locales/types";
import { isFixedCategory } from "~/lib/forum";

type ForumMessages = Namespaces["forum"];

/** A category's name and description in the page's language: the namespace's for fixed ones, else stored. */
export function categoryText(
  messages: ForumMessages,
  category: { slug: string; name: string; description?: string | null },
): { name: string; description: string } {
  if (isFixedCategory(category.slug)) return messages.categories[category.slug];
  return { name: category.name, description: category.description ?? "" };
}

/** Where to send a signed-out visitor so they come back to `path` after signing in. */
export function signInPath(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
