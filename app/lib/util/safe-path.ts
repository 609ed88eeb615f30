/**
 * Where a redirect may lead: a path on this site. `//host` and `/\host` are other sites to a browser,
 * and browsers drop tabs and newlines from URLs (`/\t/host` becomes `//host`), so control characters
 * make a path unsafe too.
 */
export function safeLocalPath(next: unknown, fallback = "/"): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return fallback;
  }
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return next;
}
