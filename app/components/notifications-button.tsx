import { Bell } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { onDemand } from "~/components/on-demand";
import { buttonVariants } from "~/components/ui/button";
import { useRootData } from "~/lib/root/root-data";
import { cn } from "~/lib/util/cn";

/**
 * The bell's face: the icon and the unread count. Its accessible name starts with the count it shows
 * ("3 unread — Notifications"); the badge itself is hidden from it (its words say it).
 */
export function NotificationsFace({ unread }: { unread: number }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

const notificationsMenu = onDemand(() => import("./notifications-menu"));

/**
 * The header's notifications entry for signed-in members. Until first used it is a link to
 * /notifications (the list, which works without JavaScript); once used, a Radix menu of the newest.
 */
export function NotificationsButton() {
  const user = useRootData()?.user;
  const [Menu, activate] = notificationsMenu.useComponent();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (!user) return null;
  if (Menu) return <Menu unread={user.unread} defaultOpen={openOnLoad} />;
  return (
    <Link
      to="/notifications"
      aria-haspopup="menu"
      className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "relative px-2")}
      onPointerEnter={notificationsMenu.preload}
      onFocus={notificationsMenu.preload}
      onClick={(event) => {
        event.preventDefault();
        setOpenOnLoad(true);
        activate();
      }}
    >
      <NotificationsFace unread={user.unread} />
    </Link>
  );
}
