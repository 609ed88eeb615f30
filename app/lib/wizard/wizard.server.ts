import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import type { RouterContextProvider } from "react-router";
import { refuseForm } from "~/lib/forms/submission.server";
import { getAppContext } from "~/lib/server/app-context.server";

/**
 * The draft of a step wizard (decision 021) is a database row; the visitor's browser holds only its
 * id, in an httpOnly cookie. Path "/": the page's data requests (`/<page>.data`) carry it too.
 */
export type DraftCookie = {
  name: string;
  /** The draft id the request carries, if any. */
  read(request: Request): string | undefined;
  /** Set-Cookie naming the draft `id`. */
  set(context: Readonly<RouterContextProvider>, id: string): string;
  /** Set-Cookie forgetting the draft (finished, unknown or malformed). */
  clear(context: Readonly<RouterContextProvider>): string;
};

export function draftCookie(name: string, maxAgeSeconds: number): DraftCookie {
  const options = (context: Readonly<RouterContextProvider>) => ({
    httpOnly: true,
    sameSite: "lax" as const,
    secure: getAppContext(context).config.siteUrl.startsWith("https:"),
    path: "/",
  });
  return {
    name,
    read(request) {
      const header = request.headers.get("cookie");
      if (!header || !header.includes(`${name}=`)) return undefined;
      return parseCookie(header)[name] || undefined;
    },
    set(context, id) {
      return serializeCookie(name, id, { ...options(context), maxAge: maxAgeSeconds });
    },
    clear(context) {
      return serializeCookie(name, "", { ...options(context), maxAge: 0 });
    },
  };
}

/** A post the wizard's form could not have sent (a skipped step, a foreign draft): 400, nothing written. */
export function refuseTampered(form: FormData) {
  return refuseForm(form, "errors.tampered");
}

/** A post refused by the rate limit: 429 with the wait, what was typed kept. */
export function refuseRateLimited(form: FormData, seconds: number) {
  return refuseForm(form, "errors.rateLimited", {
    status: 429,
    headers: { "Retry-After": String(seconds) },
    values: { seconds },
  });
}
