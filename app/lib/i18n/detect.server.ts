import Negotiator from "negotiator";
import { parse as parseCookie } from "cookie";
import { LANGUAGE_COOKIE, defaultLanguage, isLanguageCode, languageCodes, type LanguageCode } from "./languages";

export type LanguageSource = "query" | "cookie" | "header" | "default";

/**
 * Picks the language for a request: `?lng=` (an explicit switch without JavaScript),
 * then the cookie set by the picker, then Accept-Language, then English.
 * Values that are not one of the 11 codes are ignored wherever they come from.
 */
export function detectLanguage(input: {
  query?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): { language: LanguageCode; source: LanguageSource } {
  if (isLanguageCode(input.query)) return { language: input.query, source: "query" };
  if (input.cookieHeader) {
    let cookieValue: string | undefined;
    try {
      cookieValue = parseCookie(input.cookieHeader)[LANGUAGE_COOKIE];
    } catch {
      cookieValue = undefined;
    }
    if (isLanguageCode(cookieValue)) return { language: cookieValue, source: "cookie" };
  }
  if (input.acceptLanguage) {
    const preferred = new Negotiator({ headers: { "accept-language": input.acceptLanguage } }).languages(languageCodes);
    const match = preferred.find(isLanguageCode);
    if (match) return { language: match, source: "header" };
  }
  return { language: defaultLanguage, source: "default" };
}

export function detectRequestLanguage(request: Request) {
  return detectLanguage({
    query: new URL(request.url).searchParams.get("lng"),
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
  });
}
