import { Form, Link } from "react-router";
import type { Route } from "./+types/staff.exam-sessions.accommodations";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { AdminHeading } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import { MAX_EXTRA_TIME, accommodationForms, canManageSessions } from "~/features/exams";
import { accommodationDecisionAction, staffAccommodations } from "~/features/exams/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { useFormReply, type FormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

/** /staff/exam-sessions/accommodations: candidates' requests for adjustments; exam staff approve or decline. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(canManageSessions(me));
  const view = await staffAccommodations(getAppContext(context).db, me, formatDateFor(context));
  if (!view) throw new Response("Forbidden", { status: 403 });
  return { messages: pageMessages(context, "examBooking"), ...view };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canManageSessions(me));
  const form = await request.formData();
  const parsed = parseForm(form, accommodationForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return accommodationDecisionAction(context, form, me, parsed.value);
}

type Row = Route.ComponentProps["loaderData"]["waiting"][number];

function Decide({ row }: { row: Row }) {
  const { t } = useTranslation("examBooking");
  const err = useErrorText("examBooking");
  const approve = useFormReply("approve");
  const decline = useFormReply("decline");
  const mine = (reply: FormReply) => reply.values.accommodationId === row.id;
  const a = mine(approve) ? approve : null;
  const d = mine(decline) ? decline : null;
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <Form method="post" className="grid content-start gap-3">
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="accommodationId" value={row.id} />
        <FormAlert message={err(a?.formError)} />
        <Field
          label={t("accommodations.grant")}
          hint={t("attempt.extraTimeHint", { max: MAX_EXTRA_TIME })}
          error={err(a?.fieldErrors.extraTimePercent)}
          inputProps={{
            id: `grant-${row.id}`,
            name: "extraTimePercent",
            type: "number",
            inputMode: "numeric",
            min: 0,
            max: MAX_EXTRA_TIME,
            required: true,
            defaultValue: a?.values.extraTimePercent ?? String(row.extraTimePercent),
          }}
        />
        <Field
          label={t("accommodations.noteOptional")}
          error={err(a?.fieldErrors.note)}
          inputProps={{
            id: `approve-note-${row.id}`,
            name: "note",
            defaultValue: a?.values.note ?? "",
            maxLength: 2000,
          }}
        />
        <div>
          <Button type="submit">{t("accommodations.approve")}</Button>
        </div>
      </Form>
      <Form method="post" className="grid content-start gap-3">
        <input type="hidden" name="intent" value="decline" />
        <input type="hidden" name="accommodationId" value={row.id} />
        <FormAlert message={err(d?.formError)} />
        <Field
          label={t("accommodations.reason")}
          error={err(d?.fieldErrors.note)}
          inputProps={{
            id: `decline-note-${row.id}`,
            name: "note",
            required: true,
            defaultValue: d?.values.note ?? "",
            maxLength: 2000,
          }}
        />
        <div>
          <Button type="submit" variant="danger">
            {t("accommodations.decline")}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export default function StaffAccommodations({ loaderData }: Route.ComponentProps) {
  usePageMessages("examBooking", loaderData.messages);
  const { t } = useTranslation("examBooking");
  return (
    <>
      <PageMeta title={t("meta.accommodationsTitle")} />
      <p>
        <Link to="/staff/exam-sessions" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("session.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading title={t("accommodations.heading")} text={t("accommodations.text")} />
      </div>
      <h3 className="mt-8 text-xl font-semibold text-basalt-950">{t("accommodations.waiting")}</h3>
      {loaderData.waiting.length === 0 ? <p className="mt-3 text-basalt-700">{t("accommodations.none")}</p> : null}
      <ul className="mt-3 grid gap-4">
        {loaderData.waiting.map((row) => (
          <li key={row.id}>
            <Card>
              <p className="font-semibold text-basalt-950">
                {row.name} <span className="font-normal break-all text-basalt-700">{row.email}</span>
              </p>
              <p className="text-sm text-basalt-700">
                {t("accommodations.asked", { date: row.asked, percent: row.extraTimePercent })}
              </p>
              <p className="mt-2 whitespace-pre-line text-basalt-900">{row.request}</p>
              <Decide row={row} />
            </Card>
          </li>
        ))}
      </ul>
      {loaderData.decided.length > 0 ? (
        <>
          <h3 className="mt-8 text-xl font-semibold text-basalt-950">{t("accommodations.decided")}</h3>
          <ul className="mt-3 grid gap-3">
            {loaderData.decided.map((row) => (
              <li key={row.id}>
                <FormSuccess form={`decide:${row.id}`} className="mb-2" />
                <Card>
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-basalt-950">
                    {row.name}
                    <Badge tone={row.status === "approved" ? "mineral" : "magma"}>
                      {t(`accommodations.status.${row.status}`)}
                    </Badge>
                  </p>
                  <p className="text-sm text-basalt-700">
                    {row.status === "approved"
                      ? t("accommodations.granted", { date: row.decided ?? "", percent: row.extraTimePercent })
                      : t("accommodations.declinedOn", { date: row.decided ?? "" })}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-basalt-900">{row.request}</p>
                  {row.note ? (
                    <p className="mt-1 text-basalt-800">{t("accommodation.note", { note: row.note })}</p>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
