import { defaultLanguage, languageCodes, type LanguageCode } from "~/lib/i18n/languages";
import type { Namespace, Namespaces } from "./types";

// All languages live on the server only (./<language>/<namespace>.ts); a page receives just its
// own language and namespaces through its loaders, so the browser never downloads the rest.
// Where a language leaves a page string out, the English one is used.

/** `fallback` with every string that `own` has put in its place (arrays are replaced whole). */
function overlay(fallback: unknown, own: unknown): unknown {
  if (own === undefined) return fallback;
  if (typeof fallback !== "object" || fallback === null || Array.isArray(fallback)) return own;
  const result: Record<string, unknown> = { ...(fallback as Record<string, unknown>) };
  for (const [key, value] of Object.entries(own as Record<string, unknown>)) {
    result[key] = overlay((fallback as Record<string, unknown>)[key], value);
  }
  return result;
}

/**
 * The texts, gathered on first use. Vite turns the glob into static imports (every language is in the server
 * bundle); the gathering waits for a text to be asked for, so a module that only passes through here (the admin
 * command line under tsx, without Vite) loads without it.
 */
function gather(): Record<LanguageCode, Namespaces> {
  const files = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.ts", { eager: true });
  const byLanguage = {} as Record<LanguageCode, Partial<Record<Namespace, Record<string, unknown>>>>;
  for (const [file, module] of Object.entries(files)) {
    const [, language, namespace] = /^\.\/([a-z]+)\/([A-Za-z]+)\.ts$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    (byLanguage[language as LanguageCode] ??= {})[namespace as Namespace] = module.default;
  }
  const catalog = {} as Record<LanguageCode, Namespaces>;
  const english = byLanguage[defaultLanguage];
  for (const language of languageCodes) {
    const own = byLanguage[language] ?? {};
    if (!own.common || !own.home) throw new Error(`Missing interface text for ${language}`);
    catalog[language] = Object.fromEntries(
      Object.keys(english).map((namespace) => [
        namespace,
        language === defaultLanguage
          ? english[namespace as Namespace]
          : overlay(english[namespace as Namespace], own[namespace as Namespace]),
      ]),
    ) as Namespaces;
  }
  return catalog;
}

let catalog: Record<LanguageCode, Namespaces> | undefined;

export function getNamespace<N extends Namespace>(language: LanguageCode, namespace: N): Namespaces[N] {
  return (catalog ??= gather())[language][namespace];
}
