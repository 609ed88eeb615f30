import type { RouterContextProvider } from "react-router";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import "./unsubscribe-kinds.server";
import { readUnsubscribeToken } from "./unsubscribe.server";

type Context = Readonly<RouterContextProvider>;

/** What the page shows for a link: what stops and whether it still goes out, or that the link is bad. */
export async function unsubscribePage(context: Context, token: string | null) {
  const { db } = getAppContext(context);
  const read = await readUnsubscribeToken(db, token);
  if (!read.ok) return { valid: false as const };
  const language = getRequestLanguage(context);
  const active = read.definition.isActive ? await read.definition.isActive(db, read.subject) : null;
  return {
    valid: true as const,
    token: token ?? "",
    what: read.definition.describe(language, read.subject),
    active,
  };
}

/**
 * RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` to the link. Immediate,
 * idempotent, no page: 200 when done (or already done), 400 for a bad link.
 */
export async function oneClickUnsubscribe(context: Context, token: string | null): Promise<Response> {
  const { db } = getAppContext(context);
  const read = await readUnsubscribeToken(db, token);
  if (!read.ok) return new Response("This unsubscribe link does not work.", { status: 400, headers: plain });
  await read.definition.handler(db, read.subject);
  return new Response("Unsubscribed.", { status: 200, headers: plain });
}

const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/** The page's button: stops the mail and comes back to the page with the outcome. */
export async function unsubscribeByForm(context: Context, form: FormData, token: string) {
  const { db } = getAppContext(context);
  const read = await readUnsubscribeToken(db, token);
  if (!read.ok) return refuseForm(form, "unsubscribe.errors.invalid", { status: 400 });
  try {
    await read.definition.handler(db, read.subject);
  } catch (error) {
    logger.error({ err: error }, "Unsubscribe failed");
    return refuseForm(form, "unsubscribe.errors.failed", { status: 500 });
  }
  const what = read.definition.describe(getRequestLanguage(context), read.subject);
  throw redirectWithFlash(context, `/unsubscribe?token=${encodeURIComponent(token)}`, {
    ns: "mail",
    key: "unsubscribe.done",
    values: { what },
    form: "unsubscribe",
  });
}
