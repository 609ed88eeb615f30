import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "~/components/ui/navigation-menu";
import { communityNav } from "~/content/site";

/** The Community drop-down of the header (spec §2): five entries, each with a description. */
export default function CommunityMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <NavigationMenu defaultValue={defaultOpen ? "community" : undefined}>
      <NavigationMenuList>
        <NavigationMenuItem value="community" className="relative">
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
  );
}
