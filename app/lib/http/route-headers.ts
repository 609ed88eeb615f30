import type { HeadersArgs } from "react-router";
import { PAGE_CACHE_HEADER } from "~/lib/server/page-cache";

// The `headers` exports of route modules: one of these, never a copy (docs/guides/cache.md).
// `export const headers = sharedPageHeaders;`

/**
 * A page that is the same for every visitor: its loader's headers (Cache-Control, ETag…) and the
 * mark that lets the server keep its render (server/page-cache.ts, decision 018).
 */
export function sharedPageHeaders({ parentHeaders, loaderHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => headers.append(name, value));
  headers.set(PAGE_CACHE_HEADER, "shared");
  return headers;
}

/** A page whose loader decides its headers alone (a signed-in view, a search). */
export function loaderHeaders({ loaderHeaders }: HeadersArgs) {
  return loaderHeaders;
}

/**
 * A page with a form that is never cached (a draft in a cookie, a result, a gate): its loader's
 * headers, `no-store`, and the wait (Retry-After) of an action that hit a rate limit.
 */
export function privateFormHeaders({ parentHeaders, loaderHeaders, actionHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => headers.set(name, value));
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  headers.set("Cache-Control", "no-store");
  return headers;
}

/**
 * A page built from the database that is the same for every signed-out visitor (a discussion, the job
 * board, a lookup): the server keeps its render per URL until the data changes (decision 026). A
 * signed-in visitor's view of it is rendered each time. The loader's headers, and an action's wait.
 */
export function dataPageHeaders({ parentHeaders, loaderHeaders, actionHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => headers.set(name, value));
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  headers.set(PAGE_CACHE_HEADER, "data");
  return headers;
}

/**
 * A signed-in visitor's own page whose forms carry no per-render key (storeOnce): the server keeps its
 * render for that session alone until any data changes, 30 s at most (decision 026). Never stored by
 * browsers or proxies.
 */
export function privatePageHeaders({ parentHeaders, loaderHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => headers.set(name, value));
  headers.set("Cache-Control", "no-store");
  headers.set(PAGE_CACHE_HEADER, "private");
  return headers;
}
