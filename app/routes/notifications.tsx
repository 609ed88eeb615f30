import { BellOff, CheckCheck, Settings } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/notifications";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { NotificationItem, notificationsForms, isSitePath } from "~/features/notifications";
import { Button } from "~/components/ui/button";
import { listNotifications, markAllRead, markRead, notificationText } from "~/features/notifications/index.server";
import { requireUser } from "~/features/auth/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { loaderHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = loaderHeaders;

/** How many notifications the page lists (the newest). */
const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const formatDate = formatDateFor(context);
  const language = getRequestLanguage(context);
  const rows = await listNotifications(getAppContext(context).db, user.id, { limit: PAGE_SIZE });
  return data(
    {
      messages: pageMessages(context, "notifications"),
      items: rows.map((row) => ({
        id: row.id,
        type: row.type,
        data: row.data,
        // The sentence in the page's language (the header's menu shows it without this page's strings).
        text: notificationText(language, row.type, row.data),
        unread: !row.readAt,
        date: formatDate(row.createdAt),
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, notificationsForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const { db } = getAppContext(context);
  switch (parsed.value.intent) {
    case "open": {
      // Opening marks it read and goes where it points (another member's notification: not found).
      const row = await markRead(db, user.id, parsed.value.id);
      if (!row) throw data(null, { status: 404 });
      throw redirect(isSitePath(row.data.url) ? row.data.url : "/notifications");
    }
    case "readAll":
      await markAllRead(db, user.id);
      throw redirect("/notifications");
  }
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  usePageMessages("notifications", loaderData.messages);
  const { t } = useTranslation("notifications");
  const { items } = loaderData;
  const unread = items.some((item) => item.unread);
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("page.intro")} />
      <PageHeader title={t("page.heading")} lead={t("page.intro")} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            to="/account/notifications"
            className="inline-flex items-center gap-2 text-sm font-medium text-mineral-700 underline-offset-4 hover:underline"
          >
            <Settings aria-hidden className="size-4" />
            {t("page.settings")}
          </Link>
          {unread ? (
            <Form method="post">
              <input type="hidden" name="intent" value="readAll" />
              <Button type="submit" variant="secondary" size="sm">
                <CheckCheck aria-hidden />
                {t("page.markAllRead")}
              </Button>
            </Form>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="flex items-center gap-2 text-basalt-700">
            <BellOff aria-hidden className="size-5" />
            {t("page.empty")}
          </p>
        ) : (
          <ul aria-label={t("page.listLabel")} className="grid gap-2">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
