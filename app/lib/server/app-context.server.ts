import { createContext, RouterContextProvider } from "react-router";
import type { Auth } from "~/features/auth/index.server";
import type { Deps } from "~/lib/server/deps.server";
import type { RateLimits } from "~/lib/server/rate-limit.server";
import type { LanguageSource } from "~/lib/i18n/detect.server";
import type { LanguageCode } from "~/lib/i18n/languages";

/**
 * What every loader, action and middleware gets from the server (see server/app.ts): the `Deps` built
 * at start, and the request's own parts.
 */
export type AppContext = Deps & {
  /** Key that signs the site_authenticated cookie. */
  gateKey: Buffer;
  rateLimits: RateLimits;
  /** Accounts and sessions (better-auth). */
  auth: Auth;
  clientIp: string;
  cspNonce: string;
};

export const appContext = createContext<AppContext>();

/** The language this request is rendered in; set by the root middleware (app/root.tsx). */
export const requestLanguageContext = createContext<{ language: LanguageCode; source: LanguageSource }>({
  language: "en",
  source: "default",
});

export function getRequestLanguage(context: Readonly<RouterContextProvider>): LanguageCode {
  return context.get(requestLanguageContext).language;
}

export function createLoadContext(value: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, value);
  return provider;
}

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
