import { Form, Link } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/field";
import { EVIDENCE_ACCEPT, evidenceUpload } from "~/features/cpd/evidence";
import { CPD_DESCRIPTION_MAX, CPD_EARLIEST_DATE, CPD_PROVIDER_MAX } from "~/features/cpd/forms";
import { cpdCategories, cpdRule } from "~/content/cpd-rule";
import { SubmissionField } from "~/lib/forms/idempotency";
import { useFormReply } from "~/lib/forms/submission";
import { formatFileSize } from "~/lib/format/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLanguage } from "~/lib/i18n/use-language";
import { useUploadCheck } from "~/lib/uploads/use-upload-check";
import { useErrorText } from "~/lib/i18n/use-error-text";

export type EditingEntry = {
  id: string;
  activityDate: string;
  category: string;
  hours: string;
  provider: string;
  description: string;
  evidence: { fileName: string } | null;
};

/**
 * Logging an activity, or editing one (`editing`): a multipart form that works without JavaScript.
 * The file input comes last: a file too large to read still leaves the typed fields to the server.
 */
export function EntryForm({
  editing,
  latestDate,
  submission,
}: {
  editing: EditingEntry | null;
  latestDate: string;
  submission: string;
}) {
  const { t } = useTranslation("cpd");
  const err = useErrorText("cpd");
  const intent = editing ? "edit" : "add";
  const reply = useFormReply(intent);
  const limits = { max: cpdRule.maxHoursPerEntry, size: formatFileSize(evidenceUpload.fileBytes, useLanguage()) };
  const upload = useUploadCheck(evidenceUpload);
  const value = (name: keyof EditingEntry & string) =>
    reply.values[name] ?? (editing ? String(editing[name as "hours"] ?? "") : "");
  const fieldError = (name: string) => err(reply.fieldErrors[name], limits);
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-5" id="entry-form">
      <input type="hidden" name="intent" value={intent} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : <SubmissionField token={submission} />}
      <FormSuccess form="add" />
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t("form.date")}
          error={fieldError("activityDate")}
          inputProps={{
            name: "activityDate",
            type: "date",
            required: true,
            min: CPD_EARLIEST_DATE,
            max: latestDate,
            defaultValue: value("activityDate"),
          }}
        />
        <Field
          label={t("form.hours")}
          hint={t("form.hoursHint", { max: cpdRule.maxHoursPerEntry })}
          error={fieldError("hours")}
          inputProps={{
            name: "hours",
            type: "text",
            inputMode: "decimal",
            required: true,
            pattern: "\\d{1,3}([.,]\\d)?",
            defaultValue: value("hours"),
          }}
        />
      </div>
      <SelectField
        label={t("form.category")}
        error={fieldError("category")}
        placeholder={t("form.chooseCategory")}
        options={cpdCategories.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
        selectProps={{ name: "category", required: true, defaultValue: value("category") }}
      />
      <Field
        label={t("form.provider")}
        hint={t("form.providerHint")}
        error={fieldError("provider")}
        inputProps={{ name: "provider", required: true, maxLength: CPD_PROVIDER_MAX, defaultValue: value("provider") }}
      />
      <TextareaField
        label={t("form.description")}
        error={fieldError("description")}
        textareaProps={{
          name: "description",
          required: true,
          rows: 3,
          maxLength: CPD_DESCRIPTION_MAX,
          defaultValue: value("description"),
        }}
      />
      {editing?.evidence ? (
        <div className="grid gap-2 rounded-lg border border-basalt-200 bg-steam-50 p-3">
          <p className="text-sm text-basalt-800">{t("form.currentEvidence", { name: editing.evidence.fileName })}</p>
          <CheckboxField label={t("form.removeEvidence")} inputProps={{ name: "removeEvidence", value: "1" }} />
        </div>
      ) : null}
      <Field
        label={editing ? t("form.replaceEvidence") : t("form.evidence")}
        hint={t("form.evidenceHint", limits)}
        error={upload.tooLarge ? err("errors.fileTooLarge", limits) : fieldError("evidence")}
        inputProps={{
          name: "evidence",
          type: "file",
          ref: upload.ref,
          onChange: upload.onChange,
          accept: EVIDENCE_ACCEPT,
          className: "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-steam-200 file:px-3 file:py-1.5",
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{editing ? t("form.save") : t("form.add")}</Button>
        {editing ? (
          <Button asChild variant="secondary">
            <Link to="/account/cpd">{t("form.cancel")}</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** Deleting the entry being edited (a separate small form: no JavaScript needed). */
export function DeleteEntryForm({ id }: { id: string }) {
  const { t } = useTranslation("cpd");
  const err = useErrorText("cpd");
  const reply = useFormReply("delete");
  return (
    <Form method="post" className="grid gap-3 rounded-[var(--radius-card)] border border-magma-100 bg-magma-50 p-4">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <h3 className="font-semibold text-basalt-950">{t("form.deleteHeading")}</h3>
      <p className="text-sm text-basalt-800">{t("form.deleteText")}</p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <div>
        <Button type="submit" variant="danger" size="sm">
          {t("form.delete")}
        </Button>
      </div>
    </Form>
  );
}
