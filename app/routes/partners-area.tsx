import { Outlet } from "react-router";
import type { Route } from "./+types/partners-area";
import { roleMiddleware } from "~/lib/root/role-middleware.server";
import { partnerAreaRoles } from "~/features/registry";

/**
 * The partner-only pages (no path of its own): bulk verification and its CSV of results. Signed out
 * → /auth, signed in without the partner role (admins have every role) → 403, before any of their
 * loaders and actions runs. The pages ask the same policy again (app/features/registry/policy.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [roleMiddleware(partnerAreaRoles)];

export default function PartnersArea() {
  return <Outlet />;
}
