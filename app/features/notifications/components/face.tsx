import { Bell } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";

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
