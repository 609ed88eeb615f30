import { parse as parseCookie, serialize as serializeCookie } from "cookie";

/** The response being answered: kept 30 days so a visitor can come back later. */
export const SURVEY_COOKIE = "survey_id";
/** The response just completed: lets the thank-you page show its answers for an hour. */
export const SURVEY_DONE_COOKIE = "survey_done";

const base = (secure: boolean) => ({ httpOnly: true, sameSite: "lax" as const, secure, path: "/" });

export function readSurveyCookies(request: Request): { id?: string; doneId?: string } {
  const header = request.headers.get("cookie");
  if (!header) return {};
  const cookies = parseCookie(header);
  return { id: cookies[SURVEY_COOKIE], doneId: cookies[SURVEY_DONE_COOKIE] };
}

export function surveyCookieHeader(id: string, secure: boolean): string {
  return serializeCookie(SURVEY_COOKIE, id, { ...base(secure), maxAge: 60 * 60 * 24 * 30 });
}

export function surveyDoneCookieHeader(id: string, secure: boolean): string {
  return serializeCookie(SURVEY_DONE_COOKIE, id, { ...base(secure), maxAge: 60 * 60 });
}

export function clearSurveyCookieHeader(name: string, secure: boolean): string {
  return serializeCookie(name, "", { ...base(secure), maxAge: 0 });
}
