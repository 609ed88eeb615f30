import type { CommonMessages } from "~/locales/types";
import type { LanguageCode } from "./languages";

/** Options of a translation call: interpolation values, `count` (plurals), `defaultValue`, `returnObjects`. */
export type TranslateOptions = Record<string, unknown>;

/**
 * The page's interface text in one language: `common` from the root loader, page namespaces added
 * by usePageMessages. Rendering uses `t` through the hook in ./react.tsx.
 */
export type Translator = {
  language: LanguageCode;
  t(namespace: string, key: string, options?: TranslateOptions): unknown;
  hasNamespace(namespace: string): boolean;
  addNamespace(namespace: string, messages: object): void;
};

type Bundle = Record<string, unknown>;

function lookup(bundle: unknown, key: string): unknown {
  let value = bundle;
  for (const part of key.split(".")) {
    if (!value || typeof value !== "object" || !Object.prototype.hasOwnProperty.call(value, part)) return undefined;
    value = (value as Bundle)[part];
  }
  return value;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{name}}` (also `{{- name}}`, `{{a.b}}`) replaced by its value; an absent one is kept, as i18next keeps it. */
function interpolate(text: string, values: TranslateOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim().replace(/^-\s*/, "");
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : lookup(values, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? "" : whole;
    return value === null ? "" : String(value);
  });
}

function interpolateAll(value: unknown, values: TranslateOptions): unknown {
  if (typeof value === "string") return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, values));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, values)]));
  }
  return value;
}

/**
 * The browser's translator (decision 025): the subset of i18next the site's strings use — nested
 * keys, `{{value}}` interpolation without escaping (React escapes), plurals by `count` with
 * Intl.PluralRules (`_zero` for 0 when present, then `_one`, `_other`…, then the bare key),
 * `defaultValue`, `returnObjects`, and the key itself for a missing string. The server renders with
 * i18next (./translator-i18next.server.ts); translator.test.ts shows both give the same text for
 * every key of every language, so hydration finds the same words.
 */
export function createTranslator(language: LanguageCode, common: CommonMessages): Translator {
  const bundles: Record<string, Bundle> = { common: common as unknown as Bundle };
  let plurals: Intl.PluralRules | undefined;
  return {
    language,
    hasNamespace: (namespace) => Object.prototype.hasOwnProperty.call(bundles, namespace),
    addNamespace(namespace, messages) {
      bundles[namespace] = messages as Bundle;
    },
    t(namespace, key, options = {}) {
      const bundle = bundles[namespace];
      let found: unknown;
      const count = options.count;
      if (typeof count === "number") {
        if (count === 0) found = lookup(bundle, `${key}_zero`);
        if (found === undefined)
          found = lookup(bundle, `${key}_${(plurals ??= new Intl.PluralRules(language)).select(count)}`);
      }
      if (found === undefined || found === null) found = lookup(bundle, key);
      if (found === undefined || found === null) found = options.defaultValue ?? key;
      if (typeof found === "string") return interpolate(found, options);
      if (typeof found !== "object") return found;
      if (options.returnObjects) return interpolateAll(found, options);
      return `key '${key} (${language})' returned an object instead of string.`;
    },
  };
}
