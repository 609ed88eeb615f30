import { data, type RouterContextProvider } from "react-router";
import { loadRootData } from "~/lib/root/root-data.server";
import { hasRole, type Role } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";

/**
 * Route middleware guarding a whole branch (e.g. /admin and every page under it): runs before any
 * of the branch's loaders and actions, so no child can forget the check.
 */
export function roleMiddleware(allowed: readonly Role[]) {
  return async ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => {
    const user = await requireUser(request, context);
    if (hasRole(user.role, allowed)) return;
    // No loader runs after a middleware refuses, the root's neither: the refusal carries the root's
    // data, so the 403 page keeps the visitor's language and the site's header (app/lib/root/root-data.ts).
    const { payload } = await loadRootData(request, context);
    throw data({ reason: "forbidden", rootData: payload }, { status: 403 });
  };
}
