import { APIError } from "better-auth/api";
import { languageCookieHeader } from "~/lib/i18n/language-cookie.server";
import type { LanguageCode } from "~/lib/i18n/languages";

/** The Set-Cookie headers better-auth returned (the session cookie), copied onto our response. */
export function copySetCookies(from: Headers, to: Headers = new Headers()): Headers {
  for (const cookie of from.getSetCookie()) to.append("Set-Cookie", cookie);
  return to;
}

/** Headers for a redirect after an account action: session cookies, optionally the language. */
export function accountRedirectHeaders(options: {
  secure: boolean;
  authHeaders?: Headers;
  language?: LanguageCode;
}): Headers {
  const headers = options.authHeaders ? copySetCookies(options.authHeaders) : new Headers();
  // The account's preferred language becomes the visitor's language choice.
  if (options.language) headers.append("Set-Cookie", languageCookieHeader(options.language, options.secure));
  return headers;
}

/** better-auth's error code (e.g. INVALID_EMAIL_OR_PASSWORD), or null for other errors. */
export function authErrorCode(error: unknown): { status: number; code: string } | null {
  if (!(error instanceof APIError)) return null;
  const body = error.body as { code?: string; message?: string } | undefined;
  return { status: error.statusCode, code: body?.code ?? body?.message ?? String(error.status) };
}
