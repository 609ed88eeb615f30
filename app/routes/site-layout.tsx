import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { ErrorPage } from "~/components/error-page";
import { SiteShell } from "~/components/site-shell";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <ErrorPage error={error} />
    </SiteShell>
  );
}
