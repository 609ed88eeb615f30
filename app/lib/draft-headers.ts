import type { HeadersArgs } from "react-router";

/**
 * The `headers` of a multi-step form whose draft lives in a cookie (partner application,
 * learning-needs survey): never cached, and a rate-limit wait (Retry-After) from the action reaches
 * the browser.
 */
export function draftFormHeaders({ parentHeaders, loaderHeaders, actionHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => headers.append(name, value));
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  headers.set("Cache-Control", "no-store");
  return headers;
}
