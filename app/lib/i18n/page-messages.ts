import { useTranslation } from "react-i18next";
import type { Namespaces, PageNamespace } from "~/locales/types";

/**
 * Adds a page's namespace (sent by its loader) to the page's i18next instance before its
 * components translate; synchronous, so the server and the browser render the same text.
 */
export function usePageMessages<N extends PageNamespace>(namespace: N, messages: Namespaces[N]) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(i18n.language, namespace)) {
    i18n.addResourceBundle(i18n.language, namespace, messages, true, true);
  }
}
