import { useTranslation } from "~/lib/i18n/react";
import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { PageHeader } from "~/components/page-header";
import { adminNav } from "~/content/admin-nav";
import { roleMiddleware } from "~/lib/root/role-middleware.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { cn } from "~/lib/util/cn";

/** Every page under /admin: signed out → /auth, signed in without the admin role → 403. */
export const middleware: Route.MiddlewareFunction[] = [roleMiddleware(["admin"])];

export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, "admin") };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  usePageMessages("admin", loaderData.messages);
  const { t } = useTranslation("admin");
  return (
    <main id="main">
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[13rem_1fr] lg:px-8">
        <nav aria-label={t("nav.label")} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:grid lg:overflow-visible">
            {adminNav.map((item) => (
              <li key={item.key} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
                      isActive
                        ? "bg-basalt-950 text-white"
                        : "text-basalt-800 hover:bg-steam-200 hover:text-basalt-950",
                    )
                  }
                >
                  <item.icon aria-hidden className="size-4" />
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
