/**
 * The candidate's own moves on the dashboard (docs/guides/application-states.md): answer a request for more
 * information, send audit evidence, appeal a decline. Plain posts (multipart where a file goes), so they work
 * without JavaScript; each form carries its application's id, and a refused post's reply is shown only in the
 * form of the application it was for. File inputs come last (a file too large still leaves the typed text).
 */
import { Form } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { formatFileSize } from "~/lib/format/format";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { useLanguage } from "~/lib/i18n/use-language";
import { useUploadCheck } from "~/lib/uploads/use-upload-check";
import { DOCUMENT_ACCEPT, documentUpload } from "../documents";
import { DUTIES_MAX } from "../forms";

const fileClass = "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-steam-200 file:px-3 file:py-1.5";
const boxClass = "grid gap-3 rounded-lg border border-basalt-200 bg-steam-50 p-4";

function useReplyFor(intent: string, applicationId: string) {
  const reply = useFormReply(intent);
  return reply.values.applicationId === applicationId ? reply : null;
}

function DocumentInput({
  label,
  name,
  required,
  error,
}: {
  label: string;
  name: string;
  required?: boolean;
  error: string | null;
}) {
  const { t } = useTranslation("applications");
  const err = useErrorText("applications");
  const size = { size: formatFileSize(documentUpload.fileBytes, useLanguage()) };
  const upload = useUploadCheck(documentUpload);
  return (
    <Field
      label={label}
      hint={t("apply.education.documentHint", size)}
      error={upload.tooLarge ? err("errors.fileTooLarge", size) : error ? err(error, size) : null}
      inputProps={{
        name,
        type: "file",
        accept: DOCUMENT_ACCEPT,
        required,
        ref: upload.ref,
        onChange: upload.onChange,
        className: fileClass,
      }}
    />
  );
}

export function AnswerMoreInfoForm({ applicationId, dueOn }: { applicationId: string; dueOn: string | null }) {
  const { t } = useTranslation("applications");
  const err = useErrorText("applications");
  const reply = useReplyFor("answerMoreInfo", applicationId);
  return (
    <Form method="post" encType="multipart/form-data" className={boxClass}>
      <h3 className="font-semibold text-basalt-950">{t("dashboard.answerHeading")}</h3>
      {dueOn ? <p className="text-sm text-basalt-800">{t("dashboard.needMoreInfo", { date: dueOn })}</p> : null}
      <input type="hidden" name="intent" value="answerMoreInfo" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <FormAlert message={err(reply?.formError)} />
      <TextareaField
        label={t("dashboard.answerMessage")}
        error={err(reply?.fieldErrors.body)}
        textareaProps={{
          name: "body",
          rows: 4,
          required: true,
          maxLength: DUTIES_MAX,
          defaultValue: reply?.values.body ?? "",
        }}
      />
      <DocumentInput
        label={t("dashboard.answerDocument")}
        name="document"
        error={reply?.fieldErrors.document ?? null}
      />
      <div>
        <Button type="submit">{t("dashboard.answerSend")}</Button>
      </div>
    </Form>
  );
}

export function AuditEvidenceForm({
  applicationId,
  dueOn,
  sentOn,
}: {
  applicationId: string;
  dueOn: string | null;
  sentOn: string | null;
}) {
  const { t } = useTranslation("applications");
  const err = useErrorText("applications");
  const reply = useReplyFor("auditEvidence", applicationId);
  return (
    <Form method="post" encType="multipart/form-data" className={boxClass}>
      <h3 className="font-semibold text-basalt-950">{t("dashboard.auditHeading")}</h3>
      <FormSuccess form={`auditEvidence:${applicationId}`} />
      <p className="text-sm text-basalt-800">{t("dashboard.auditLead", { date: dueOn ?? "" })}</p>
      {sentOn ? (
        <p className="text-sm font-medium text-basalt-900">{t("dashboard.auditSent", { date: sentOn })}</p>
      ) : null}
      <input type="hidden" name="intent" value="auditEvidence" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <FormAlert message={err(reply?.formError)} />
      <DocumentInput
        label={t("dashboard.auditDocument")}
        name="document"
        required
        error={reply?.fieldErrors.document ?? null}
      />
      <div>
        <Button type="submit">{t("dashboard.auditSend")}</Button>
      </div>
    </Form>
  );
}

export function AppealForm({
  applicationId,
  until,
  days,
  open,
}: {
  applicationId: string;
  until: string;
  days: number;
  open: boolean;
}) {
  const { t } = useTranslation("applications");
  const err = useErrorText("applications");
  const reply = useReplyFor("appeal", applicationId);
  if (!open) return <p className="text-sm text-basalt-800">{t("dashboard.appealClosed", { date: until })}</p>;
  return (
    <Form method="post" className={boxClass}>
      <h3 className="font-semibold text-basalt-950">{t("dashboard.appealHeading")}</h3>
      <p className="text-sm text-basalt-800">{t("dashboard.appealLead", { count: days, date: until })}</p>
      <input type="hidden" name="intent" value="appeal" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <FormAlert message={err(reply?.formError)} />
      <TextareaField
        label={t("dashboard.appealStatement")}
        error={err(reply?.fieldErrors.statement)}
        textareaProps={{
          name: "statement",
          rows: 5,
          required: true,
          maxLength: DUTIES_MAX,
          defaultValue: reply?.values.statement ?? "",
        }}
      />
      <div>
        <Button type="submit">{t("dashboard.appealSend")}</Button>
      </div>
    </Form>
  );
}
