import { redirect, type MiddlewareFunction } from "react-router";
import { getAppContext } from "~/lib/server/app-context.server";
import { readGateCookie, verifyGateToken } from "./gate.server";

/**
 * Paths that answer before unlocking: the gate, the language switch it offers, robots.txt (which
 * says no), and /unsubscribe — a mail's recipient and their mail client (RFC 8058 one-click) must
 * be able to stop mail without the site's password; its signed token is the permission (decision 028).
 */
const OPEN_PATHS = new Set([
  "/access",
  "/access.data",
  "/set-language",
  "/set-language.data",
  "/robots.txt",
  "/unsubscribe",
  "/unsubscribe.data",
  // Stripe's webhook: the provider calls it without the site password; its signature is the permission.
  "/payments/stripe/webhook",
]);
/**
 * The issuer's public keys, profile, achievements and status lists: verifiers fetch them
 * without the site password; they hold no gated content.
 */
const OPEN_ISSUER_PATH = /^\/(?:\.well-known\/did\.json|issuer(?:\/(?:achievements\/[a-z]+|status\/[a-z]+\/\d+))?)$/;

/**
 * A referee's link (/referee/<request id>.<signature>): referees confirm a candidate's experience without the
 * site password; the signed link is the permission and the page shows only that one entry (decision 041).
 */
const OPEN_REFEREE_PATH = /^\/referee\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{16,100}(?:\.data)?$/;

export function isOpenPath(pathname: string): boolean {
  return OPEN_PATHS.has(pathname) || OPEN_ISSUER_PATH.test(pathname) || OPEN_REFEREE_PATH.test(pathname);
}

export function isUnlocked(request: Request, gateKey: Buffer): boolean {
  return verifyGateToken(gateKey, readGateCookie(request.headers.get("cookie")));
}

/**
 * The site gate, on the server: runs before every loader and action, so a locked visitor
 * gets nothing but the gate — pages redirect to it, API calls get 401 JSON.
 */
export const gateMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { config, gateKey } = getAppContext(context);
  if (!config.gateEnabled) return next();
  const url = new URL(request.url);
  if (isOpenPath(url.pathname) || isUnlocked(request, gateKey)) return next();
  if (url.pathname.startsWith("/api/")) {
    return Response.json({ error: "This site is password-protected. Unlock it at /access first." }, { status: 401 });
  }
  const path = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  const nextPath = `${path}${url.search}`;
  throw redirect(nextPath === "/" ? "/access" : `/access?next=${encodeURIComponent(nextPath)}`);
};
