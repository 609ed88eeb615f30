import { data } from "react-router";
import type { Route } from "./+types/admin.events.new";
import { AdminHeading } from "~/features/admin";
import { EventEditor, eventEditorForms } from "~/features/events";
import { PageMeta } from "~/components/page-meta";
import { cpdRule } from "~/content/cpd-rule";
import { editorValues, requireEventAdmin, saveEvent } from "~/features/events/index.server";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEventAdmin(request, context);
  return data(
    {
      messages: pageMessages(context, "eventRegistration"),
      eventMessages: pageMessages(context, "events"),
      values: editorValues(null),
      submission: newSubmissionToken(),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireEventAdmin(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, eventEditorForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return saveEvent(context, form, parsed.value, null);
}

export default function AdminNewEvent({ loaderData }: Route.ComponentProps) {
  usePageMessages("eventRegistration", loaderData.messages);
  usePageMessages("events", loaderData.eventMessages);
  const { t } = useTranslation("eventRegistration");
  return (
    <>
      <PageMeta title={`${t("admin.createTitle")} — GeoCert`} />
      <AdminHeading title={t("admin.createTitle")} text={t("admin.lead")} />
      <div className="mt-6">
        <EventEditor
          values={loaderData.values}
          submission={loaderData.submission}
          create
          maxHours={cpdRule.automatic.eventMaxHours}
        />
      </div>
    </>
  );
}
