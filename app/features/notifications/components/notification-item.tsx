import { useTranslation } from "~/lib/i18n/react";
import { Form } from "react-router";
import type { NotificationData, NotificationType } from "~/features/notifications/types";
import { cn } from "~/lib/util/cn";

export type NotificationView = {
  id: string;
  type: NotificationType;
  data: NotificationData;
  unread: boolean;
  date: string;
};

/** The sentence of a notification in the page's language (the notifications namespace). */
export function useNotificationText() {
  const { t } = useTranslation("notifications");
  return (item: Pick<NotificationView, "type" | "data">) =>
    t(`types.${item.type}.text` as "types.forum.reply.text", { actor: item.data.actor ?? "", title: item.data.title });
}

/**
 * One notification: a button that marks it read and goes to it (a form, so it works without
 * JavaScript); unread ones are marked by a dot and the word "Unread" for screen readers.
 */
export function NotificationItem({ item }: { item: NotificationView }) {
  const { t } = useTranslation("notifications");
  const text = useNotificationText()(item);
  return (
    <Form method="post" action="/notifications">
      <input type="hidden" name="intent" value="open" />
      <input type="hidden" name="id" value={item.id} />
      <button
        type="submit"
        className={cn(
          "flex w-full items-start gap-3 rounded-[var(--radius-card)] border px-4 py-3 text-left transition-colors hover:border-mineral-400 hover:bg-white",
          item.unread ? "border-mineral-200 bg-mineral-50" : "border-basalt-200 bg-steam-50",
        )}
      >
        <span
          aria-hidden
          className={cn("mt-2 size-2 shrink-0 rounded-full", item.unread ? "bg-magma-600" : "bg-transparent")}
        />
        <span className="grid min-w-0 gap-0.5">
          <span className={cn("text-basalt-950", item.unread && "font-semibold")}>
            {item.unread ? <span className="sr-only">{`${t("page.unread")}: `}</span> : null}
            {text}
          </span>
          <span className="text-sm text-basalt-600">{item.date}</span>
        </span>
      </button>
    </Form>
  );
}
