import { Form, Link } from "react-router";
import type { Route } from "./+types/staff.complaints.$id";
import { useTranslation } from "~/lib/i18n/react";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField, TextareaField } from "~/components/ui/field";
import { FormAlert, FormSuccess, StatusNotice } from "~/components/forms/form-status";
import { AdminHeading } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import { canHandleComplaints, complaintOutcomes, complaintStaffForms } from "~/features/complaints";
import { complaintForStaff, complaintStaffAction, complaintSubject, notesOf } from "~/features/complaints/index.server";
import { StaffNotes } from "~/features/staff";
import { decisionsFor } from "~/features/staff/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

/** /staff/complaints/:id: one complaint, its notes and history; a note, closing it (decision 040). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  const { complaint, problem } = await complaintForStaff(context, me, params.id);
  const { db } = getAppContext(context);
  const [notes, history] = await Promise.all([
    notesOf(db, complaint.id),
    decisionsFor(db, complaintSubject(complaint.id)),
  ]);
  const formatDate = formatDateFor(context);
  const closer = history.findLast((entry) => entry.action.startsWith("closed:"));
  return {
    messages: pageMessages(context, "complaints"),
    problem,
    complaint: {
      reference: complaint.reference,
      about: complaint.about,
      holderName: complaint.holderName,
      credentialId: complaint.credentialId,
      credentialLinked: complaint.holderUserId !== null,
      name: complaint.name,
      email: complaint.email,
      text: complaint.text,
      status: complaint.status,
      outcome: complaint.outcome,
      outcomeReason: complaint.outcomeReason,
      received: formatDate(complaint.createdAt),
      closed: complaint.closedAt ? formatDate(complaint.closedAt) : null,
      closedBy: closer?.staffName ?? null,
    },
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      by: note.staffName,
      date: formatDate(note.createdAt),
    })),
    history: history.map((entry) => ({
      id: entry.id,
      action: entry.action.split(":")[0] as "filed" | "noted" | "closed",
      by: entry.staffName,
      date: formatDate(entry.createdAt),
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canHandleComplaints(me));
  const form = await request.formData();
  const parsed = parseForm(form, complaintStaffForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return complaintStaffAction(request, context, me, params.id, form, parsed.value);
}

export default function StaffComplaint({ loaderData }: Route.ComponentProps) {
  usePageMessages("complaints", loaderData.messages);
  const { t } = useTranslation("complaints");
  const { t: tStaff } = useTranslation("staff");
  const err = useErrorText("complaints");
  const note = useFormReply("note");
  const close = useFormReply("close");
  const c = loaderData.complaint;
  const open = c.status === "open" && loaderData.problem === null;
  return (
    <>
      <PageMeta title={t("meta.caseTitle", { reference: c.reference })} />
      <p>
        <Link to="/staff/complaints" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("case.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading title={c.reference} text={t("case.received", { date: c.received })} />
      </div>
      <FormSuccess form="note" className="mt-4" />
      <FormSuccess form="close" className="mt-4" />
      {loaderData.problem ? (
        <StatusNotice className="mt-4">{tStaff(`impartiality.${loaderData.problem}`)}</StatusNotice>
      ) : null}
      {c.closed && c.outcome ? (
        <StatusNotice className="mt-4">
          {t("case.closed", {
            date: c.closed,
            name: c.closedBy ?? t("case.someone"),
            outcome: t(`outcomes.${c.outcome}`),
          })}
        </StatusNotice>
      ) : null}
      <Card className="mt-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("case.complainant")}</dt>
            <dd className="text-basalt-950">
              {c.name}
              <span className="block break-all text-basalt-700">{c.email}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("case.about")}</dt>
            <dd className="text-basalt-950">
              {c.about === "body" ? t("abouts.body") : (c.holderName ?? t("abouts.holder"))}
              {c.credentialId ? (
                <span className="block text-basalt-700">
                  {`${t("case.credential")}: ${c.credentialId}`}
                  {c.credentialLinked ? null : ` ${t("case.credentialUnclaimed")}`}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
        <h2 className="mt-6 text-lg font-semibold text-basalt-950">{t("case.complaint")}</h2>
        <p className="mt-2 whitespace-pre-line text-basalt-900">{c.text}</p>
        {c.outcomeReason ? <p className="mt-4 whitespace-pre-line text-basalt-800">{c.outcomeReason}</p> : null}
      </Card>

      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.notesHeading")}</h2>
      <StaffNotes notes={loaderData.notes} empty={t("case.noNotes")} someone={t("case.someone")} />

      {open ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Card>
            <FormAlert message={err(note.formError)} />
            <Form method="post" className="grid gap-4" noValidate>
              <input type="hidden" name="intent" value="note" />
              <TextareaField
                label={t("case.note")}
                hint={t("case.noteHint")}
                error={err(note.fieldErrors.text)}
                textareaProps={{
                  name: "text",
                  required: true,
                  maxLength: 5000,
                  rows: 4,
                  defaultValue: note.values.text,
                }}
              />
              <div>
                <Button type="submit" variant="secondary">
                  {t("case.addNote")}
                </Button>
              </div>
            </Form>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-basalt-950">{t("case.closeHeading")}</h2>
            <FormAlert message={err(close.formError)} className="mt-2" />
            <Form method="post" className="mt-4 grid gap-4" noValidate>
              <input type="hidden" name="intent" value="close" />
              <SelectField
                label={t("case.outcome")}
                placeholder={t("case.outcomePlaceholder")}
                error={err(close.fieldErrors.outcome)}
                options={complaintOutcomes.map((outcome) => ({ value: outcome, label: t(`outcomes.${outcome}`) }))}
                selectProps={{ name: "outcome", required: true, defaultValue: close.values.outcome ?? "" }}
              />
              <TextareaField
                label={t("case.reason")}
                hint={t("case.reasonHint")}
                error={err(close.fieldErrors.reason)}
                textareaProps={{
                  name: "reason",
                  required: true,
                  maxLength: 5000,
                  rows: 4,
                  defaultValue: close.values.reason,
                }}
              />
              <div>
                <Button type="submit">{t("case.close")}</Button>
              </div>
            </Form>
          </Card>
        </div>
      ) : null}

      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.historyHeading")}</h2>
      <ol className="mt-3 grid gap-1 text-basalt-800">
        {loaderData.history.map((entry) => (
          <li key={entry.id}>{`${entry.date} — ${t(`log.${entry.action}`)} (${entry.by ?? t("case.anonymous")})`}</li>
        ))}
      </ol>
    </>
  );
}
