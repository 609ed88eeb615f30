import { Form, Link } from "react-router";
import type { Route } from "./+types/staff.exam-sessions";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyOr } from "~/components/ui/empty-state";
import { Field, SelectField } from "~/components/ui/field";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import { frameworkLevels } from "~/content/framework";
import { MAX_CAPACITY, canManageSessions, sessionsPageForms } from "~/features/exams";
import { createSessionAction, examLevelNames, staffSessions } from "~/features/exams/index.server";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

/** /staff/exam-sessions: a form to create a session, then the sessions; each one's page closes or cancels it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(canManageSessions(me));
  const { db, clock } = getAppContext(context);
  const language = getRequestLanguage(context);
  const view = await staffSessions(db, me, clock.now(), language);
  if (!view) throw new Response("Forbidden", { status: 403 });
  return {
    messages: pageMessages(context, "examBooking"),
    levelNames: examLevelNames(language),
    submission: newSubmissionToken(),
    timeZones: Intl.supportedValuesOf("timeZone"),
    ...view,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canManageSessions(me));
  const form = await request.formData();
  const parsed = parseForm(form, sessionsPageForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return createSessionAction(context, form, me, parsed.value);
}

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";

export default function StaffExamSessions({ loaderData }: Route.ComponentProps) {
  usePageMessages("examBooking", loaderData.messages);
  const { t } = useTranslation("examBooking");
  const err = useErrorText("examBooking");
  const reply = useFormReply("create");
  const { levelNames } = loaderData;
  const v = reply.values;
  return (
    <>
      <PageMeta title={t("meta.sessionsTitle")} />
      <AdminHeading title={t("staff.heading")} text={t("staff.text")} />
      <p className="mt-3">
        <Link to="/staff/exam-sessions/accommodations" className={link}>
          {t("staff.accommodationsLink")}
        </Link>
      </p>
      <FormSuccess form="session" className="mt-4" />

      <Card className="mt-6">
        <h3 className="text-xl font-semibold text-basalt-950">{t("staff.createHeading")}</h3>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="create" />
          <SubmissionField token={loaderData.submission} />
          <FormAlert message={err(reply.formError)} className="sm:col-span-2" />
          <SelectField
            label={t("staff.level")}
            error={err(reply.fieldErrors.level)}
            options={frameworkLevels.map((level) => ({ value: level, label: levelNames[level] }))}
            selectProps={{ name: "level", defaultValue: v.level ?? "associate" }}
          />
          <SelectField
            label={t("staff.delivery")}
            error={err(reply.fieldErrors.delivery)}
            options={[
              { value: "testCentre", label: t("delivery.testCentre") },
              { value: "online", label: t("delivery.online") },
            ]}
            selectProps={{ name: "delivery", defaultValue: v.delivery ?? "testCentre" }}
          />
          <Field
            className="sm:col-span-2"
            label={t("staff.venue")}
            hint={t("staff.venueHint")}
            error={err(reply.fieldErrors.venue)}
            inputProps={{ name: "venue", defaultValue: v.venue ?? "", maxLength: 300, autoComplete: "off" }}
          />
          <Field
            label={t("staff.start")}
            hint={t("staff.startHint")}
            error={err(reply.fieldErrors.startsAt)}
            inputProps={{
              name: "startsAt",
              type: "datetime-local",
              required: true,
              defaultValue: v.startsAt ?? loaderData.defaultStart,
            }}
          />
          <Field
            label={t("staff.timeZone")}
            hint={t("staff.timeZoneHint")}
            error={err(reply.fieldErrors.timeZone)}
            inputProps={{
              name: "timeZone",
              list: "time-zones",
              required: true,
              defaultValue: v.timeZone ?? "UTC",
              autoComplete: "off",
            }}
          />
          <datalist id="time-zones">
            {loaderData.timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <Field
            label={t("staff.capacity")}
            error={err(reply.fieldErrors.capacity)}
            inputProps={{
              name: "capacity",
              type: "number",
              inputMode: "numeric",
              min: 1,
              max: MAX_CAPACITY,
              required: true,
              defaultValue: v.capacity ?? "20",
            }}
          />
          <div className="sm:col-span-2">
            <Button type="submit">{t("staff.create")}</Button>
          </div>
        </Form>
      </Card>
      <h3 className="mt-8 text-xl font-semibold text-basalt-950">{t("staff.upcoming")}</h3>
      <EmptyOr empty={loaderData.upcoming.length === 0} message={t("staff.none")} className="mt-3">
        <Table minWidth="44rem">
          <TableHead>
            <tr>
              <Th>{t("staff.when")}</Th>
              <Th>{t("staff.level")}</Th>
              <Th>{t("staff.place")}</Th>
              <Th>{t("staff.seats")}</Th>
              <Th>{t("staff.people")}</Th>
              <Th>{t("staff.status")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.upcoming.map((s) => (
              <tr key={s.id}>
                <Td>
                  <Link to={`/staff/exam-sessions/${s.id}`} className={link}>
                    {s.when}
                  </Link>
                </Td>
                <Td>{levelNames[s.level]}</Td>
                <Td>
                  {s.place}
                  {s.fromCalendar ? (
                    <span className="block text-sm text-basalt-700">{t("staff.fromCalendar")}</span>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap tabular-nums">
                  {t("staff.seatsOf", { booked: s.booked, capacity: s.capacity })}
                </Td>
                <Td>
                  {s.staff.length === 0 ? (
                    <span className="text-basalt-700">{t("staff.nobody")}</span>
                  ) : (
                    s.staff.map((p) => (
                      <span key={`${p.role}-${p.name}`} className="block">
                        {p.name} ({t(`roles.${p.role}`)})
                      </span>
                    ))
                  )}
                </Td>
                <Td>
                  <Badge tone={s.status === "open" ? "mineral" : s.status === "cancelled" ? "magma" : "sulphur"}>
                    {t(`sessionStatus.${s.status}`)}
                  </Badge>
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>

      {loaderData.past.length > 0 ? (
        <>
          <h3 className="mt-8 text-xl font-semibold text-basalt-950">{t("staff.past")}</h3>
          <ul className="mt-3 grid gap-2">
            {loaderData.past.map((s) => (
              <li key={s.id}>
                <Link to={`/staff/exam-sessions/${s.id}`} className={link}>
                  {s.when}
                </Link>{" "}
                · {levelNames[s.level]} · {s.place} · {t(`sessionStatus.${s.status}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
