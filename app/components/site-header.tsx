import { ArrowRight, ChevronDown, Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { LanguagePicker, useCurrentLanguage } from "~/components/language-picker";
import { LogoMark } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { navigationItemClass } from "~/components/ui/nav-styles";
import { onDemand } from "~/components/on-demand";
import { UserMenuButton } from "~/components/user-menu-button";
import { hasInlineNavigation, primaryNav, routes } from "~/content/site";
import { cn } from "~/lib/utils";

export function SiteHeader() {
  const { t } = useTranslation();
  const inlineNavigation = hasInlineNavigation(useCurrentLanguage());
  return (
    <header
      data-site-chrome
      className="sticky top-0 z-40 border-b border-basalt-200/80 bg-steam-50/95 backdrop-blur supports-[backdrop-filter]:bg-steam-50/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8 xl:gap-3">
        <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={t("brand.homeLink")}>
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-basalt-950">{t("brand.name")}</span>
        </Link>

        <nav aria-label={t("nav.primary")} className={cn("ml-2 hidden", inlineNavigation && "xl:block")}>
          <ul className="flex items-center gap-0.5">
            {primaryNav.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} prefetch="intent" className={navigationItemClass}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <CommunityMenuButton />
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguagePicker className="max-sm:hidden" />
          <UserMenuButton />
          <Button asChild size="sm" className="max-sm:hidden">
            <Link to={routes.trainingQuiz}>
              {t("nav.getStarted")}
              <ArrowRight aria-hidden className="xl:hidden" />
            </Link>
          </Button>
          <MobileMenuButton inlineNavigation={inlineNavigation} />
        </div>
      </div>
    </header>
  );
}

const communityMenu = onDemand(() => import("./community-menu"));

/** The Community drop-down (Radix NavigationMenu); its code loads on first hover, focus or click. */
function CommunityMenuButton() {
  const { t } = useTranslation();
  const [Menu, activate] = communityMenu.useComponent();
  if (Menu) return <Menu defaultOpen />;
  return (
    <button
      type="button"
      className={cn(navigationItemClass, "gap-1")}
      aria-expanded={false}
      onPointerEnter={activate}
      onFocus={communityMenu.preload}
      onClick={activate}
    >
      {t("nav.community")}
      <ChevronDown aria-hidden className="size-3.5" />
    </button>
  );
}

const mobileMenu = onDemand(() => import("./mobile-menu"));

/** The menu button for small screens; the panel's code loads when it is first opened. */
function MobileMenuButton({ inlineNavigation }: { inlineNavigation: boolean }) {
  const { t } = useTranslation();
  const [Panel, activate] = mobileMenu.useComponent();
  if (Panel) return <Panel defaultOpen inlineNavigation={inlineNavigation} />;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn(inlineNavigation && "xl:hidden")}
      aria-label={t("nav.openMenu")}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={mobileMenu.preload}
      onFocus={mobileMenu.preload}
      onClick={activate}
    >
      <Menu aria-hidden className="size-6!" />
    </Button>
  );
}
