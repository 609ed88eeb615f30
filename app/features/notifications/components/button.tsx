import { useState } from "react";
import { Link } from "react-router";
import { NotificationsFace } from "~/features/notifications/components/face";
import { onDemand } from "~/components/on-demand";
import { buttonVariants } from "~/components/ui/button";
import { useRootData } from "~/lib/root/root-data";
import { cn } from "~/lib/util/cn";

const notificationsMenu = onDemand(() => import("./menu"));

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
