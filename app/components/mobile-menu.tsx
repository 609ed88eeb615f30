import { headerActionFor } from "~/components/header-action";
import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, NavLink } from "react-router";
import { LanguagePicker } from "~/components/language-picker";
import { Button } from "~/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTrigger } from "~/components/ui/sheet";
import { communityNav, primaryNav } from "~/content/site";
import { useRootData } from "~/lib/root/root-data";
import { cn } from "~/lib/util/cn";

/** The navigation panel for small screens (Radix Dialog); loaded on first use by site-header. */
export default function MobileMenu({
  defaultOpen = false,
  inlineNavigation,
}: {
  defaultOpen?: boolean;
  /** The header shows its links inline from xl up; otherwise this menu serves at every width. */
  inlineNavigation: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const root = useRootData();
  const linkClass =
    "block rounded-md px-3 py-2.5 text-base font-medium text-basalt-900 hover:bg-steam-200 aria-[current=page]:text-magma-700";
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn(inlineNavigation && "xl:hidden")}
          aria-label={t("nav.openMenu")}
        >
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
          <SheetClose asChild>
            <NavLink to={root?.user ? "/account" : "/auth"} className={linkClass}>
              {root?.user ? t("session.account") : t("session.signIn")}
            </NavLink>
          </SheetClose>
          <LanguagePicker align="start" className="self-start" />
          <SheetClose asChild>
            <Button asChild>
              <Link to={headerActionFor(root?.user).to}>{t(headerActionFor(root?.user).key)}</Link>
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
