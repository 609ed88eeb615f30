import { Bell, Settings } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useFetcher, useSubmit } from "react-router";
import { NotificationsFace } from "~/features/notifications/components/face";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { cn } from "~/lib/util/cn";

type Item = { id: string; text: string; unread: boolean; date: string };

/** How many of the newest notifications the menu lists. */
const LATEST = 6;

/**
 * The header's notifications menu (Radix), loaded when the bell is first used: the newest few from
 * /notifications' loader; choosing one marks it read and opens it (the page's own form post).
 */
export default function NotificationsMenu({ unread, defaultOpen }: { unread: number; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ items: Item[] }>();
  const submit = useSubmit();
  const load = () => {
    if (fetcher.state === "idle") void fetcher.load("/notifications");
  };
  useEffect(() => {
    if (defaultOpen) load();
    // Loads once when opened on first use; later openings load again (onOpenChange).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const items = fetcher.data?.items.slice(0, LATEST);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen} onOpenChange={(open) => open && load()}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="relative px-2">
          <NotificationsFace unread={unread} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>{t("notifications.label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items === undefined ? null : items.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-basalt-700">{t("notifications.empty")}</p>
        ) : (
          items.map((item) => (
            <DropdownMenuItem
              key={item.id}
              className="items-start"
              onSelect={() =>
                void submit({ intent: "open", id: item.id }, { method: "post", action: "/notifications" })
              }
            >
              <Bell aria-hidden className={cn("mt-0.5", item.unread ? "text-magma-600" : "text-basalt-400")} />
              <span className="grid min-w-0 gap-0.5">
                <span className={cn("text-sm", item.unread && "font-semibold")}>{item.text}</span>
                <span className="text-xs text-basalt-600">{item.date}</span>
              </span>
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/notifications">{t("notifications.viewAll")}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account/notifications">
            <Settings aria-hidden />
            {t("notifications.settings")}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
