import type { LanguageCode } from "~/lib/i18n/languages";
import type { Messages } from "./types";
import en from "./en";
import es from "./es";
import fr from "./fr";
import id from "./id";
import is from "./is";
import ja from "./ja";
import sw from "./sw";
import tl from "./tl";
import tr from "./tr";
import zh from "./zh";
import zu from "./zu";

/**
 * All languages live on the server only; a page receives just its own language
 * through the root loader, so the browser never downloads the other ten.
 */
export const messagesByLanguage: Record<LanguageCode, Messages> = { en, fr, es, id, tl, ja, zh, sw, zu, is, tr };

export function getMessages(language: LanguageCode): Messages {
  return messagesByLanguage[language];
}
