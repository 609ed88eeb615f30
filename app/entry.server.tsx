import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { deferScripts } from "~/lib/server/html-stream.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { PAGE_CACHE_HEADER, PAGE_CACHE_PROBE_HEADER } from "~/lib/server/page-cache";
import { logger } from "~/lib/server/log.server";
import { isBadInput, isDatabaseUnavailable } from "~/db/client.server";
import { setTranslatorFactory } from "~/lib/i18n/react";
import "~/components/deferred-parts.server";
import { createI18nextTranslator } from "~/lib/i18n/translator-i18next.server";

// Pages are rendered with i18next; the browser renders the same strings with a small translator (decision 025).
setTranslatorFactory(createI18nextTranslator);

export const streamTimeout = 5_000;

/** Requests whose loaders or actions found the database unavailable (they answer 503). */
const unavailableRequests = new WeakSet<Request>();

/** Requests whose loaders or actions gave PostgreSQL text it refuses (they answer 400). */
const badInputRequests = new WeakSet<Request>();

/** Errors of loaders and actions, before React Router hides their details: logged with the request's id. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    unavailableRequests.add(request);
    logger.warn({ err: error, path: new URL(request.url).pathname }, "The database is unavailable");
    return;
  }
  if (isBadInput(error)) {
    badInputRequests.add(request);
    logger.warn({ err: error, path: new URL(request.url).pathname }, "The database refused the request's input: 400");
    return;
  }
  logger.error({ err: error, path: new URL(request.url).pathname }, "A loader or action failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A loader that found the database unreachable: the page says so with 503 (retryable), not 500.
  if (unavailableRequests.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "30");
  }
  // Input the database refuses (U+0000 past the root middleware, a malformed uuid): the request's fault.
  if (badInputRequests.has(request) && responseStatusCode === 500) responseStatusCode = 400;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = getAppContext(loadContext).cspNonce;
  // Only the page cache's own renders may see the cacheability marker.
  if (!request.headers.has(PAGE_CACHE_PROBE_HEADER)) responseHeaders.delete(PAGE_CACHE_HEADER);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots (and our page cache) get the whole document at once.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary stays where it is in the HTML: React would move a large one to the end
        // of the stream, shown by a script, so visitors without JavaScript would miss it (decision 025).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Scripts start once the page is painted (decision 011).
          pipe(deferScripts()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "Rendering the page failed");
        },
      },
    );
  });
}
