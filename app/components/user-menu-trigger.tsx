import { useTranslation } from "~/lib/i18n/react";
import { Button } from "~/components/ui/button";
import type { Role } from "~/features/auth";

export type UserMenuUser = { name: string; role: Role };

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

/**
 * The account button's face: initials and (on wider screens) the first name. The button's accessible
 * name starts with the text shown (WCAG 2.5.3 Label in Name): "DM Demo — Account menu".
 */
export function UserFace({ user }: { user: UserMenuUser }) {
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
