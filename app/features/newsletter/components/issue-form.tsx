import { useTranslation } from "~/lib/i18n/react";
import { Form } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import { SubmissionField } from "~/lib/forms/idempotency";
import type { FormReply } from "~/lib/forms/submission";
import { languages } from "~/lib/i18n/languages";
import { useErrorText } from "~/lib/i18n/use-error-text";

type Version = { language: string; subject: string; body: string };

/**
 * Subject and markdown text per language: English open and required, the other languages in
 * disclosures (open when they hold words or an error). Posts intent=create or intent=save.
 */
export function IssueForm(props: {
  intent: "create" | "save";
  versions: Version[];
  reply: FormReply;
  submission?: string;
}) {
  const { t } = useTranslation("newsletter");
  const err = useErrorText("newsletter");
  const { reply } = props;
  const value = (field: "subject" | "body", language: string) =>
    reply.values[`${field}_${language}`] ?? props.versions.find((v) => v.language === language)?.[field] ?? "";
  const fields = (language: string) => (
    <div className="grid gap-4">
      <Field
        label={t("issue.subject")}
        error={err(reply.fieldErrors[`subject_${language}`])}
        inputProps={{ name: `subject_${language}`, defaultValue: value("subject", language), maxLength: 200 }}
      />
      <TextareaField
        label={t("issue.body")}
        hint={t("issue.bodyHint")}
        error={err(reply.fieldErrors[`body_${language}`])}
        textareaProps={{ name: `body_${language}`, defaultValue: value("body", language), rows: 10 }}
      />
    </div>
  );
  return (
    <Form method="post" className="grid max-w-3xl gap-6">
      <input type="hidden" name="intent" value={props.intent} />
      {props.submission ? <SubmissionField token={props.submission} /> : null}
      <FormSuccess form="save" />
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-basalt-950">{t("issue.english")}</legend>
        {fields("en")}
      </fieldset>
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-basalt-950">{t("issue.otherLanguages")}</h3>
        {languages
          .filter((l) => l.code !== "en")
          .map((l) => {
            const open =
              Boolean(value("subject", l.code) || value("body", l.code)) ||
              Boolean(reply.fieldErrors[`subject_${l.code}`] || reply.fieldErrors[`body_${l.code}`]);
            return (
              <details key={l.code} open={open} className="rounded-md border border-basalt-200 p-3">
                <summary className="cursor-pointer font-medium text-basalt-900" lang={l.code}>
                  {l.name}
                </summary>
                <div className="mt-3">{fields(l.code)}</div>
              </details>
            );
          })}
      </div>
      <Button type="submit" className="justify-self-start">
        {t("issue.save")}
      </Button>
    </Form>
  );
}
