import { Save } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField, ChoiceGroup, Field, SelectField } from "~/components/ui/field";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { jobSourceKinds } from "~/features/jobs/jobs";
import { SubmissionField } from "~/lib/forms/idempotency";

/** The admin's form for a job source (no JavaScript needed; errors are jobScraping keys). */
export function SourceForm({
  intent,
  values,
  errors,
  countries,
  levels,
  submitLabel,
  submission,
}: {
  /** `create` on the new-source page, `save` on a source's page. */
  intent: "create" | "save";
  values: Record<string, string>;
  errors: Record<string, string>;
  countries: ReadonlyArray<{ value: string; label: string }>;
  levels: ReadonlyArray<{ value: string; label: string }>;
  submitLabel: string;
  /** The form's token when it creates a source (decision 018). */
  submission?: string;
}) {
  const { t } = useTranslation("jobScraping");
  const error = useErrorText("jobScraping");
  return (
    <Card className="p-5 sm:p-6">
      <Form method="post" noValidate className="grid gap-6">
        <input type="hidden" name="intent" value={intent} />
        {submission ? <SubmissionField token={submission} /> : null}
        <div className="grid gap-6 md:grid-cols-2">
          <Field
            label={t("form.name")}
            hint={t("form.nameHint")}
            error={error(errors.name)}
            inputProps={{ name: "name", id: "source-name", defaultValue: values.name, required: true, maxLength: 120 }}
          />
          <SelectField
            label={t("form.kind")}
            error={error(errors.kind)}
            options={jobSourceKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            selectProps={{ name: "kind", id: "source-kind", defaultValue: values.kind || "greenhouse" }}
          />
        </div>
        <Field
          label={t("form.identifier")}
          hint={t("form.identifierHint")}
          error={error(errors.identifier)}
          inputProps={{
            name: "identifier",
            id: "source-identifier",
            defaultValue: values.identifier,
            required: true,
            maxLength: 500,
          }}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <Field
            label={t("form.organisation")}
            hint={t("form.organisationHint")}
            error={error(errors.organisation)}
            inputProps={{
              name: "organisation",
              id: "source-organisation",
              defaultValue: values.organisation,
              maxLength: 160,
            }}
          />
          <Field
            label={t("form.apiBaseUrl")}
            hint={t("form.apiBaseUrlHint")}
            error={error(errors.apiBaseUrl)}
            inputProps={{
              name: "apiBaseUrl",
              id: "source-api-base",
              type: "url",
              defaultValue: values.apiBaseUrl,
              maxLength: 300,
            }}
          />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-basalt-900">{t("form.selectorsLegend")}</legend>
          <p className="-mt-1 text-sm text-basalt-600">{t("form.selectorsHint")}</p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {(["selectorItem", "selectorTitle", "selectorLink", "selectorLocation"] as const).map((name) => (
              <Field
                key={name}
                label={t(`form.${name}`)}
                error={error(errors[name])}
                inputProps={{
                  name,
                  id: `source-${name}`,
                  defaultValue: values[name],
                  maxLength: 200,
                  className: "font-mono text-sm",
                }}
              />
            ))}
          </div>
        </fieldset>
        <Field
          label={t("form.keywords")}
          hint={t("form.keywordsHint")}
          error={error(errors.keywords)}
          inputProps={{ name: "keywords", id: "source-keywords", defaultValue: values.keywords, maxLength: 1000 }}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <SelectField
            label={t("form.defaultCountry")}
            error={error(errors.defaultCountry)}
            options={countries}
            placeholder={t("form.noCountry")}
            selectProps={{ name: "defaultCountry", id: "source-country", defaultValue: values.defaultCountry ?? "" }}
          />
          <SelectField
            label={t("form.defaultLevel")}
            error={error(errors.defaultLevel)}
            options={levels}
            placeholder={t("form.noLevel")}
            selectProps={{ name: "defaultLevel", id: "source-level", defaultValue: values.defaultLevel ?? "" }}
          />
        </div>
        <ChoiceGroup
          legend={t("form.scheduleLegend")}
          name="schedule"
          type="radio"
          error={error(errors.schedule)}
          defaultValue={values.schedule || "manual"}
          options={(["manual", "interval", "cron"] as const).map((s) => ({
            value: s,
            label: t(`form.schedules.${s}`),
          }))}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <Field
            label={t("form.intervalMinutes")}
            hint={t("form.intervalHint")}
            error={error(errors.intervalMinutes)}
            inputProps={{
              name: "intervalMinutes",
              id: "source-interval",
              inputMode: "numeric",
              defaultValue: values.intervalMinutes,
            }}
          />
          <Field
            label={t("form.cron")}
            hint={t("form.cronHint")}
            error={error(errors.cron)}
            inputProps={{
              name: "cron",
              id: "source-cron",
              defaultValue: values.cron,
              maxLength: 100,
              className: "font-mono",
            }}
          />
        </div>
        <CheckboxField
          label={t("form.enabled")}
          inputProps={{ name: "enabled", id: "source-enabled", defaultChecked: values.enabled === "on" }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit">
            <Save aria-hidden />
            {submitLabel}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/admin/job-scraping">{t("form.cancel")}</Link>
          </Button>
        </div>
      </Form>
    </Card>
  );
}
