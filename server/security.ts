import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import ipaddr from "ipaddr.js";
import { logger } from "~/lib/server/log.server";
import onHeaders from "on-headers";
import { formatFileSize } from "~/lib/format/format";
import type { UploadLimit } from "~/lib/uploads/limits";
import { uploadLimitFor } from "~/lib/uploads/upload-routes";
import { getNamespace } from "~/locales/index.server";
import { plainPage, requestLanguage, wantsPage } from "./plain-page";

/** A fresh nonce per response for React Router's inline scripts (res.locals.cspNonce). */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/** Browser features the site never uses: denied to the page and anything it might embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "bluetooth",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * CSP, frame-ancestors, nosniff, referrer-policy and friends (helmet), HSTS when the site is
 * served over https, and a Permissions-Policy.
 */
export function securityHeaders({ development, https }: { development: boolean; https: boolean }) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": development
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
          : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": development ? ["'self'", "ws:"] : ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(development ? {} : { "upgrade-insecure-requests": null }),
      },
    },
    // Only when SITE_URL is https: plain-HTTP local use must keep working.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/** Pages with a member's or the staff's own data: never stored by any cache, gate or not. */
const PRIVATE_PATHS = /^\/(?:admin|account|auth|api\/admin)(?:[/.]|$)/;
const NO_STORE = "private, no-store";

/**
 * Cache-Control, decided in one place and set last (just before the headers go out, over whatever
 * a route or the page cache set): while the gate is on, nothing behind it may be kept by a browser
 * or a shared cache, since a later visitor of the same machine or proxy would get it without the
 * password. Build assets and public static files are served before this middleware and keep their
 * long caching: they hold no page content (decision 018).
 */
export function cacheControl({ gateEnabled }: { gateEnabled: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (gateEnabled || PRIVATE_PATHS.test(req.path)) {
      onHeaders(res, () => {
        res.setHeader("Cache-Control", NO_STORE);
        res.removeHeader("Expires");
      });
    }
    next();
  };
}

/**
 * CSRF defence for form posts: cookies are SameSite=Lax, and state-changing requests
 * from another site (by Sec-Fetch-Site or Origin) are refused outright.
 */
export function sameOriginWrites(allowedOrigins: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    // Our own origin as React Router sees it (@react-router/express): behind a trusted proxy (TRUST_PROXY)
    // the scheme comes from X-Forwarded-Proto and the host from X-Forwarded-Host when the proxy sets it.
    const forwardedHost = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : "";
    const own = `${req.protocol}://${forwardedHost || req.get("host")}`;
    const crossSite =
      site === "cross-site" || (origin && origin !== "null" && origin !== own && !allowedOrigins.includes(origin));
    if (crossSite || origin === "null") {
      res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
      return;
    }
    next();
  };
}

/** The most an ordinary form post may be: a few kilobytes of text, with room to spare. */
export const FORM_BODY_BYTES = 256 * 1024;

/**
 * A ceiling on request bodies before any route reads one, so a larger body is never buffered. An
 * upload route (app/lib/uploads/upload-routes.ts) gets its feature's hard cap, above its file limit so
 * the route itself refuses a file somewhat too large with the page's message and the typed fields
 * kept; every other path gets `formBytes`. Beyond it: 413, a page in the visitor's language stating
 * the limit with a link back to the form (plain text for scripts). A body without a declared length
 * (chunked) is refused too — browsers always declare the length of a form post.
 */
export function bodySizeLimit({
  formBytes,
  limitFor = uploadLimitFor,
}: {
  formBytes: number;
  limitFor?: (path: string) => UploadLimit | null;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const declared = req.get("content-length");
    if (declared === undefined) {
      if (req.get("transfer-encoding")) {
        res.status(411).type("text/plain").send("A request body must declare its length.");
        return;
      }
      return next();
    }
    const upload = limitFor(req.path);
    if (Number(declared) > (upload?.hardCapBytes ?? formBytes)) {
      sendTooLarge(req, res, upload ? { file: upload.fileBytes } : { form: formBytes });
      return;
    }
    next();
  };
}

function sendTooLarge(req: Request, res: Response, limit: { file: number } | { form: number }) {
  const language = requestLanguage(req);
  const { errors, brand } = getNamespace(language, "common");
  const size = formatFileSize("file" in limit ? limit.file : limit.form, language);
  const text = ("file" in limit ? errors.tooLargeFileText : errors.tooLargeFormText).replace("{{size}}", size);
  // Answered once the body has come in, read and dropped unkept: a browser cut off mid-upload shows a
  // connection error instead of this page (the server's request timeout bounds the wait).
  if (!req.complete) {
    req.once("end", () => sendTooLarge(req, res, limit));
    req.resume();
    return;
  }
  res.status(413);
  if (!wantsPage(req)) {
    res.type("text/plain").send(`413 Payload Too Large: ${text}`);
    return;
  }
  // Back to the form's page: the path posted to, without React Router's `.data` (a path of this site only).
  const path = req.path.replace(/\.data$/, "") || "/";
  const back = /^\/(?![/\\])/.test(path) ? path : "/";
  res.type("html").send(
    plainPage({
      language,
      status: 413,
      heading: errors.tooLargeHeading,
      brand: brand.name,
      text,
      link: { href: back, text: errors.backToForm },
    }),
  );
}

/**
 * TRUST_PROXY unset while requests arrive from a private or loopback address with X-Forwarded-For:
 * most likely a reverse proxy nobody told us about, so every visitor shares the proxy's address and
 * its rate limits (one visitor's wrong gate passwords would hold back everyone). Said once in the log.
 */
export function warnOnceAboutUntrustedProxy(warn: (message: string) => void = (message) => logger.warn(message)) {
  let warned = false;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!warned && req.headers["x-forwarded-for"] && isPrivatePeer(req.socket.remoteAddress)) {
      warned = true;
      warn(
        "Requests come through a proxy (X-Forwarded-For from a private address) but TRUST_PROXY is not set: " +
          "every visitor shares the proxy's address and rate limits. Set TRUST_PROXY=1 for one proxy in front " +
          "(see README, Running behind a proxy).",
      );
    }
    next();
  };
}

const PROXY_RANGES = new Set(["loopback", "private", "uniqueLocal", "linkLocal", "carrierGradeNat"]);

function isPrivatePeer(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return PROXY_RANGES.has(ipaddr.process(address).range());
}

/**
 * React Router's lazy route discovery (`/__manifest`) answers before any route middleware, so the
 * gate is applied here: a locked visitor gets no route list, only React Router's own "load this
 * as a document" answer (the document request then meets the gate).
 */
export function gateRouteDiscovery(unlocked: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== "/__manifest" || unlocked(req)) return next();
    res.status(204).setHeader("X-Remix-Reload-Document", "true");
    res.end();
  };
}
