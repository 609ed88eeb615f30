import i18next from "i18next";
import type { CommonMessages } from "~/locales/types";
import type { LanguageCode } from "./languages";
import type { Translator } from "./translator";

/**
 * The server's translator: i18next, one instance per page render, created synchronously from the
 * strings the root loader sends (the browser gets the same strings and renders them with
 * ./translator.ts, which gives the same text: decision 025).
 */
export function createI18nextTranslator(language: LanguageCode, common: CommonMessages): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: ["common"],
    defaultNS: "common",
    resources: { [language]: { common } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes output.
  });
  return {
    language,
    t: (namespace, key, options) => instance.t(key, { ...options, ns: namespace } as never),
    hasNamespace: (namespace) => instance.hasResourceBundle(language, namespace),
    addNamespace(namespace, messages) {
      instance.addResourceBundle(language, namespace, messages, true, true);
    },
  };
}
