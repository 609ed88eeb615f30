import { createContext, RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import type { Config } from "~/lib/env.server";
import type { RateLimits } from "~/lib/rate-limit.server";

/** What every loader, action and middleware gets from the server (see server/app.ts). */
export type AppContext = {
  db: Database;
  config: Config;
  /** Key that signs the site_authenticated cookie. */
  gateKey: Buffer;
  rateLimits: RateLimits;
  clientIp: string;
  cspNonce: string;
};

export const appContext = createContext<AppContext>();

export function createLoadContext(value: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, value);
  return provider;
}

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
