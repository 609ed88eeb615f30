import { useTranslation } from "~/lib/i18n/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, Field, FieldError, SelectField } from "~/components/ui/field";
import { frameworkDomains } from "~/content/framework";
import { SubmissionField } from "~/lib/forms/idempotency";
import { useFormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";

/** The "issue" form of /admin/credentials: a new credential for one holder. */
export function IssueCredentialForm({
  submission,
  levelOptions,
  today,
  years,
  busy,
}: {
  submission: string;
  levelOptions: Array<{ value: string; label: string }>;
  today: string;
  /** The rule's validity in years (cpdRule.cycleYears), stated in the expiry hint. */
  years: number;
  busy: boolean;
}) {
  const { t } = useTranslation("credentialsAdmin");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("credentialsAdmin");
  const { fieldErrors: errors, values } = useFormReply("issue");
  return (
    <Card id="issue" className="mt-10 scroll-mt-24">
      <h2 className="text-xl font-semibold text-basalt-950">{t("issue.heading")}</h2>
      <p className="mt-1 text-basalt-700">{t("issue.text")}</p>
      <Form method="post" action="/admin/credentials#issue" className="mt-5 grid gap-5" noValidate>
        <input type="hidden" name="intent" value="issue" />
        <SubmissionField token={submission} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("issue.givenNames")}
            error={err(errors.givenNames)}
            inputProps={{ name: "givenNames", maxLength: 120, defaultValue: values.givenNames }}
          />
          <Field
            label={t("issue.lastName")}
            error={err(errors.lastName)}
            inputProps={{ name: "lastName", maxLength: 120, defaultValue: values.lastName }}
          />
          <Field
            label={t("issue.email")}
            hint={t("issue.emailHint")}
            error={err(errors.email)}
            inputProps={{ name: "email", type: "email", maxLength: 254, defaultValue: values.email }}
          />
          <SelectField
            label={t("issue.level")}
            error={err(errors.level)}
            options={levelOptions}
            selectProps={{ name: "level", defaultValue: values.level ?? "associate" }}
          />
        </div>
        <ChoiceGroup
          legend={t("issue.domains")}
          name="domains"
          type="checkbox"
          error={err(errors.domains)}
          options={frameworkDomains.map((domain) => ({ value: domain, label: tCommon(`skills.${domain}`) }))}
          defaultValue={values.domains ? values.domains.split(",") : []}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("issue.issuedOn")}
            error={err(errors.issuedOn)}
            inputProps={{ name: "issuedOn", type: "date", defaultValue: values.issuedOn ?? today }}
          />
          <Field
            label={t("issue.expiresOn")}
            hint={t("issue.expiresOnHint", { years })}
            error={err(errors.expiresOn)}
            inputProps={{ name: "expiresOn", type: "date", defaultValue: values.expiresOn ?? "" }}
          />
        </div>
        <Field
          label={t("issue.validityReason")}
          hint={t("issue.validityReasonHint")}
          error={err(errors.validityReason, { years })}
          inputProps={{ name: "validityReason", maxLength: 500, defaultValue: values.validityReason }}
        />
        {Object.keys(errors).length > 0 ? <FieldError message={tCommon("page.formErrors")} /> : null}
        <Button type="submit" className="justify-self-start" disabled={busy}>
          {t("issue.submit")}
        </Button>
      </Form>
    </Card>
  );
}
