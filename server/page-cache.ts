import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { parse as parseCookie } from "cookie";
import Negotiator from "negotiator";

import { PAGE_CACHE_HEADER } from "~/lib/server/page-cache";
import { LRUCache } from "lru-cache";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Cookies that do not change what a cacheable page shows beyond the cache key. */
const NEUTRAL_COOKIES = new Set(["lng", "site_authenticated"]);

/** The session cookie (better-auth, prefix "geocert"; "__Secure-" on https): it makes the visitor an audience of one. */
const SESSION_COOKIE = /^(__Secure-)?geocert\.session_token$/;

/**
 * What a page's `X-Page-Cache` mark allows (app/lib/http/route-headers.ts):
 * - `shared`: the same for every signed-out visitor and no data behind it (content pages): kept for the TTL;
 * - `data`: the same for every signed-out visitor, built from the database (a discussion, the job board, a
 *   lookup — query string included): kept until the data changes (decision 026);
 * - `private`: a signed-in visitor's own page: kept for that session alone until any data changes.
 */
type Kind = "shared" | "data" | "private";

/** Tables whose changes do not change what a signed-out visitor sees (sign-ins, their accounts). */
const SESSION_TABLES = new Set(["sessions", "accounts"]);

/** Paths remembered for signed-in visitors (a few bytes each); forgotten all at once past this. */
const SESSION_PATHS_MAX = 10_000;

/** How long a private page is kept at most (a session may end by time, which sends no notice). */
const PRIVATE_TTL_MS = 30_000;

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
  kind: Kind | null;
  status: number;
  headers: [string, string][];
  body: string;
  /** A response that is not an HTML page (a PDF, a CSV…): its bytes as they came, sent as they are. */
  raw: Buffer | null;
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
  /**
   * Whether changes of the data are being heard now (the database's notices, decision 026): while they
   * are not, data and private pages are rendered for each request and not kept.
   */
  hearingDataChanges?: () => boolean;
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

/**
 * Compression of a stored page: the best for content pages (stored for a minute, sent thousands of
 * times); for data pages, which a change replaces at any moment, a level that costs a few
 * milliseconds once (in the thread pool, not on the event loop).
 */
const STORE_LEVELS: Record<Kind, { brotli: number; gzip: number }> = {
  shared: { brotli: zlib.BROTLI_MAX_QUALITY, gzip: zlib.Z_BEST_COMPRESSION },
  data: { brotli: 6, gzip: 6 },
  private: { brotli: 6, gzip: 6 },
};

/** What stands in stored bytes where a render wrote its nonce. */
const KEPT_NONCE = "kept";

