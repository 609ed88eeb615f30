import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { onDemand } from "~/components/on-demand";
import { Button } from "~/components/ui/button";
import type { Role } from "~/lib/auth/roles";
import { useRootData } from "~/lib/root/root-data";

export type UserMenuUser = { name: string; role: Role };

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

/**
 * The account button's face: initials and (on wider screens) the first name. The button's accessible
 * name starts with the text shown (WCAG 2.5.3 Label in Name): "DM Demo — Account menu".
 */
function UserFace({ user }: { user: UserMenuUser }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="flex size-7 items-center justify-center rounded-full bg-mineral-100 text-xs font-bold text-mineral-800">
        {initialsOf(user.name)}
      </span>
      <span className="max-w-32 truncate max-md:hidden">{user.name.split(/\s+/)[0]}</span>
      <span className="sr-only">
        {" — "}
        {t("session.userMenu")}
      </span>
    </>
  );
}

export function UserMenuTrigger({ user, ...props }: { user: UserMenuUser } & React.ComponentProps<"button">) {
  return (
    <Button variant="ghost" size="sm" {...props}>
      <UserFace user={user} />
    </Button>
  );
}

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
