import { Mail, MailOpen, Reply } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.messages";
import { RowActionForm, messageForms } from "~/features/admin";
import { samePage } from "~/lib/http/paths";
import { SegmentedLinks } from "~/components/ui/segmented-links";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { listContactMessages, MESSAGES_PAGE_SIZE, setMessageRead } from "~/features/contact/index.server";
import { contactTopics, canReadContactMessages } from "~/features/contact";
import { getAppContext } from "~/lib/server/app-context.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { languageNameOf } from "~/lib/i18n/languages";
import { referenceOf } from "~/lib/mail/site-mail.server";
import { cn } from "~/lib/util/cn";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";

const querySchema = z.object({
  show: z.enum(["all", "unread"]).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  ensure(canReadContactMessages(await requireUser(request, context)));
  const { db } = getAppContext(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total } = await listContactMessages(db, { unreadOnly: query.show === "unread", page: query.page });
  const formatDate = formatDateFor(context);
  return {
    contact: pageMessages(context, "contact").topics,
    show: query.show,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE)),
    messages: rows.map((row) => ({
      id: row.id,
      // The reference quoted in the visitor's confirmation mail.
      reference: referenceOf("C", row.id),
      name: row.name,
      email: row.email,
      organisation: row.organisation,
      topic: (contactTopics as readonly string[]).includes(row.topic) ? row.topic : "other",
      message: row.message,
      language: languageNameOf(row.language),
      received: formatDate(row.createdAt),
      read: row.readAt !== null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  ensure(canReadContactMessages(await requireUser(request, context)));
  const { db } = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForm(form, messageForms);
  if (!parsed.ok) return refuse(parsed.reply);
  if (!(await setMessageRead(db, parsed.value.id, parsed.value.read === "true"))) throw data(null, { status: 404 });
  // The row shows its new state; nothing else to say (as a like on a forum post).
  throw redirect(samePage(request));
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={t("meta.messagesTitle")} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold text-basalt-950">{t("messages.heading")}</h2>
          <p className="mt-1 text-basalt-700">{t("messages.text")}</p>
        </div>
        <SegmentedLinks
          label={t("messages.filterLabel")}
          items={(["all", "unread"] as const).map((show) => ({
            key: show,
            to: show === "all" ? "/admin/messages" : "/admin/messages?show=unread",
            label: t(`messages.${show}`),
            current: loaderData.show === show,
          }))}
        />
      </div>
      {loaderData.messages.length === 0 ? (
        <div className="mt-6">
          <EmptyState message={t("messages.empty")} />
        </div>
      ) : (
        <ul className="mt-6 grid gap-4">
          {loaderData.messages.map((message) => (
            <li key={message.id}>
              <Card className={cn("grid gap-3", !message.read && "border-l-4 border-l-mineral-700")}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-basalt-950">
                      {message.name}
                      {message.organisation ? (
                        <span className="font-normal text-basalt-700"> · {message.organisation}</span>
                      ) : null}
                    </h3>
                    <p className="text-sm text-basalt-700">
                      {message.email} · {message.received} · {message.language} · {message.reference}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="mineral">{loaderData.contact[message.topic as "other"]}</Badge>
                    {!message.read ? <Badge tone="magma">{t("messages.unreadBadge")}</Badge> : null}
                  </div>
                </div>
                <p className="whitespace-pre-line text-basalt-900">{message.message}</p>
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="secondary" size="sm">
                    <a href={`mailto:${message.email}?subject=${encodeURIComponent(t("messages.replySubject"))}`}>
                      <Reply aria-hidden />
                      {t("messages.reply")}
                    </a>
                  </Button>
                  <RowActionForm
                    fields={{ intent: "read", id: message.id, read: message.read ? "false" : "true" }}
                    variant="ghost"
                  >
                    {message.read ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
                    {message.read ? t("messages.markUnread") : t("messages.markRead")}
                  </RowActionForm>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/admin/messages"
        params={Object.fromEntries(params)}
      />
    </>
  );
}
