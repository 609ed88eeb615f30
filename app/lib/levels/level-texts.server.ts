import type { RouterContextProvider } from "react-router";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { LevelTexts } from "~/lib/levels/level-texts";

/**
 * The levels' texts in the request's language, for pages other than home: sent as loader data,
 * so those pages use the home page's wording without downloading its whole namespace.
 */
export function levelTexts(context: Readonly<RouterContextProvider>): LevelTexts {
  return pageMessages(context, "home").careers.levels;
}
