import { serialize } from "cookie";
import { LANGUAGE_COOKIE, type LanguageCode } from "./languages";

/** The language choice, kept a year; readable by the page so it can mirror it in localStorage. */
export function languageCookieHeader(language: LanguageCode, secure: boolean): string {
  return serialize(LANGUAGE_COOKIE, language, {
    path: "/",
    sameSite: "lax",
    secure,
    maxAge: 60 * 60 * 24 * 365,
  });
}
