import { useEffect, useRef } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { DocumentStyle } from "~/components/document-style";
import { ErrorPage } from "~/components/error-page";
import { SiteShell } from "~/components/site-shell";
import { rootDataOfError, useRootData, type RootData } from "~/lib/root/root-data";
import { useNonce } from "~/components/nonce";
import { PendingIndicator } from "~/components/pending-indicator";
import { ToastHost } from "~/components/ui/toast-host";
import { toast } from "~/components/ui/use-toast";
import { useLanguageSync } from "~/components/language-picker";
import { requestLanguageContext } from "~/lib/server/app-context.server";
import { gateMiddleware } from "~/features/gate/index.server";
import { refuseNulBytes } from "~/lib/server/nul-bytes.server";
import { detectRequestLanguage } from "~/lib/i18n/detect.server";
import { createPageTranslator, TranslatorProvider } from "~/lib/i18n/react";
import type { Translator } from "~/lib/i18n/translator";
import { defaultLanguage } from "~/lib/i18n/languages";
import { loadRootData } from "~/lib/root/root-data.server";
import { startDeferredScripts } from "~/lib/root/deferred-scripts";
import stylesheet from "~/styles/app.css?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * The inline script that starts the page's scripts (decision 011). Only the server writes its text: the
 * browser runs it before React loads, and hydration keeps the element as it is, so the browser's bundle
 * leaves the text out. A constant, so React never rewrites the element either.
 */
const startScripts = { __html: import.meta.env.SSR ? startDeferredScripts : "" };

/** Decides the request's language once, for every loader (see page-messages.server.ts). */
const languageMiddleware: Route.MiddlewareFunction = ({ request, context }) => {
  context.set(requestLanguageContext, detectRequestLanguage(request));
};

// U+0000 in the address or a form: the 400 page before any loader or action runs (decision 016).
export const middleware: Route.MiddlewareFunction[] = [gateMiddleware, languageMiddleware, refuseNulBytes];

export const links: Route.LinksFunction = () => [
  // The Latin face of the site's font (DESIGN.md: preloaded); other scripts load their subset on use.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { payload, headers } = await loadRootData(request, context);
  return data(payload, { headers });
}

/** One translator per language and scope of strings, reused across revalidations (decision 025). */
function useTranslatorOf(root: RootData | undefined): Translator | null {
  const cache = useRef<{ key: string; translator: Translator } | null>(null);
  if (!root) return null;
  const key = `${root.language}:${root.messageScope}`;
  if (cache.current?.key !== key) {
    cache.current = { key, translator: createPageTranslator(root.language, root.messages) };
  }
  return cache.current.translator;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const language = root?.language ?? defaultLanguage;
  const translator = useTranslatorOf(root);
  // Marks the document once React has taken over (the browser tests wait for it before using scripts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
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
        {translator ? <TranslatorProvider translator={translator}>{children}</TranslatorProvider> : children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Starts the scripts above once the page is painted (decision 011). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={startScripts} />
      </body>
    </html>
  );
}

export default function App() {
  // Undefined only when a middleware refused the request before the loaders ran (entry.server fills it in).
  const flash = useLoaderData<typeof loader>()?.flash ?? null;
  useLanguageSync();
  // A flash left by a redirect for no form in particular (e.g. "Access granted") is a toast.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!flash || flash.form !== null || shown.current === flash.id) return;
    shown.current = flash.id;
    toast({ variant: flash.type, title: flash.text });
  }, [flash]);
  return (
    <>
      <PendingIndicator />
      <Outlet />
      <ToastHost />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refusal by a route middleware (403) comes with the root's data: show it in the site's frame.
  if (rootDataOfError(error)) {
    return (
      <SiteShell>
        <ErrorPage error={error} />
      </SiteShell>
    );
  }
  return <ErrorPage error={error} />;
}
