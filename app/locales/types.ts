import type common from "./en/common";
import type home from "./en/home";

/**
 * Interface text is split into namespaces: `common` (header, footer, gate, errors…) goes with
 * every page; each page's own namespace goes only with that page. Every language file must have
 * exactly the keys of the English one (`satisfies`).
 */
export type CommonMessages = typeof common;
export type HomeMessages = typeof home;

export type Namespaces = {
  common: CommonMessages;
  home: HomeMessages;
};
export type Namespace = keyof Namespaces;
export type PageNamespace = Exclude<Namespace, "common">;
