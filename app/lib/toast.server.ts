import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import { TOAST_COOKIE, flashToastSchema, type FlashToast } from "./toast";

export function toastCookieHeader(toast: FlashToast, secure: boolean): string {
  return serializeCookie(TOAST_COOKIE, JSON.stringify(toast), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 60,
  });
}

/** Reads and clears the toast left by the previous response. */
export function readFlashToast(request: Request): { toast: FlashToast | null; clearHeader: string | null } {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(`${TOAST_COOKIE}=`)) return { toast: null, clearHeader: null };
  const raw = parseCookie(header)[TOAST_COOKIE];
  const clearHeader = serializeCookie(TOAST_COOKIE, "", { path: "/", maxAge: 0 });
  if (!raw) return { toast: null, clearHeader };
  try {
    const parsed = flashToastSchema.safeParse(JSON.parse(raw));
    return { toast: parsed.success ? parsed.data : null, clearHeader };
  } catch {
    return { toast: null, clearHeader };
  }
}
