import { BriefcaseBusiness, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useSubmit } from "react-router";
import { UserMenuTrigger, type UserMenuUser } from "~/components/user-menu-trigger";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";

/** The signed-in user's Radix menu; loaded when the header's account button is first used. */
export default function UserMenu({ user, defaultOpen }: { user: UserMenuUser; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="truncate">{user.name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden />
            {t("session.account")}
          </Link>
        </DropdownMenuItem>
        {user.role === "staff" || user.role === "admin" ? (
          <DropdownMenuItem asChild>
            <Link to="/staff">
              <BriefcaseBusiness aria-hidden />
              {t("session.staff")}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {user.role === "admin" ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden />
              {t("session.admin")}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        {/* Submitted on select: a form inside the menu would be gone before its submit event, as the menu closes. */}
        <DropdownMenuItem onSelect={() => void submit(null, { method: "post", action: "/auth/sign-out" })}>
          <LogOut aria-hidden />
          {t("session.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
