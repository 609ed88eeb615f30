import { ArrowRight, Send } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import { Review, StepProgress } from "~/features/partners/components/application-steps";
import { StepAlert, StepButtons, StepHeading, useStepFocus } from "~/components/step-form";
import { Card } from "~/components/ui/card";
import { CheckboxField, ChoiceGroup, Field, Honeypot, TextareaField } from "~/components/ui/field";
import { SubmissionField } from "~/lib/forms/idempotency";
import type { FormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import {
  APPLICATION_STEP_COUNT,
  applicationSteps,
  contributionAreas,
  organisationTypes,
  partnerTiers,
  type RawValues,
} from "~/features/partners/partner-application";

/** One step of the partnership application; a refused post comes back as `reply`. */
export function ApplicationForm({
  step,
  values,
  reply,
  submission,
}: {
  step: number;
  values: RawValues;
  reply: FormReply;
  submission: string;
}) {
  const { t } = useTranslation("partnerApply");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("partnerApply");
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle";
  const errors = reply.fieldErrors;
  const formError = err(reply.formError, reply.formErrorValues);
  const hasErrors = Object.keys(errors).length > 0;
  const { headingRef, alertRef } = useStepFocus(step, hasErrors || formError ? reply : null);
  const key = applicationSteps[step] ?? "organisation";

  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const list = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : []);

  return (
    <Card className="p-5 sm:p-8">
      <StepProgress step={step} />
      <StepHeading
        ref={headingRef}
        label={t("progress.label", { step: step + 1, total: APPLICATION_STEP_COUNT })}
        title={t(`steps.${key}.title`)}
      />
      <p className="mt-2 text-basalt-700">{t(`steps.${key}.lead`)}</p>
      {hasErrors || formError ? <StepAlert ref={alertRef} message={formError ?? tCommon("page.formErrors")} /> : null}
      <Form key={step} method="post" noValidate className="relative mt-8 grid gap-6">
        <input type="hidden" name="step" value={step} />
        {key === "organisation" ? (
          <>
            <Field
              label={t("fields.organisation")}
              error={err(errors.organisation)}
              inputProps={{
                name: "organisation",
                autoComplete: "organization",
                maxLength: 160,
                defaultValue: text("organisation"),
              }}
            />
            <ChoiceGroup
              legend={t("fields.organisationType")}
              name="organisationType"
              type="radio"
              error={err(errors.organisationType)}
              options={organisationTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
              defaultValue={text("organisationType")}
            />
            <ChoiceGroup
              legend={t("fields.tier")}
              hint={t("fields.tierHint")}
              name="tier"
              type="radio"
              error={err(errors.tier)}
              options={partnerTiers.map((value) => ({ value, label: t(`tiers.${value}`) }))}
              defaultValue={text("tier")}
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <Field
                label={t("fields.country")}
                error={err(errors.country)}
                inputProps={{
                  name: "country",
                  autoComplete: "country-name",
                  maxLength: 80,
                  defaultValue: text("country"),
                }}
              />
              <Field
                label={`${t("fields.website")} (${tCommon("page.optional")})`}
                hint={t("fields.websiteHint")}
                error={err(errors.website)}
                inputProps={{
                  name: "website",
                  type: "url",
                  autoComplete: "url",
                  maxLength: 200,
                  defaultValue: text("website"),
                }}
              />
            </div>
          </>
        ) : null}
        {key === "contact" ? (
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              label={t("fields.contactName")}
              error={err(errors.contactName)}
              inputProps={{
                name: "contactName",
                autoComplete: "name",
                maxLength: 120,
                defaultValue: text("contactName"),
              }}
            />
            <Field
              label={`${t("fields.contactRole")} (${tCommon("page.optional")})`}
              error={err(errors.contactRole)}
              inputProps={{
                name: "contactRole",
                autoComplete: "organization-title",
                maxLength: 120,
                defaultValue: text("contactRole"),
              }}
            />
            <Field
              label={t("fields.email")}
              hint={t("fields.emailHint")}
              error={err(errors.email)}
              inputProps={{
                name: "email",
                type: "email",
                autoComplete: "email",
                maxLength: 254,
                defaultValue: text("email"),
              }}
            />
            <Field
              label={`${t("fields.phone")} (${tCommon("page.optional")})`}
              error={err(errors.phone)}
              inputProps={{
                name: "phone",
                type: "tel",
                autoComplete: "tel",
                maxLength: 40,
                defaultValue: text("phone"),
              }}
            />
          </div>
        ) : null}
        {key === "contribution" ? (
          <>
            <TextareaField
              label={t("fields.contribution")}
              hint={t("fields.contributionHint")}
              error={err(errors.contribution)}
              textareaProps={{ name: "contribution", maxLength: 3000, rows: 7, defaultValue: text("contribution") }}
            />
            <ChoiceGroup
              legend={`${t("fields.areas")} (${tCommon("page.optional")})`}
              hint={t("fields.areasHint")}
              name="areas"
              type="checkbox"
              error={err(errors.areas)}
              options={contributionAreas.map((value) => ({ value, label: t(`areas.${value}`) }))}
              defaultValue={list("areas")}
            />
          </>
        ) : null}
        {key === "review" ? (
          <>
            <Honeypot label={tCommon("page.honeypotLabel")} />
            <SubmissionField token={submission} />
            <Review values={values} submitting={submitting} />
            <CheckboxField
              label={t("fields.consent")}
              error={err(errors.consent)}
              inputProps={{ name: "consent", value: "on" }}
            />
          </>
        ) : null}
        <StepButtons
          back={step > 0 ? t("buttons.back") : null}
          intent={key === "review" ? "submit" : "next"}
          label={submitting ? t("buttons.saving") : key === "review" ? t("buttons.submit") : t("buttons.next")}
          icon={key === "review" ? <Send aria-hidden /> : <ArrowRight aria-hidden />}
          submitting={submitting}
        />
      </Form>
    </Card>
  );
}
