import type { RouterContextProvider } from "react-router";
import type { LanguageCode } from "~/lib/i18n/languages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getNamespace } from "~/locales/index.server";
import type { LevelTexts } from "~/lib/levels/level-texts";

/**
 * The levels' texts in the request's language, for pages other than home: sent as loader data,
 * so those pages use the home page's wording without downloading its whole namespace.
 */
export function levelTexts(context: Readonly<RouterContextProvider>): LevelTexts {
  return pageMessages(context, "home").careers.levels;
}

/** The levels' texts in a language, for mail, PDFs and documents made outside a request's page. */
export function levelTextsIn(language: LanguageCode): LevelTexts {
  return getNamespace(language, "home").careers.levels;
}
