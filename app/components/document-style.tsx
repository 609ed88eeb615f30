/**
 * The site's stylesheet as one hashed file under /assets (served immutable for a year), linked from the head.
 * It used to be inlined into every document; at ~56 KB it was then most of every page's HTML, rendered,
 * compressed and sent again on every request and every visit, while the file is fetched once and kept
 * (decision 057). The link is render-blocking on purpose: the first paint is the styled page.
 */
export function DocumentStyle({ href }: { href: string }) {
  return <link rel="stylesheet" href={href} />;
}
