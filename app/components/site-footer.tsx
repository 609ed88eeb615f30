import { Globe, Mail, MessageSquareWarning } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { LogoMark } from "~/components/logo";
import { footerQuickLinks } from "~/content/site";
import { useRootData } from "~/lib/root/root-data";

export function SiteFooter() {
  const { t } = useTranslation();
  const root = useRootData();
  const email = root?.site.contactEmail ?? "";
  const siteUrl = root?.site.siteUrl ?? "";
  const websiteLabel = siteUrl.replace(/^https?:\/\//, "");
  const year = new Date().getFullYear();
  return (
    <footer data-site-chrome className="render-lazily bg-basalt-950 text-steam-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-12 lg:px-8">
        <div className="md:col-span-5">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="text-lg font-bold text-white">{t("brand.name")}</span>
          </div>
          <p className="mt-4 max-w-sm text-steam-200">{t("footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-quick-links" className="md:col-span-3">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wider text-white uppercase">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-4 grid gap-2">
            {footerQuickLinks.map((item) => (
              <li key={item.key}>
                <Link to={item.to} className="text-steam-200 underline-offset-4 hover:text-white hover:underline">
                  {item.key === "community" ? t("footer.community") : t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:col-span-4">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t("footer.contactInfo")}</h2>
          <ul className="mt-4 grid gap-3">
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 text-mineral-300" />
              <span className="sr-only">{t("footer.email")}: </span>
              <a
                href={`mailto:${email}`}
                className="text-steam-200 underline-offset-4 hover:text-white hover:underline"
              >
                {email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Globe aria-hidden className="size-4 text-mineral-300" />
              <span className="sr-only">{t("footer.website")}: </span>
              <a href={siteUrl} className="text-steam-200 underline-offset-4 hover:text-white hover:underline">
                {websiteLabel}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MessageSquareWarning aria-hidden className="size-4 text-mineral-300" />
              <Link to="/complaints" className="text-steam-200 underline-offset-4 hover:text-white hover:underline">
                {t("footer.complaints")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-basalt-300 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t("footer.copyright", { year })}</p>
          <p>{t("footer.fictional")}</p>
        </div>
      </div>
    </footer>
  );
}
