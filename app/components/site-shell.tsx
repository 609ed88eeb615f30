import { useTranslation } from "~/lib/i18n/react";
import { deferred } from "~/components/deferred";
import { SiteHeader } from "~/components/site-header";

/** Below the first screen: its code loads after the first screen's (decision 025); the server renders it in full. */
const SiteFooter = deferred("site-footer", () => import("~/components/site-footer").then((m) => m.SiteFooter));

/** Header and footer around every page past the gate, errors included. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-basalt-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
