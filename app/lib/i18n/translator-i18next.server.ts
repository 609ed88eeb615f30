import i18next, { type i18n } from "i18next";
import type { CommonMessages } from "~/locales/types";
import type { LanguageCode } from "./languages";
import type { Translator } from "./translator";

/** An i18next instance for one language, holding each namespace it was given once. */
type Shared = { instance: i18n; given: Map<string, object> };

const shared = new Map<LanguageCode, Shared>();

function createInstance(language: LanguageCode): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: ["common"],
    defaultNS: "common",
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes output.
  });
  return instance;
}

function sharedFor(language: LanguageCode): Shared {
  let entry = shared.get(language);
  if (!entry) {
    entry = { instance: createInstance(language), given: new Map() };
    shared.set(language, entry);
  }
  return entry;
}

/**
 * The server's translator: i18next, over the strings the page's loaders send (the browser gets the
 * same strings and renders them with ./translator.ts, which gives the same text: decision 025).
 *
 * One i18next instance per language serves every render (making one per render cost 1–2 ms of each
 * page): a namespace's strings are added to it once — they are the same module objects every time —
 * and a render sees only the namespaces its page added, as the browser does; any other namespace
 * answers as i18next answers a missing one (an instance of its own, with no strings).
 */
export function createI18nextTranslator(language: LanguageCode, common: CommonMessages): Translator {
  const languageShared = sharedFor(language);
  /** This render's namespaces, and the instance that holds their strings. */
  const mine = new Map<string, i18n>();
  let own: i18n | null = null;

  function add(namespace: string, messages: object) {
    const given = languageShared.given.get(namespace);
    if (given === undefined) {
      languageShared.instance.addResourceBundle(language, namespace, messages, true, true);
      languageShared.given.set(namespace, messages);
    }
    if (given === undefined || given === messages) {
      mine.set(namespace, languageShared.instance);
      return;
    }
    // Other strings for a namespace the shared instance already holds (tests do this): this render's own.
    own ??= createInstance(language);
    own.addResourceBundle(language, namespace, messages, true, true);
    mine.set(namespace, own);
  }

  add("common", common);
  return {
    language,
    t: (namespace, key, options) =>
      (mine.get(namespace) ?? missing(language)).t(key, { ...options, ns: namespace } as never),
    hasNamespace: (namespace) => mine.has(namespace),
    addNamespace: add,
  };
}

const missingInstances = new Map<LanguageCode, i18n>();

/** An instance with no strings: how i18next answers a namespace the page did not add. */
function missing(language: LanguageCode): i18n {
  let instance = missingInstances.get(language);
  if (!instance) {
    instance = createInstance(language);
    missingInstances.set(language, instance);
  }
  return instance;
}
