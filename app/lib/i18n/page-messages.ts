import { useTranslator } from "./react";
import type { Namespaces, PageNamespace } from "~/locales/types";

/**
 * Adds a page's namespace (sent by its loader) to the page's translator before its components
 * translate; synchronous, so the server and the browser render the same text.
 */
export function usePageMessages<N extends PageNamespace>(namespace: N, messages: Namespaces[N]) {
  const translator = useTranslator();
  if (translator && !translator.hasNamespace(namespace)) translator.addNamespace(namespace, messages);
}
