import { createContext, useContext, useMemo } from "react";
import type { TFunction } from "i18next";
import type { CommonMessages, Namespace } from "~/locales/types";
import { defaultLanguage, type LanguageCode } from "./languages";
import { createTranslator, type TranslateOptions, type Translator } from "./translator";

/**
 * React's side of the site's translations (decision 025): what react-i18next's `useTranslation`
 * did, over a Translator — i18next on the server, the small ./translator.ts in the browser, so the
 * browser downloads no i18n library. Keys are typed by i18next's types (app/types/i18next.d.ts).
 */
const TranslatorContext = createContext<Translator | null>(null);

type TranslatorFactory = (language: LanguageCode, common: CommonMessages) => Translator;
let factory: TranslatorFactory = createTranslator;

/** entry.server.tsx: pages are rendered on the server with i18next. */
export function setTranslatorFactory(create: TranslatorFactory) {
  factory = create;
}

/** A translator for a page: the server's (i18next) or the browser's. */
export function createPageTranslator(language: LanguageCode, common: CommonMessages): Translator {
  return factory(language, common);
}

export function TranslatorProvider({ translator, children }: { translator: Translator; children: React.ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The page's translator (null only when no root data could load: an error before the loaders). */
export function useTranslator(): Translator | null {
  return useContext(TranslatorContext);
}

/**
 * `t` for one namespace (default `common`), as react-i18next's hook gave it: a missing key comes back
 * as the key; `ready` is false when there is no translator (then every key comes back as itself).
 */
export function useTranslation<N extends Namespace = "common">(
  namespace?: N,
): { t: TFunction<N>; ready: boolean; i18n: { language: LanguageCode } } {
  const translator = useTranslator();
  const ns: string = namespace ?? "common";
  return useMemo(() => {
    // `{ ns: "common" }` picks another namespace for one call, as in i18next.
    const t = (key: string, options?: TranslateOptions) =>
      translator ? translator.t(typeof options?.ns === "string" ? options.ns : ns, key, options) : key;
    return {
      t: t as unknown as TFunction<N>,
      ready: translator !== null,
      i18n: { language: translator?.language ?? defaultLanguage },
    };
  }, [translator, ns]);
}
