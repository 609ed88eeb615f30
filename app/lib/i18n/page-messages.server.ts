import type { RouterContextProvider } from "react-router";
import { getNamespace } from "~/locales/index.server";
import type { Namespaces, PageNamespace } from "~/locales/types";
import { getRequestLanguage } from "~/lib/server/app-context.server";

/** A page loader's strings: its namespace in the request's language. */
export function pageMessages<N extends PageNamespace>(
  context: Readonly<RouterContextProvider>,
  namespace: N,
): Namespaces[N] {
  return getNamespace(getRequestLanguage(context), namespace);
}
