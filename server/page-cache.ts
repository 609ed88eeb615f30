import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { parse as parseCookie } from "cookie";

import { PAGE_CACHE_HEADER } from "~/lib/server/page-cache";

/** Cookies that do not change what a cacheable page shows beyond the cache key. */
const NEUTRAL_COOKIES = new Set(["lng", "site_authenticated"]);

type Entry = { status: number; headers: [string, string][]; body: string; nonce: string; expires: number };

export type PageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** Returns the cache key's variant (the language) or null when the request must not use the cache. */
  variant: (req: ExpressRequest) => string | null;
  /** Renders the page through React Router with the given nonce. */
  render: (req: ExpressRequest, nonce: string) => Promise<Response>;
};

/**
 * Pages that are the same for every visitor past the gate are rendered once per language
 * and served from memory. Each response still gets its own CSP nonce.
 */
export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  /** Renders under way, with whether their result was stored (only a stored result may be shared). */
  const inFlight = new Map<string, Promise<{ entry: Entry; stored: boolean }>>();

  function eligible(req: ExpressRequest): string | null {
    if (req.method !== "GET" || req.url.includes("?") || req.path.endsWith(".data")) return null;
    const cookieHeader = req.headers.cookie;
    if (cookieHeader) {
      for (const name of Object.keys(parseCookie(cookieHeader))) if (!NEUTRAL_COOKIES.has(name)) return null;
    }
    const variant = options.variant(req);
    return variant === null ? null : `${variant}|${req.path}`;
  }

  async function fill(req: ExpressRequest, key: string): Promise<{ entry: Entry; stored: boolean }> {
    const nonce = `cache${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    const response = await options.render(req, nonce);
    const body = await response.text();
    const cacheable =
      response.status === 200 &&
      response.headers.get(PAGE_CACHE_HEADER) === "shared" &&
      !response.headers.has("set-cookie");
    const headers = [...response.headers].filter(([name]) => name !== PAGE_CACHE_HEADER);
    const entry: Entry = { status: response.status, headers, body, nonce, expires: Date.now() + options.ttlMs };
    if (cacheable) {
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    return { entry, stored: cacheable };
  }

  function send(res: ExpressResponse, entry: Entry) {
    const nonce = res.locals.cspNonce as string;
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.send(entry.body.replaceAll(entry.nonce, nonce));
  }

  const middleware = async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const key = eligible(req);
    if (!key) return next();
    try {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return send(res, hit);
      const pending = inFlight.get(key);
      if (pending) {
        // Requests with the same key render the same page, so they may share one render — but only
        // a render that was stored: a 429, an error or a response with Set-Cookie belongs to the
        // visitor it was made for, and each waiter renders its own instead.
        const shared = await pending;
        return send(res, shared.stored ? shared.entry : (await fill(req, key)).entry);
      }
      const own = fill(req, key).finally(() => inFlight.delete(key));
      inFlight.set(key, own);
      send(res, (await own).entry);
    } catch (error) {
      next(error);
    }
  };

  return { middleware, clear: () => entries.clear(), size: () => entries.size };
}
