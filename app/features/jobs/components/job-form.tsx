import { Send } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/components/forms/form-status";
import { ChoiceGroup, Field, SelectField, TextareaField } from "~/components/ui/field";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { jobDomains, jobTypes, MAX_EXPIRY_DAYS, salaryCurrencies, workplaces } from "~/features/jobs/jobs";
import { SubmissionField } from "~/lib/forms/idempotency";
import type { FormReply } from "~/lib/forms/submission";

/** What the form shows: each field as a string, the ticked domains joined by commas. */
export type JobFormValues = Record<string, string> & { domains?: string };

/**
 * The post (`intent=post`) and edit (`intent=edit`) form: works without JavaScript; errors are
 * translation keys of the jobs namespace from the shared schemas (newJobForms, editJobForms).
 */
export function JobForm({
  intent,
  reply,
  values,
  countries,
  levels,
  submitLabel,
  cancelTo,
  submission,
}: {
  intent: "post" | "edit";
  /** The action's answer to the last post of this form (errors, what was typed). */
  reply: FormReply;
  values: JobFormValues;
  countries: ReadonlyArray<{ value: string; label: string }>;
  levels: ReadonlyArray<{ value: string; label: string }>;
  submitLabel: string;
  cancelTo: string;
  /** The form's token when it creates a job (decision 018). */
  submission?: string;
}) {
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
  const error = useErrorText("jobs");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors = reply.fieldErrors;
  const domains = (values.domains ?? "").split(",").filter(Boolean);
  return (
    <Card className="p-5 sm:p-8">
      <Form method="post" noValidate className="grid gap-6">
        <input type="hidden" name="intent" value={intent} />
        {submission ? <SubmissionField token={submission} /> : null}
        <FormAlert message={error(reply.formError, reply.formErrorValues)} />
        <div className="grid gap-6 md:grid-cols-2">
          <Field
            label={t("form.title")}
            error={error(errors.title)}
            inputProps={{ name: "title", id: "job-title", defaultValue: values.title, required: true, maxLength: 160 }}
          />
          <Field
            label={t("form.organisation")}
            error={error(errors.organisation)}
            inputProps={{
              name: "organisation",
              id: "job-organisation",
              defaultValue: values.organisation,
              required: true,
              maxLength: 160,
            }}
          />
          <SelectField
            label={t("form.country")}
            error={error(errors.country)}
            options={countries}
            placeholder={t("form.noCountry")}
            selectProps={{ name: "country", id: "job-country", defaultValue: values.country ?? "" }}
          />
          <Field
            label={t("form.city")}
            error={error(errors.city)}
            inputProps={{ name: "city", id: "job-city", defaultValue: values.city, maxLength: 100 }}
          />
          <SelectField
            label={t("form.workplace")}
            error={error(errors.workplace)}
            options={workplaces.map((w) => ({ value: w, label: t(`workplaces.${w}`) }))}
            selectProps={{ name: "workplace", id: "job-workplace", defaultValue: values.workplace || "onsite" }}
          />
          <SelectField
            label={t("form.type")}
            error={error(errors.type)}
            options={jobTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            selectProps={{ name: "type", id: "job-type", defaultValue: values.type || "full-time" }}
          />
          <SelectField
            label={t("form.level")}
            error={error(errors.level)}
            options={levels}
            placeholder={t("form.noLevel")}
            selectProps={{ name: "level", id: "job-level", defaultValue: values.level ?? "" }}
          />
          <Field
            label={t("form.expiresInDays")}
            hint={t("form.expiresHint")}
            error={error(errors.expiresInDays)}
            inputProps={{
              name: "expiresInDays",
              id: "job-expires",
              type: "number",
              min: 1,
              max: MAX_EXPIRY_DAYS,
              defaultValue: values.expiresInDays || "30",
              required: true,
            }}
          />
        </div>
        <ChoiceGroup
          legend={t("form.domains")}
          name="domains"
          type="checkbox"
          error={error(errors.domains)}
          defaultValue={domains}
          options={jobDomains.map((domain) => ({ value: domain, label: tCommon(`skills.${domain}`) }))}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-basalt-900">{t("form.salaryLegend")}</legend>
          <p className="-mt-1 text-sm text-basalt-600">{t("form.salaryHint")}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              label={t("form.salaryMin")}
              error={error(errors.salaryMin)}
              inputProps={{
                name: "salaryMin",
                id: "job-salary-min",
                inputMode: "numeric",
                defaultValue: values.salaryMin,
              }}
            />
            <Field
              label={t("form.salaryMax")}
              error={error(errors.salaryMax)}
              inputProps={{
                name: "salaryMax",
                id: "job-salary-max",
                inputMode: "numeric",
                defaultValue: values.salaryMax,
              }}
            />
            <SelectField
              label={t("form.salaryCurrency")}
              error={error(errors.salaryCurrency)}
              options={salaryCurrencies.map((c) => ({ value: c, label: c }))}
              placeholder={t("form.noCurrency")}
              selectProps={{ name: "salaryCurrency", id: "job-currency", defaultValue: values.salaryCurrency ?? "" }}
            />
          </div>
        </fieldset>
        <TextareaField
          label={t("form.description")}
          hint={t("form.descriptionHint")}
          error={error(errors.description)}
          textareaProps={{
            name: "description",
            id: "job-description",
            rows: 10,
            defaultValue: values.description,
            required: true,
            maxLength: 20_000,
          }}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-basalt-900">{t("job.apply")}</legend>
          <p className="-mt-1 text-sm text-basalt-600">{t("form.applyHint")}</p>
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              label={t("form.applyUrl")}
              error={error(errors.applyUrl)}
              inputProps={{
                name: "applyUrl",
                id: "job-apply-url",
                type: "url",
                defaultValue: values.applyUrl,
                maxLength: 500,
              }}
            />
            <Field
              label={t("form.applyEmail")}
              error={error(errors.applyEmail)}
              inputProps={{
                name: "applyEmail",
                id: "job-apply-email",
                type: "email",
                defaultValue: values.applyEmail,
                maxLength: 254,
              }}
            />
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={submitting}>
            <Send aria-hidden />
            {submitLabel}
          </Button>
          <Button asChild variant="ghost">
            <Link to={cancelTo}>{t("form.cancel")}</Link>
          </Button>
        </div>
      </Form>
    </Card>
  );
}
