import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { parse as parseCookie, serialize as serializeCookie } from "cookie";

/** The spec's session flag name, kept as the cookie name. */
export const GATE_COOKIE = "site_authenticated";
const GATE_VALUE = "true";

/**
 * The signing key depends on the server secret and on the password, so changing
 * SITE_PASSWORD signs every visitor out of the gate.
 */
export function deriveGateKey(serverSecret: string, password: string): Buffer {
  return createHmac("sha256", serverSecret).update(`gate:v1:${password}`).digest();
}

function sign(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(`${GATE_COOKIE}=${value}`).digest("base64url");
}

export function createGateToken(key: Buffer): string {
  return `${GATE_VALUE}.${sign(key, GATE_VALUE)}`;
}

export function verifyGateToken(key: Buffer, token: string | undefined): boolean {
  if (!token) return false;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return false;
  const value = token.slice(0, dot);
  if (value !== GATE_VALUE) return false;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(key, value));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Constant-time password comparison (hashing first makes the lengths equal). */
export function passwordMatches(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b) && given === expected;
}

export function readGateCookie(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[GATE_COOKIE];
}

/** No Max-Age or Expires: the cookie lives for the browser session, like the spec's sessionStorage flag. */
export function gateCookieHeader(key: Buffer, secure: boolean): string {
  return serializeCookie(GATE_COOKIE, createGateToken(key), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
  });
}
