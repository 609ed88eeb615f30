import { Plus, Settings } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.events";
import { AdminHeading } from "~/features/admin";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyOr } from "~/components/ui/empty-state";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { listEvents, registrationCounts, requireEventAdmin } from "~/features/events/index.server";
import { eventDateText } from "~/features/events";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { localText } from "~/lib/format/localized";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

/** Every event, latest first, with its registrations against its places. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEventAdmin(request, context);
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const words = dateWordsOf(language);
  const events = (await listEvents(db, { publishedOnly: false })).reverse();
  const counts = await registrationCounts(
    db,
    events.map((event) => event.id),
  );
  return data(
    {
      messages: pageMessages(context, "eventRegistration"),
      eventMessages: pageMessages(context, "events"),
      events: events.map((event) => ({
        id: event.id,
        slug: event.slug,
        type: event.type,
        title: localText(event.title, language),
        date: eventDateText(event, words),
        capacity: event.capacity,
        published: event.published,
        registrationOpen: event.registrationOpen,
        ...counts.get(event.id)!,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  usePageMessages("eventRegistration", loaderData.messages);
  usePageMessages("events", loaderData.eventMessages);
  const { t } = useTranslation("eventRegistration");
  const { t: tEvents } = useTranslation("events");
  return (
    <>
      <PageMeta title={`${t("admin.title")} — GeoCert`} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <AdminHeading title={t("admin.title")} text={t("admin.lead")} />
        </div>
        <Button asChild>
          <Link to="/admin/events/new">
            <Plus aria-hidden />
            {t("admin.newEvent")}
          </Link>
        </Button>
      </div>
      <EmptyOr empty={loaderData.events.length === 0} message={t("admin.noAttendees")} className="mt-6">
        <Table minWidth="52rem">
          <TableHead>
            <tr>
              <Th>{t("admin.columns.event")}</Th>
              <Th>{t("admin.columns.date")}</Th>
              <Th>{t("admin.columns.registered")}</Th>
              <Th>{t("admin.columns.waitlisted")}</Th>
              <Th>{t("admin.columns.status")}</Th>
              <HiddenTh label={t("admin.edit")} />
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.events.map((event) => (
              <tr key={event.id}>
                <Td>
                  <span className="block font-medium text-basalt-950" lang={event.title.lang}>
                    {event.title.text}
                  </span>
                  <span className="block text-basalt-700">{tEvents(`types.${event.type}`)}</span>
                </Td>
                <Td className="whitespace-nowrap">{event.date}</Td>
                <Td className="tabular">
                  {event.registered} / {event.capacity ?? t("admin.unlimited")}
                </Td>
                <Td className="tabular">{event.waitlisted}</Td>
                <Td>
                  <div className="flex flex-wrap gap-1">
                    <Badge tone={event.published ? "mineral" : "neutral"}>
                      {event.published ? t("admin.published") : t("admin.draft")}
                    </Badge>
                    <Badge tone={event.registrationOpen ? "mineral" : "neutral"}>
                      {event.registrationOpen ? t("admin.open") : t("admin.closed")}
                    </Badge>
                  </div>
                </Td>
                <Td className="text-right">
                  <Button asChild size="sm" variant="ghost">
                    <Link to={`/admin/events/${event.id}`} aria-label={`${t("admin.edit")}: ${event.title.text}`}>
                      <Settings aria-hidden />
                      {t("admin.edit")}
                    </Link>
                  </Button>
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
    </>
  );
}
