import { useTranslation } from "~/lib/i18n/react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

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
