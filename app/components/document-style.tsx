import { createContext, useContext, useState } from "react";

/**
 * The site's stylesheet, inlined into the document on the server (entry.server provides it) so the
 * first paint needs no second request. In the browser the same text is read back from the page
 * before hydration, so both render identically; client navigations never need it again.
 */
const InlineCssContext = createContext<string | null>(null);
export const InlineCssProvider = InlineCssContext.Provider;

const STYLE_ID = "site-css";

export function DocumentStyle({ href }: { href: string }) {
  const fromServer = useContext(InlineCssContext);
  const [css] = useState(
    () =>
      fromServer ?? (typeof document === "undefined" ? null : (document.getElementById(STYLE_ID)?.textContent ?? null)),
  );
  // Development (Vite's CSS hot reload) and any page without the inline copy use the file.
  if (import.meta.env.DEV || css === null) return <link rel="stylesheet" href={href} precedence="default" />;
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
