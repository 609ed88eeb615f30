import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>;

/**
 * The root's data (language, common strings, who is signed in). When a route middleware refused the
 * request (a role check's 403), no loader ran, so the refusal carries the same data itself.
 */
export function useRootData(): RootData | undefined {
  const loaded = useRouteLoaderData<typeof rootLoader>("root");
  const error = useRouteError();
  return loaded ?? rootDataOfError(error);
}

/** The root data a refusal carries (see roleMiddleware in app/lib/root/role-middleware.server.ts), if any. */
export function rootDataOfError(error: unknown): RootData | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const data = error.data as { rootData?: RootData } | null;
  return data?.rootData;
}
