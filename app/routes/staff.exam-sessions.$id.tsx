import { Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff.exam-sessions.$id";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyOr } from "~/components/ui/empty-state";
import { SelectField } from "~/components/ui/field";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import { canManageSessions, sessionPageForms } from "~/features/exams";
import { examLevelNames, sessionStaffAction, sessionStatusAction, staffSession } from "~/features/exams/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { languageNameOf } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

const sessionId = z.uuid();

/** /staff/exam-sessions/:id: one session's roster, its invigilators and assessors, close and cancel. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(canManageSessions(me));
  if (!sessionId.safeParse(params.id).success) throw new Response("Not found", { status: 404 });
  const language = getRequestLanguage(context);
  const view = await staffSession(getAppContext(context).db, me, params.id, language, formatDateFor(context));
  if (!view) throw new Response("Not found", { status: 404 });
  return { messages: pageMessages(context, "examBooking"), levelNames: examLevelNames(language), ...view };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canManageSessions(me));
  if (!sessionId.safeParse(params.id).success) throw new Response("Not found", { status: 404 });
  const form = await request.formData();
  const parsed = parseForm(form, sessionPageForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const value = parsed.value;
  switch (value.intent) {
    case "close":
    case "cancel":
      return sessionStatusAction(context, form, me, params.id, value.intent, `/staff/exam-sessions/${params.id}`);
    case "assign":
    case "unassign":
      return sessionStaffAction(context, form, me, params.id, value);
  }
}

function AssignForm({ role, people }: { role: "invigilator" | "assessor"; people: { id: string; name: string }[] }) {
  const { t } = useTranslation("examBooking");
  const err = useErrorText("examBooking");
  const reply = useFormReply("assign");
  const mine = reply.values.role === role;
  if (people.length === 0) return <p className="text-basalt-700">{t(`session.noneWith.${role}`)}</p>;
  return (
    <Form method="post" className="grid gap-3 sm:flex sm:items-end">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="role" value={role} />
      <SelectField
        className="sm:min-w-64"
        label={t(`session.assign.${role}`)}
        error={mine ? err(reply.fieldErrors.userId) : null}
        options={people.map((p) => ({ value: p.id, label: p.name }))}
        selectProps={{ name: "userId", defaultValue: mine ? reply.values.userId : undefined }}
      />
      <Button type="submit" variant="secondary">
        {t("session.assignButton")}
      </Button>
    </Form>
  );
}

export default function StaffExamSession({ loaderData }: Route.ComponentProps) {
  usePageMessages("examBooking", loaderData.messages);
  const { t } = useTranslation("examBooking");
  const err = useErrorText("examBooking");
  const close = useFormReply("close");
  const cancel = useFormReply("cancel");
  const { session, levelNames } = loaderData;
  return (
    <>
      <PageMeta title={t("meta.sessionTitle", { when: session.when })} />
      <p>
        <Link to="/staff/exam-sessions" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("session.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading
          title={t("session.heading", { level: levelNames[session.level] })}
          text={`${session.when} · ${session.place}`}
        />
      </div>
      <FormSuccess form="session" className="mt-4" />
      <FormSuccess form="staff" className="mt-4" />
      <FormAlert message={err(close.formError ?? cancel.formError)} className="mt-4" />
      <Card className="mt-6 grid gap-4">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("staff.status")}</dt>
            <dd>
              <Badge
                tone={session.status === "open" ? "mineral" : session.status === "cancelled" ? "magma" : "sulphur"}
              >
                {t(`sessionStatus.${session.status}`)}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("staff.seats")}</dt>
            <dd className="tabular-nums text-basalt-950">
              {t("staff.seatsOf", { booked: session.booked, capacity: session.capacity })}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("staff.delivery")}</dt>
            <dd className="text-basalt-950">{t(`delivery.${session.delivery}`)}</dd>
          </div>
        </dl>
        {session.status !== "cancelled" ? (
          <div className="flex flex-wrap gap-3">
            {session.status === "open" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="close" />
                <Button type="submit" variant="secondary">
                  {t("staff.close")}
                </Button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="danger">
                {t("staff.cancel")}
              </Button>
            </Form>
          </div>
        ) : null}
        {session.status !== "cancelled" ? <p className="text-sm text-basalt-700">{t("session.cancelText")}</p> : null}
      </Card>

      <h3 className="mt-8 text-xl font-semibold text-basalt-950">{t("session.rosterHeading")}</h3>
      <EmptyOr empty={loaderData.bookings.length === 0} message={t("session.noBookings")} className="mt-3">
        <Table minWidth="40rem">
          <TableHead>
            <tr>
              <Th>{t("session.candidate")}</Th>
              <Th>{t("session.language")}</Th>
              <Th>{t("session.attempt")}</Th>
              <Th>{t("staff.status")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.bookings.map((b) => (
              <tr key={b.id}>
                <Td>
                  {b.name}
                  <span className="block break-all text-sm text-basalt-700">{b.email}</span>
                </Td>
                <Td>{languageNameOf(b.language)}</Td>
                <Td className="tabular-nums">
                  {b.number}
                  {b.extraTimePercent > 0 ? (
                    <span className="block text-sm text-basalt-700">
                      {t("attempt.extraTime", { percent: b.extraTimePercent })}
                    </span>
                  ) : null}
                </Td>
                <Td>{t(`states.${b.state}`)}</Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>

      <h3 className="mt-8 text-xl font-semibold text-basalt-950">{t("session.staffHeading")}</h3>
      <p className="mt-1 max-w-2xl text-basalt-700">{t("session.staffText")}</p>
      {loaderData.assigned.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {loaderData.assigned.map((a) => (
            <li key={`${a.role}-${a.userId}`} className="flex flex-wrap items-center gap-3">
              <span>
                {a.name} — {t(`roles.${a.role}`)}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="unassign" />
                <input type="hidden" name="userId" value={a.userId} />
                <input type="hidden" name="role" value={a.role} />
                <Button type="submit" size="sm" variant="ghost" aria-label={`${t("session.remove")}: ${a.name}`}>
                  {t("session.remove")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-basalt-700">{t("staff.nobody")}</p>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Card>
          <AssignForm role="invigilator" people={loaderData.invigilators} />
        </Card>
        <Card>
          <AssignForm role="assessor" people={loaderData.assessors} />
        </Card>
      </div>
    </>
  );
}
