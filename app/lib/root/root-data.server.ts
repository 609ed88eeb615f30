import type { RouterContextProvider } from "react-router";
import { getAppContext, requestLanguageContext } from "~/lib/server/app-context.server";
import { holdsCredential } from "~/features/registry/index.server";
import { unreadCount } from "~/features/notifications/index.server";
import { getUser, sessionRenewalCookies } from "~/features/auth/index.server";
import { isUnlocked } from "~/features/gate/index.server";
import { languageCookieHeader } from "~/lib/i18n/language-cookie.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { readFlash } from "~/lib/forms/flash.server";
import { getNamespace } from "~/locales/index.server";
import type { CommonMessages } from "~/locales/types";

/** Before unlocking, the browser gets only the strings the gate screen needs: no page content. */
const GATE_MESSAGE_GROUPS = ["meta", "brand", "gate", "language", "toast"] as const;

function commonMessagesFor(language: LanguageCode, locked: boolean): CommonMessages {
  const all = getNamespace(language, "common");
  if (!locked) return all;
  const picked = Object.fromEntries(GATE_MESSAGE_GROUPS.map((group) => [group, all[group]]));
  return { ...picked, nav: { loadingPage: all.nav.loadingPage } } as unknown as CommonMessages;
}

/** The root's data: language, common strings, toast, who is signed in, site settings. */
export async function loadRootData(request: Request, context: Readonly<RouterContextProvider>) {
  const { config, gateKey, db } = getAppContext(context);
  const locked = config.gateEnabled && !isUnlocked(request, gateKey);
  const { language, source } = context.get(requestLanguageContext);
  const { flash, clearHeader } = readFlash(request, gateKey, language);
  const user = locked ? null : await getUser(request, context);
  // The header's unread count: one count on a partial index, signed-in requests only.
  const [unread, holder] = user
    ? await Promise.all([unreadCount(db, user.id), holdsCredential(db, user.id)])
    : [0, false];
  const headers = new Headers();
  if (clearHeader) headers.append("Set-Cookie", clearHeader);
  if (user) for (const cookie of await sessionRenewalCookies(request, context)) headers.append("Set-Cookie", cookie);
  // `?lng=` is an explicit choice (links work without JavaScript): remember it.
  if (source === "query")
    headers.append("Set-Cookie", languageCookieHeader(language, config.siteUrl.startsWith("https:")));
  const payload = {
    language,
    messages: commonMessagesFor(language, locked),
    /** Which common strings were sent: the gate's few, or all of them. */
    messageScope: locked ? ("gate" as const) : ("site" as const),
    /** What the last form action left to say (app/lib/forms/flash.ts). */
    flash,
    /** Who is signed in (for the header): just what the page shows, never the email. */
    user: user ? { name: user.name, role: user.role, unread, holdsCredential: holder } : null,
    site: {
      gateEnabled: config.gateEnabled,
      contactEmail: config.contactEmail,
      siteUrl: config.siteUrl,
    },
  };
  return { payload, headers };
}
