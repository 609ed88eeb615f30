import { Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/field";
import { EventProgramFields } from "./event-program-fields";
import { eventFormats } from "~/features/events/forms";
import { eventRegions, eventTypes } from "~/features/events/event-types";
import { SubmissionField } from "~/lib/forms/idempotency";
import { useFormReply } from "~/lib/forms/submission";
import { languages } from "~/lib/i18n/languages";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";

/**
 * Every field of an event (admin): basics, date and place, the words per language (English required,
 * the others in a disclosure each), agenda and audience, registration and CPD. Works without JavaScript.
 */
export function EventEditor({
  values,
  submission,
  create,
  maxHours,
}: {
  values: Record<string, string>;
  submission?: string;
  create: boolean;
  maxHours: number;
}) {
  const { t } = useTranslation("eventRegistration");
  const { t: tEvents } = useTranslation("events");
  const err = useErrorText("eventRegistration");
  const reply = useFormReply("save");
  const navigation = useNavigation();
  const value = (name: string) => reply.values[name] ?? values[name] ?? "";
  const checked = (name: string) => (reply.intent === "save" ? reply.values[name] === "on" : values[name] === "on");
  const error = (name: string) => err(reply.fieldErrors[name], { max: maxHours });
  const text = (name: string, label: string, extra: React.ComponentProps<"input"> = {}, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      error={error(name)}
      inputProps={{ id: `event-${name}`, name, defaultValue: value(name), ...extra }}
    />
  );
  const section = "grid gap-4 rounded-[var(--radius-card)] border border-basalt-200 bg-white p-5";
  const legend = "text-lg font-semibold text-basalt-950";
  return (
    <Form method="post" className="grid gap-6" noValidate>
      <input type="hidden" name="intent" value="save" />
      {submission ? <SubmissionField token={submission} /> : null}
      <FormSuccess form="save" />
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <fieldset className={section}>
        <legend className={legend}>{t("admin.sections.basics")}</legend>
        {text(
          "slug",
          t("admin.fields.slug"),
          { required: true, pattern: "[a-z0-9]+(-[a-z0-9]+)*" },
          t("admin.fields.slugHint"),
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t("admin.fields.type")}
            options={eventTypes.map((type) => ({ value: type, label: tEvents(`types.${type}`) }))}
            selectProps={{ id: "event-type", name: "type", defaultValue: value("type") }}
          />
          <SelectField
            label={t("admin.fields.region")}
            options={eventRegions.map((region) => ({ value: region, label: tEvents(`regions.${region}`) }))}
            selectProps={{ id: "event-region", name: "region", defaultValue: value("region") }}
          />
          <SelectField
            label={t("admin.fields.format")}
            options={eventFormats.map((format) => ({ value: format, label: tEvents(`formats.${format}`) }))}
            selectProps={{ id: "event-format", name: "format", defaultValue: value("format") }}
          />
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{t("admin.sections.when")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("startDate", t("admin.fields.startDate"), { type: "date", required: true })}
          {text("startTime", t("admin.fields.startTime"), { type: "time", required: true })}
          {text("endDate", t("admin.fields.endDate"), { type: "date", required: true })}
          {text("endTime", t("admin.fields.endTime"), { type: "time", required: true })}
        </div>
        {text("utcOffset", t("admin.fields.utcOffset"), { required: true }, t("admin.fields.utcOffsetHint"))}
        <div className="grid gap-4 sm:grid-cols-3">
          {text("venueName", t("admin.fields.venueName"))}
          {text("venueCity", t("admin.fields.venueCity"))}
          {text("venueCountry", t("admin.fields.venueCountry"), { maxLength: 2, autoCapitalize: "characters" })}
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{t("admin.sections.words")}</legend>
        <p className="text-sm text-basalt-600">{t("admin.fields.descriptionHint")}</p>
        {languages.map(({ code, name }) => {
          const fields = (
            <div className="grid gap-4" lang={code}>
              {text(
                `title_${code}`,
                t("admin.fields.title", { language: name }),
                code === "en" ? { required: true } : {},
              )}
              {text(
                `summary_${code}`,
                t("admin.fields.summary", { language: name }),
                code === "en" ? { required: true } : {},
              )}
              <TextareaField
                label={t("admin.fields.description", { language: name })}
                error={error(`description_${code}`)}
                textareaProps={{
                  id: `event-description_${code}`,
                  name: `description_${code}`,
                  defaultValue: value(`description_${code}`),
                }}
              />
            </div>
          );
          return code === "en" ? (
            <div key={code}>{fields}</div>
          ) : (
            <details
              key={code}
              className="rounded-lg border border-basalt-200 p-3"
              open={Boolean(reply.fieldErrors[`title_${code}`])}
            >
              <summary className="cursor-pointer font-medium text-basalt-900">{name}</summary>
              <div className="mt-3">{fields}</div>
            </details>
          );
        })}
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{t("admin.program.heading")}</legend>
        <EventProgramFields values={reply.intent === "save" ? reply.values : values} error={error} />
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{t("admin.sections.registration")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("capacity", t("admin.fields.capacity"), { inputMode: "numeric" }, t("admin.fields.capacityHint"))}
          {text(
            "cpdHours",
            t("admin.fields.cpdHours"),
            { inputMode: "decimal" },
            t("admin.fields.cpdHoursHint", { max: maxHours }),
          )}
        </div>
        <CheckboxField
          label={t("admin.fields.registrationOpen")}
          inputProps={{ name: "registrationOpen", defaultChecked: checked("registrationOpen") }}
        />
        <CheckboxField
          label={t("admin.fields.published")}
          inputProps={{ name: "published", defaultChecked: checked("published") }}
        />
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
        <Save aria-hidden />
        {create ? t("admin.create") : t("admin.save")}
      </Button>
    </Form>
  );
}
