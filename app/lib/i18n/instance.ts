import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { CommonMessages } from "~/locales/types";
import type { LanguageCode } from "./languages";

/**
 * One i18next instance per language, created synchronously from the strings the root loader
 * sent, so server and browser render the same text and the browser holds one language only.
 * Page namespaces are added by usePageMessages.
 */
export function createI18n(language: LanguageCode, common: CommonMessages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ["common"],
    defaultNS: "common",
    resources: { [language]: { common } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes output.
    react: { useSuspense: false },
  });
  return instance;
}