async function storeOnce(body: string, kind: Kind): Promise<Stored> {
  const identity = Buffer.from(body, "utf8");
  const levels = STORE_LEVELS[kind];
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: levels.brotli,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: levels.gzip }),
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
 * rewrite, no per-response compression). Decision 004.
 *
 * Pages built from the database are kept the same way, per URL, until a committed change of the data
 * (`dataChanged`, fed by the database's notices): for every signed-out visitor (`data`), or for one
 * session (`private`). Decision 026.
 */
export function createPageCache(options: PageCacheOptions) {
  // The least recently served page goes first when the cache is full.
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries });
  /** Renders under way, with whether their result was stored (only a stored result may be shared). */
  const inFlight = new Map<string, Promise<{ entry: Entry; stored: boolean }>>();
  /** Counts data changes: a render that began before one may have read the old data and is not kept. */
  let generation = 0;
  const hearing = options.hearingDataChanges ?? (() => false);
  /**
   * What a signed-in visitor's page proved to be, per path (query aside): true for a page kept per
   * session (`private`), false for any other. Only paths not known to be something else go through
   * the cache for a session; the rest pass on to the streaming render, unbuffered.
   */
  const sessionPaths = new Map<string, boolean>();
  const pathOf = (req: ExpressRequest) => req.url.split("?", 1)[0]!;

  /** The cache key (`audience|variant|url`) and audience of a request, or null when it must not use the cache. */
  function eligible(req: ExpressRequest): { key: string; audience: "visitor" | "session"; query: boolean } | null {
    if (req.method !== "GET" || req.path.endsWith(".data")) return null;
    let session: string | null = null;
    const cookieHeader = req.headers.cookie;
    if (cookieHeader) {
      for (const [name, value] of Object.entries(parseCookie(cookieHeader))) {
        if (NEUTRAL_COOKIES.has(name)) continue;
        if (!SESSION_COOKIE.test(name) || session !== null || !value) return null;
        session = value;
      }
    }
    if (session !== null && sessionPaths.get(pathOf(req)) === false) return null;
    const variant = options.variant(req);
    if (variant === null) return null;
    const query = req.url.includes("?");
    // Without notices of data changes only content pages (no query, no session) can be kept.
    if ((query || session !== null) && !hearing()) return null;
    const audience =
      session === null ? "visitor" : `session:${createHash("sha256").update(session).digest("base64url")}`;
    return { key: `${audience}|${variant}|${req.url}`, audience: session === null ? "visitor" : "session", query };
  }

  /** Whether a render marked `kind` may be kept for this request's audience. */
  function keepable(kind: string | null, audience: "visitor" | "session", query: boolean): kind is Kind {
    if (kind === "shared") return audience === "visitor" && !query;
    if (kind === "data") return audience === "visitor" && hearing();
    if (kind === "private") return audience === "session" && hearing();
    return false;
  }

  async function fill(
    req: ExpressRequest,
    { key, audience, query }: NonNullable<ReturnType<typeof eligible>>,
  ): Promise<{ entry: Entry; stored: boolean }> {
    const startedAt = generation;
    const nonce = `cache${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    const response = await options.render(req, nonce);
    const bytes = Buffer.from(await response.arrayBuffer());
    const html = /^text\/html\b/i.test(response.headers.get("content-type") ?? "");
    // Only HTML is decoded (and may be kept); a file goes to its visitor byte for byte.
    const body = html ? bytes.toString("utf8") : "";
    const kind = response.headers.get(PAGE_CACHE_HEADER);
    if (audience === "session" && response.status === 200) {
      if (sessionPaths.size >= SESSION_PATHS_MAX) sessionPaths.clear();
      sessionPaths.set(pathOf(req), kind === "private");
    }
    const cacheable = response.status === 200 && !response.headers.has("set-cookie") && keepable(kind, audience, query);
    const headers = [...response.headers].filter(([name]) => name !== PAGE_CACHE_HEADER);
    const ttl = kind === "private" ? Math.min(PRIVATE_TTL_MS, options.ttlMs) : options.ttlMs;
    const entry: Entry = {
      kind: cacheable ? kind : null,
      status: response.status,
      headers,
      body,
      raw: html ? null : bytes,
      nonce,
      expires: Date.now() + ttl,
      // The render's nonce is of no use in stored bytes (their scripts are allowed by hash): a fixed
      // word in its place makes a page rendered again with the same content the same bytes, ETag
      // included, so a browser's copy stays good past a change of other data or the minute's expiry.
      stored: cacheable ? await storeOnce(body.replaceAll(nonce, KEPT_NONCE), kind) : null,
    };
    // A data or private page rendered while the data changed is sent to its visitor, not kept.
    const current = kind === "shared" || generation === startedAt;
    if (cacheable && current) {
      entries.set(key, entry);
    }
    return { entry, stored: cacheable && current };
  }

  /** A committed change of `table` (or "*": changes may have been missed): drops the renders it may outdate. */
  function dataChanged(table: string) {
    generation += 1;
    const outdated = [...entries.entries()].filter(
      ([, entry]) =>
        entry.kind === "private" || (entry.kind === "data" && (table === "*" || !SESSION_TABLES.has(table))),
    );
    for (const [key] of outdated) entries.delete(key);
  }

  function send(req: ExpressRequest, res: ExpressResponse, entry: Entry) {
    const nonce = res.locals.cspNonce as string;
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    const stored = entry.stored;
    if (!stored) {
      // A render kept for no one (it goes to this visitor only): this response's own nonce.
      if (entry.raw) res.end(entry.raw);
      else res.send(entry.body.replaceAll(entry.nonce, nonce));
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
    const request = eligible(req);
    if (!request) return next();
    const { key } = request;
    try {
      const hit = entries.get(key);
      // A data or private page is only as good as the notices of changes since it was kept.
      if (hit && hit.expires > Date.now() && (hit.kind === "shared" || hearing())) return send(req, res, hit);
      const pending = inFlight.get(key);
      if (pending) {
        // Requests with the same key render the same page, so they may share one render — but only
        // a render that was stored: a 429, an error or a response with Set-Cookie belongs to the
        // visitor it was made for, and each waiter renders its own instead.
        const shared = await pending;
        return send(req, res, shared.stored ? shared.entry : (await fill(req, request)).entry);
      }
      const own = fill(req, request).finally(() => inFlight.delete(key));
      inFlight.set(key, own);
      send(req, res, (await own).entry);
    } catch (error) {
      next(error);
    }
  };

  return { middleware, dataChanged, clear: () => entries.clear(), size: () => entries.size };
}
