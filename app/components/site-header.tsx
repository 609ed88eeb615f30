import { ArrowRight, ChevronDown, Menu } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, NavLink } from "react-router";
import { LanguagePicker, useCurrentLanguage } from "~/components/language-picker";
import { LogoMark } from "~/components/logo";
import { Button, buttonVariants } from "~/components/ui/button";
import { navigationItemClass } from "~/components/ui/nav-styles";
import { onDemand } from "~/components/on-demand";
import { NotificationsButton } from "~/features/notifications";
import { UserMenuButton } from "~/components/user-menu-button";
import { communityNav, hasInlineNavigation, primaryNav } from "~/content/site";
import { useRootData } from "~/lib/root/root-data";
import { headerActionFor } from "~/components/header-action";
import { useHydrated } from "~/lib/util/use-hydrated";
import { cn } from "~/lib/util/cn";

export function SiteHeader() {
  const { t } = useTranslation();
  const inlineNavigation = hasInlineNavigation(useCurrentLanguage());
  const action = headerActionFor(useRootData()?.user);
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
          <NotificationsButton />
          <UserMenuButton />
          <Button asChild size="sm" className="max-sm:hidden">
            <Link to={action.to}>
              {t(action.key)}
              <ArrowRight aria-hidden className="xl:hidden" />
            </Link>
          </Button>
          <MobileMenuButton inlineNavigation={inlineNavigation} />
        </div>
      </div>
    </header>
  );
}

/** Hides the disclosure triangle of a <summary> that looks like a button (Safari draws it otherwise). */
const summaryClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/**
 * Opened before the scripts ran (they start after the first paint, decision 011): the disclosure
 * carries on as the Radix component, opened, once React has taken over.
 */
function useOpenedBeforeScripts(activate: () => void) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  useLayoutEffect(() => {
    if (disclosure.current?.open) activate();
  }, [activate]);
  return disclosure;
}

const communityMenu = onDemand(() => import("./community-menu"));

/**
 * The Community drop-down (Radix NavigationMenu); its code loads on first hover, focus or click.
 * Before the scripts run it is a disclosure of plain links.
 */
function CommunityMenuButton() {
  const { t } = useTranslation();
  const [Menu, activate] = communityMenu.useComponent();
  const hydrated = useHydrated();
  const disclosure = useOpenedBeforeScripts(activate);
  if (Menu) return <Menu defaultOpen />;
  if (!hydrated) {
    return (
      <details ref={disclosure} className="group relative">
        <summary className={cn(navigationItemClass, "gap-1", summaryClass)}>
          {t("nav.community")}
          <ChevronDown aria-hidden className="size-3.5 transition-transform duration-200 group-open:rotate-180" />
        </summary>
        <div className="absolute top-full right-0 z-10 mt-2 w-[26rem] rounded-[var(--radius-card)] border border-basalt-200 bg-white p-2 shadow-[var(--shadow-card)]">
          <CommunityLinks />
        </div>
      </details>
    );
  }
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

/** The Community entries as plain links (the menu's content before its script has loaded). */
function CommunityLinks() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-1">
      {communityNav.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            className="block rounded-md px-3 py-2.5 transition-colors hover:bg-steam-100 focus:bg-steam-100"
          >
            <span className="block text-sm font-semibold text-basalt-950">{t(`communityMenu.${item.key}.title`)}</span>
            <span className="block text-sm text-basalt-600">{t(`communityMenu.${item.key}.description`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const mobileMenu = onDemand(() => import("./mobile-menu"));

/**
 * The menu button for small screens; the panel's code (a Radix Dialog) loads when it is first opened.
 * Before the scripts run it is a disclosure whose panel holds the same links.
 */
function MobileMenuButton({ inlineNavigation }: { inlineNavigation: boolean }) {
  const { t } = useTranslation();
  const root = useRootData();
  const [Panel, activate] = mobileMenu.useComponent();
  const hydrated = useHydrated();
  const disclosure = useOpenedBeforeScripts(activate);
  if (Panel) return <Panel defaultOpen inlineNavigation={inlineNavigation} />;
  if (!hydrated) {
    const linkClass = "block rounded-md px-3 py-2.5 text-base font-medium text-basalt-900 hover:bg-steam-200";
    return (
      <details ref={disclosure} className={cn(inlineNavigation && "xl:hidden")}>
        <summary className={cn(buttonVariants({ variant: "ghost", size: "icon" }), summaryClass)}>
          <Menu aria-hidden className="size-6!" />
          <span className="sr-only">{t("nav.openMenu")}</span>
        </summary>
        <div className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] overflow-y-auto border-t border-basalt-200 bg-steam-50 px-6 py-6">
          <nav aria-label={t("nav.primary")} className="mx-auto grid max-w-md gap-1">
            {primaryNav.map((item) => (
              <Link key={item.key} to={item.to} className={linkClass}>
                {t(`nav.${item.key}`)}
              </Link>
            ))}
            <p className="mt-4 px-3 text-xs font-semibold tracking-wider text-basalt-600 uppercase">
              {t("nav.community")}
            </p>
            {communityNav.map((item) => (
              <Link key={item.key} to={item.to} className={cn(linkClass, "py-2")}>
                <span className="block">{t(`communityMenu.${item.key}.title`)}</span>
                <span className="block text-sm font-normal text-basalt-600">
                  {t(`communityMenu.${item.key}.description`)}
                </span>
              </Link>
            ))}
          </nav>
          <div className="mx-auto mt-6 flex max-w-md flex-col gap-3 border-t border-basalt-200 pt-6">
            <Link to={root?.user ? "/account" : "/auth"} className={linkClass}>
              {root?.user ? t("session.account") : t("session.signIn")}
            </Link>
            <LanguagePicker align="start" className="self-start" />
            <Button asChild>
              <Link to={headerActionFor(root?.user).to}>{t(headerActionFor(root?.user).key)}</Link>
            </Button>
          </div>
        </div>
      </details>
    );
  }
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
