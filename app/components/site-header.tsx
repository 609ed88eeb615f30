import { ArrowRight, Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { LanguagePicker } from "~/components/language-picker";
import { LogoMark } from "~/components/logo";
import { Button } from "~/components/ui/button";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationItemClass,
} from "~/components/ui/navigation-menu";
import { Sheet, SheetClose, SheetContent, SheetTrigger } from "~/components/ui/sheet";
import { communityNav, primaryNav, routes } from "~/content/site";
import { cn } from "~/lib/utils";

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-basalt-200/80 bg-steam-50/95 backdrop-blur supports-[backdrop-filter]:bg-steam-50/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={t("brand.homeLink")}>
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-basalt-950">{t("brand.name")}</span>
        </Link>

        <NavigationMenu aria-label={t("nav.primary")} className="ml-4 hidden xl:flex">
          <NavigationMenuList>
            {primaryNav.map((item) => (
              <NavigationMenuItem key={item.key}>
                <NavigationMenuLink asChild>
                  <NavLink to={item.to} prefetch="intent" className={navigationItemClass}>
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </NavigationMenuLink>
              </NavigationMenuItem>
            ))}
            <NavigationMenuItem className="relative">
              <NavigationMenuTrigger>{t("nav.community")}</NavigationMenuTrigger>
              <NavigationMenuContent className="right-0 left-auto">
                <ul className="grid gap-1">
                  {communityNav.map((item) => (
                    <li key={item.key}>
                      <NavigationMenuLink asChild>
                        <Link
                          to={item.to}
                          className="block rounded-md px-3 py-2.5 transition-colors hover:bg-steam-100 focus:bg-steam-100"
                        >
                          <span className="block text-sm font-semibold text-basalt-950">
                            {t(`communityMenu.${item.key}.title`)}
                          </span>
                          <span className="block text-sm text-basalt-600">
                            {t(`communityMenu.${item.key}.description`)}
                          </span>
                        </Link>
                      </NavigationMenuLink>
                    </li>
                  ))}
                </ul>
              </NavigationMenuContent>
            </NavigationMenuItem>
          </NavigationMenuList>
        </NavigationMenu>

        <div className="ml-auto flex items-center gap-2">
          <LanguagePicker className="hidden sm:inline-flex" />
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={routes.trainingQuiz}>
              {t("nav.getStarted")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const linkClass =
    "block rounded-md px-3 py-2.5 text-base font-medium text-basalt-900 hover:bg-steam-200 aria-[current=page]:text-magma-700";
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="xl:hidden" aria-label={t("nav.openMenu")}>
          <Menu aria-hidden className="size-6!" />
        </Button>
      </SheetTrigger>
      <SheetContent title={t("nav.menuTitle")} closeLabel={t("nav.closeMenu")}>
        <nav aria-label={t("nav.primary")} className="grid gap-1">
          {primaryNav.map((item) => (
            <SheetClose asChild key={item.key}>
              <NavLink to={item.to} className={linkClass}>
                {t(`nav.${item.key}`)}
              </NavLink>
            </SheetClose>
          ))}
          <p className="mt-4 px-3 text-xs font-semibold tracking-wider text-basalt-600 uppercase">
            {t("nav.community")}
          </p>
          {communityNav.map((item) => (
            <SheetClose asChild key={item.key}>
              <NavLink to={item.to} end className={cn(linkClass, "py-2")}>
                <span className="block">{t(`communityMenu.${item.key}.title`)}</span>
                <span className="block text-sm font-normal text-basalt-600">
                  {t(`communityMenu.${item.key}.description`)}
                </span>
              </NavLink>
            </SheetClose>
          ))}
        </nav>
        <div className="mt-6 flex flex-col gap-3 border-t border-basalt-200 pt-6">
          <LanguagePicker align="start" className="self-start" />
          <SheetClose asChild>
            <Button asChild>
              <Link to={routes.trainingQuiz}>{t("nav.getStarted")}</Link>
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
