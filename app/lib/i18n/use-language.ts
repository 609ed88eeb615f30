import { useTranslator } from "./react";
import { defaultLanguage, type LanguageCode } from "./languages";

/** The language the page is rendered in. */
export function useLanguage(): LanguageCode {
  return useTranslator()?.language ?? defaultLanguage;
}
