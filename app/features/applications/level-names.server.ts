import type { CareerLevelKey } from "~/content/home";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";

/** The levels' names in a language: the home page's (one source for every page and mail that names a level). */
export function levelNamesIn(language: LanguageCode): Record<CareerLevelKey, string> {
  const levels = getNamespace(language, "home").careers.levels;
  return Object.fromEntries(Object.entries(levels).map(([key, level]) => [key, level.level])) as Record<
    CareerLevelKey,
    string
  >;
}
