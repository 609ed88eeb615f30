import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useRootData } from "~/lib/root/root-data";
import { cn } from "~/lib/util/cn";

/**
 * The header's notifications entry for signed-in members: a bell with the unread count, a link to
 * /notifications (the list, which works without JavaScript). Its accessible name starts with its
 * visible count ("3 unread — Notifications").
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  if (!user) return null;
  const unread = user.unread;
  return (
    <Link to="/notifications" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "relative px-2")}>
      <Bell aria-hidden className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-magma-600 px-1 text-xs font-bold text-white tabular-nums"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
      <span className="sr-only">
        {unread > 0 ? `${t("notifications.unread", { count: unread })} — ` : ""}
        {t("notifications.label")}
      </span>
    </Link>
  );
}
