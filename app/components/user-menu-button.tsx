import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { onDemand } from "~/components/on-demand";
import { UserFace } from "~/components/user-menu-trigger";
import { Button } from "~/components/ui/button";
import { useRootData } from "~/lib/root/root-data";

const userMenu = onDemand(() => import("./user-menu"));

/**
 * Sign in, or the signed-in user's menu. Until first used the menu is a link to the account page
 * (so it works without JavaScript); its Radix code loads on hover, focus or click.
 */
export function UserMenuButton() {
  const { t } = useTranslation();
  const root = useRootData();
  const [Menu, activate] = userMenu.useComponent();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const user = root?.user;
  if (!user) {
    // On phones "Sign in" moves into the menu panel, so the header always fits 360 px in every language.
    return (
      <Button asChild variant="ghost" size="sm" className="max-sm:hidden">
        <Link to="/auth">{t("session.signIn")}</Link>
      </Button>
    );
  }
  if (Menu) return <Menu user={user} defaultOpen={openOnLoad} />;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link
        to="/account"
        aria-haspopup="menu"
        onPointerEnter={userMenu.preload}
        onFocus={userMenu.preload}
        onClick={(event) => {
          event.preventDefault();
          setOpenOnLoad(true);
          activate();
        }}
      >
        <UserFace user={user} />
      </Link>
    </Button>
  );
}
