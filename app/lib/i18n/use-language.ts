import { useTranslation } from "react-i18next";
import { defaultLanguage, isLanguageCode, type LanguageCode } from "./languages";

/** The language the page is rendered in. */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : defaultLanguage;
}
