import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getAppContext } from "~/lib/server/app-context.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import type { Namespace } from "~/locales/types";
import { FLASH_COOKIE, type Flash } from "./flash";

/** What an action leaves for the next page: a translation key of a namespace, never free text. */
export type FlashMessage = {
  type?: "success" | "error";
  /** The namespace of `key` (the page's own, or "common"). */
  ns: Namespace;
  key: string;
  /** Interpolation values (`{{name}}`): names of things the visitor just acted on. */
  values?: Record<string, string | number>;
  /** The form (its intent) whose `<FormSuccess>` draws it; without one it is a toast. */
  form?: string;
};

const flashSchema = z.object({
  type: z.enum(["success", "error"]).default("success"),
  ns: z.string().max(40),
  key: z.string().max(100),
  values: z.record(z.string(), z.union([z.string().max(300), z.number()])).optional(),
  form: z.string().max(60).optional(),
  path: z.string().max(500),
});

function sign(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(`flash:${payload}`).digest("base64url");
}

/** The Set-Cookie header of a flash for the page at `path`. Signed, so its values are ours. */
export function flashCookieHeader(
  context: Readonly<RouterContextProvider>,
  message: FlashMessage,
  path: string,
): string {
  const { config, gateKey } = getAppContext(context);
  const payload = Buffer.from(JSON.stringify({ ...message, path })).toString("base64url");
  return serializeCookie(FLASH_COOKIE, `${payload}.${sign(gateKey, payload)}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.siteUrl.startsWith("https:"),
    path: "/",
    maxAge: 60,
  });
}

/**
 * A redirect that carries a flash: how every form action says it succeeded. `to` may carry a query
 * and a hash (the post just written); the flash belongs to its path.
 */
export function redirectWithFlash(
  context: Readonly<RouterContextProvider>,
  to: string,
  message: FlashMessage,
  init?: { headers?: HeadersInit },
): Response {
  const headers = new Headers(init?.headers);
  const path = new URL(to, "http://x").pathname;
  headers.append("Set-Cookie", flashCookieHeader(context, message, path));
  return redirect(to, { headers });
}

function lookup(messages: unknown, key: string): string | null {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : null;
}

/** Reads and clears the flash left by the previous response, translated into `language`. */
export function readFlash(
  request: Request,
  gateKey: Buffer,
  language: LanguageCode,
): { flash: Flash | null; clearHeader: string | null } {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(`${FLASH_COOKIE}=`)) return { flash: null, clearHeader: null };
  const raw = parseCookie(header)[FLASH_COOKIE] ?? "";
  const clearHeader = serializeCookie(FLASH_COOKIE, "", { path: "/", maxAge: 0 });
  const [payload = "", signature = ""] = raw.split(".");
  const expected = Buffer.from(sign(gateKey, payload));
  const given = Buffer.from(signature);
  if (!payload || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { flash: null, clearHeader };
  }
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    if (!parsed.success) return { flash: null, clearHeader };
    const { type, ns, key, values, form, path } = parsed.data;
    const template = lookup(getNamespace(language, ns as Namespace), key);
    if (template === null) return { flash: null, clearHeader };
    const text = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ""));
    return { flash: { id: randomUUID(), type, text, form: form ?? null, path }, clearHeader };
  } catch {
    return { flash: null, clearHeader };
  }
}
