/**
 * Scripts start loading once the server-rendered page has been painted (decision 011).
 *
 * React Router's <Scripts> writes module preloads and one inline module script; the server rewrites
 * them into inert forms (see html-stream.server.ts) and a small inline script turns them back on after
 * the first paint. The page is complete without JavaScript, so the first paint never waits for it.
 */
export const DEFERRED_PRELOAD_REL = "x-deferred-modulepreload";
export const DEFERRED_MODULE_TYPE = "x-deferred-module";

/** The markup <Scripts> writes, and its inert form. */
export const deferredScriptRewrites: readonly (readonly [string, string])[] = [
  ['<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD_REL}"`],
  [' type="module" async=""', ` type="${DEFERRED_MODULE_TYPE}" async=""`],
];

/**
 * Runs in the page (inline, before any module): after the first animation frame has been painted,
 * restore the preloads and run the held module script. Background tabs get no animation frames,
 * so a timer starts them too.
 */
export const startDeferredScripts = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]')) link.rel = "modulepreload";
    for (const held of document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.after(script);
    }
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();`;
