import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { parse as parseCookie } from "cookie";
import Negotiator from "negotiator";

import { PAGE_CACHE_HEADER } from "~/lib/server/page-cache";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Cookies that do not change what a cacheable page shows beyond the cache key. */
const NEUTRAL_COOKIES = new Set(["lng", "site_authenticated"]);

/** A stored page: its bytes once, compressed once, with what its CSP allows. */
type Stored = {
  /** The document as rendered, and compressed with brotli and gzip when it was stored. */
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A strong validator: the same bytes have the same tag on every instance. */
  etag: string;
  /** `'self'` and the hashes of the page's inline scripts: the script-src of every response of it. */
  scriptSrc: string;
};

type Entry = {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
  expires: number;
  stored: Stored | null;
};

export type PageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** Returns the cache key's variant (the language) or null when the request must not use the cache. */
  variant: (req: ExpressRequest) => string | null;
  /** Renders the page through React Router with the given nonce. */
  render: (req: ExpressRequest, nonce: string) => Promise<Response>;
};

/** Our preference when the browser accepts several equally (every browser sends "gzip, deflate, br"). */
const ENCODINGS = ["br", "gzip", "identity"];

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` of every inline script of a document (scripts with `src` need no hash). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

async function storeOnce(body: string): Promise<Stored> {
  const identity = Buffer.from(body, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`;
  return { identity, br, gzip: gz, etag, scriptSrc: ["'self'", ...inlineScriptHashes(body)].join(" ") };
}

/** br, gzip or identity: what the browser accepts, in our order when it accepts several equally. */
function preferredEncoding(req: ExpressRequest): string {
  // negotiator 1.x takes `preferred`; its @types (0.6) do not know it yet.
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  return negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) ?? "identity";
}

/** Whether the request's If-None-Match names `etag` (or `*`). */
function notModified(req: ExpressRequest, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * Pages that are the same for every visitor past the gate are rendered once per language and kept
 * in memory as bytes: compressed once with brotli and gzip, with a strong ETag, and a CSP that allows
 * their inline scripts by hash, so a response is the stored bytes as they are (no per-response nonce
 * rewrite, no per-response compression). Issue 17, decision 004.
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
    const entry: Entry = {
      status: response.status,
      headers,
      body,
      nonce,
      expires: Date.now() + options.ttlMs,
      stored: cacheable ? await storeOnce(body) : null,
    };
    if (cacheable) {
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    return { entry, stored: cacheable };
  }

  function send(req: ExpressRequest, res: ExpressResponse, entry: Entry) {
    const nonce = res.locals.cspNonce as string;
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    const stored = entry.stored;
    if (!stored) {
      // A render kept for no one (it goes to this visitor only): this response's own nonce.
      res.send(entry.body.replaceAll(entry.nonce, nonce));
      return;
    }
    const csp = res.getHeader("Content-Security-Policy");
    if (typeof csp === "string") {
      res.setHeader("Content-Security-Policy", csp.replace(/script-src [^;]*/, `script-src ${stored.scriptSrc}`));
    }
    res.setHeader("ETag", stored.etag);
    res.vary("Accept-Encoding");
    if (notModified(req, stored.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = preferredEncoding(req);
    const bytes = encoding === "br" ? stored.br : encoding === "gzip" ? stored.gzip : stored.identity;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(bytes.length));
    res.end(bytes);
  }

  const middleware = async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const key = eligible(req);
    if (!key) return next();
    try {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return send(req, res, hit);
      const pending = inFlight.get(key);
      if (pending) {
        // Requests with the same key render the same page, so they may share one render — but only
        // a render that was stored: a 429, an error or a response with Set-Cookie belongs to the
        // visitor it was made for, and each waiter renders its own instead.
        const shared = await pending;
        return send(req, res, shared.stored ? shared.entry : (await fill(req, key)).entry);
      }
      const own = fill(req, key).finally(() => inFlight.delete(key));
      inFlight.set(key, own);
      send(req, res, (await own).entry);
    } catch (error) {
      next(error);
    }
  };

  return { middleware, clear: () => entries.clear(), size: () => entries.size };
}
