/** The page a post came from (path and query), where its redirect with a flash goes back to. */
export function samePage(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}
