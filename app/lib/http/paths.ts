/**
 * The page a request came from (path and query): where a form's redirect with a flash goes back to, and
 * where signing in returns to.
 */
export function samePage(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Where to send a signed-out visitor so they come back to `path` (path and query) after signing in. */
export function signInPath(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
