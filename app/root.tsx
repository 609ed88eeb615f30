import { useEffect, useRef } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import type { i18n } from "i18next";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { DocumentStyle } from "~/components/document-style";
import { ErrorPage } from "~/components/error-page";
import { useNonce } from "~/components/nonce";
import { PendingIndicator } from "~/components/pending-indicator";
import { ToastHost } from "~/components/ui/toast-host";
import { toast } from "~/components/ui/use-toast";
import { useLanguageSync } from "~/components/language-picker";
import { getAppContext, requestLanguageContext } from "~/lib/app-context.server";
import { getUser } from "~/lib/auth.server";
import { gateMiddleware, isUnlocked } from "~/lib/gate-middleware.server";
import { detectRequestLanguage } from "~/lib/i18n/detect.server";
import { languageCookieHeader } from "~/lib/i18n/language-cookie.server";
import { createI18n } from "~/lib/i18n/instance";
import { defaultLanguage, type LanguageCode } from "~/lib/i18n/languages";
import { readFlashToast } from "~/lib/toast.server";
import { getNamespace } from "~/locales/index.server";
import type { CommonMessages } from "~/locales/types";
import stylesheet from "~/styles/app.css?url";

/** Decides the request's language once, for every loader (see page-messages.server.ts). */
const languageMiddleware: Route.MiddlewareFunction = ({ request, context }) => {
  context.set(requestLanguageContext, detectRequestLanguage(request));
};

export const middleware: Route.MiddlewareFunction[] = [gateMiddleware, languageMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Before unlocking, the browser gets only the strings the gate screen needs: no page content. */
const GATE_MESSAGE_GROUPS = ["meta", "brand", "gate", "language", "toast"] as const;

function commonMessagesFor(language: LanguageCode, locked: boolean): CommonMessages {
  const all = getNamespace(language, "common");
  if (!locked) return all;
  const picked = Object.fromEntries(GATE_MESSAGE_GROUPS.map((group) => [group, all[group]]));
  return { ...picked, nav: { loadingPage: all.nav.loadingPage } } as unknown as CommonMessages;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, gateKey } = getAppContext(context);
  const locked = config.gateEnabled && !isUnlocked(request, gateKey);
  const { language, source } = context.get(requestLanguageContext);
  const { toast: flash, clearHeader } = readFlashToast(request);
  const user = locked ? null : await getUser(request, context);
  const headers = new Headers();
  if (clearHeader) headers.append("Set-Cookie", clearHeader);
  // `?lng=` is an explicit choice (links work without JavaScript): remember it.
  if (source === "query")
    headers.append("Set-Cookie", languageCookieHeader(language, config.siteUrl.startsWith("https:")));
  return data(
    {
      language,
      messages: commonMessagesFor(language, locked),
      /** Which common strings were sent: the gate's few, or all of them. */
      messageScope: locked ? ("gate" as const) : ("site" as const),
      toast: flash,
      /** Who is signed in (for the header): just what the page shows, never the email. */
      user: user ? { name: user.name, role: user.role } : null,
      site: {
        gateEnabled: config.gateEnabled,
        contactEmail: config.contactEmail,
        siteUrl: config.siteUrl,
      },
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** One i18next instance per language and scope of strings, reused across revalidations. */
function useI18n(root: RootData | undefined): i18n | null {
  const cache = useRef<{ key: string; instance: i18n } | null>(null);
  if (!root) return null;
  const key = `${root.language}:${root.messageScope}`;
  if (cache.current?.key !== key) cache.current = { key, instance: createI18n(root.language, root.messages) };
  return cache.current.instance;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const language = root?.language ?? defaultLanguage;
  const i18n = useI18n(root);
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a242d" />
        {root?.site.gateEnabled !== false ? <meta name="robots" content="noindex, nofollow" /> : null}
        <DocumentStyle href={stylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-steam-50 antialiased">
        {i18n ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast: flash } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useLanguageSync();
  // A toast left by a redirect (e.g. "Access granted", a newsletter answer without JavaScript).
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    toast({ variant: flash.type, title: t(flash.key) });
  }, [flash, t]);
  return (
    <>
      <PendingIndicator />
      <Outlet />
      <ToastHost />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
