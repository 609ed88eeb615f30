import type { LanguageCode } from "~/lib/i18n/languages";

/**
 * Text of one content item (an event's description, an article's body) in English, with a
 * version per language where it has been translated; missing languages read the English text.
 */
export type LocalText = { en: string } & Partial<Record<Exclude<LanguageCode, "en">, string>>;

/** The text in the visitor's language, or the English text marked `lang: "en"` (for a lang attribute). */
export function localText(text: LocalText, language: LanguageCode): { text: string; lang?: "en" } {
  const own = language === "en" ? undefined : text[language];
  if (own !== undefined && own !== "") return { text: own };
  return language === "en" ? { text: text.en } : { text: text.en, lang: "en" };
}

/** Just the string (for titles, feeds and calendar files). */
export function localString(text: LocalText, language: LanguageCode): string {
  return localText(text, language).text;
}
