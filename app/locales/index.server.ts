import { languageCodes, type LanguageCode } from "~/lib/i18n/languages";
import type { Namespace, Namespaces } from "./types";

/**
 * All languages live on the server only (./<language>/<namespace>.ts); a page receives just its
 * own language and namespaces through its loaders, so the browser never downloads the rest.
 */
const files = import.meta.glob<{ default: Namespaces[Namespace] }>("./*/*.ts", { eager: true });

const catalog = {} as Record<LanguageCode, Namespaces>;
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([a-z]+)\/([a-z]+)\.ts$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  ((catalog[language as LanguageCode] ??= {} as Namespaces) as Record<string, unknown>)[namespace] = module.default;
}
for (const language of languageCodes) {
  if (!catalog[language]?.common) throw new Error(`Missing interface text for ${language}`);
}

export function getNamespace<N extends Namespace>(language: LanguageCode, namespace: N): Namespaces[N] {
  return catalog[language][namespace];
}
