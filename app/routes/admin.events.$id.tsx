import { ExternalLink } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.events.$id";
import { AdminHeading } from "~/features/admin";
import { AttendeeList, EventEditor, attendeeForms, eventEditorForms, mayCancelForMember } from "~/features/events";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  listAttendees,
  adminCancel,
  adminCheckIn,
  editorValues,
  requireAdminEvent,
  saveEvent,
  qrPath,
} from "~/features/events/index.server";
import { cpdRule } from "~/content/cpd-rule";
import { intentOf, parseForm, refuse } from "~/lib/forms/submission.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { localText } from "~/lib/format/localized";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, event } = await requireAdminEvent(request, context, params.id);
  const { db, config } = getAppContext(context);
  const language = getRequestLanguage(context);
  const attendees = await listAttendees(db, event.id);
  const cancelId = new URL(request.url).searchParams.get("cancel");
  const cancelling = attendees.find((row) => row.id === cancelId && mayCancelForMember(user, row));
  const checkInUrl = `${config.siteUrl.replace(/\/$/, "")}/events/${event.slug}/check-in?code=${event.checkInCode}`;
  const day = formatDateFor(context);
  // The day in the admin's language and the time in UTC (admins compare entries across places).
  const stamp = (date: Date | null) => (date ? `${day(date)} ${date.toISOString().slice(11, 16)} UTC` : "");
  return data(
    {
      messages: pageMessages(context, "eventRegistration"),
      eventMessages: pageMessages(context, "events"),
      event: { id: event.id, slug: event.slug, title: localText(event.title, language), code: event.checkInCode },
      values: editorValues(event),
      checkInUrl,
      qr: qrPath(checkInUrl),
      attendees: attendees.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        status: row.status,
        registeredAt: stamp(row.queuedAt),
        checkedInAt: stamp(row.checkedInAt),
        canCancel: mayCancelForMember(user, row),
      })),
      // The confirmation step of a cancellation: ?cancel=<registration id> of a row that may be cancelled.
      confirmCancel: cancelling ? { id: cancelling.id, name: cancelling.name, email: cancelling.email } : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, event } = await requireAdminEvent(request, context, params.id);
  const form = await request.formData();
  if (intentOf(form) === "save") {
    const parsed = parseForm(form, eventEditorForms);
    if (!parsed.ok) return refuse(parsed.reply);
    return saveEvent(context, form, parsed.value, event);
  }
  const parsed = parseForm(form, attendeeForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "checkIn":
    case "undoCheckIn":
      return adminCheckIn(context, form, event, parsed.value.registrationId, parsed.value.intent === "undoCheckIn");
    case "cancelRegistration":
      return adminCancel(context, form, user, event, parsed.value);
  }
}

export default function AdminEvent({ loaderData }: Route.ComponentProps) {
  usePageMessages("eventRegistration", loaderData.messages);
  usePageMessages("events", loaderData.eventMessages);
  const { t } = useTranslation("eventRegistration");
  const { event, qr } = loaderData;
  return (
    <>
      <PageMeta title={`${t("admin.editTitle")} — ${event.title.text}`} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <AdminHeading title={event.title.text} text={t("admin.lead")} />
        </div>
        <Button asChild variant="secondary">
          <Link to={`/events/${event.slug}`}>
            <ExternalLink aria-hidden />
            {t("admin.viewPage")}
          </Link>
        </Button>
      </div>

      <section aria-labelledby="check-in-code-heading" className="mt-8">
        <Card className="grid items-center gap-6 sm:grid-cols-[auto_1fr]">
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            role="img"
            aria-label={t("admin.qrLabel")}
            className="size-48 max-w-full rounded-lg bg-white"
            shapeRendering="crispEdges"
          >
            <rect width={qr.size} height={qr.size} fill="#ffffff" />
            <path d={qr.path} fill="#10171d" />
          </svg>
          <div className="grid gap-2">
            <h3 id="check-in-code-heading" className="text-lg font-semibold text-basalt-950">
              {t("admin.code")}
            </h3>
            <code
              className="block font-mono text-2xl font-bold tracking-[0.2em] break-all text-basalt-950 sm:text-4xl"
              data-testid="check-in-code"
            >
              {event.code}
            </code>
            <p className="text-basalt-700">{t("admin.codeText")}</p>
            <p className="font-mono text-sm break-all text-basalt-600">{loaderData.checkInUrl}</p>
          </div>
        </Card>
      </section>

      <AttendeeList eventId={event.id} attendees={loaderData.attendees} confirmCancel={loaderData.confirmCancel} />

      <section aria-labelledby="editor-heading" className="mt-10 grid gap-4 [&>*]:min-w-0">
        <h3 id="editor-heading" className="text-xl font-semibold text-basalt-950">
          {t("admin.editTitle")}
        </h3>
        <EventEditor values={loaderData.values} create={false} maxHours={cpdRule.automatic.eventMaxHours} />
      </section>
    </>
  );
}
