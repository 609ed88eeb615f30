import { Form } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField, Field, TextareaField } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import type { PortfolioSections } from "../../schema";
import { portfolioLimits, projectField, projectSlots } from "../forms";

// The candidate's portfolio forms (/account/exams/portfolio): the draft and the one-time submit. Both work
// without scripts; a refused form keeps what was typed.

/** The draft: a fixed set of project slots (an empty one is left out) and the statement of expertise. */
export function PortfolioDraftForm({ sections }: { sections: PortfolioSections | null }) {
  const { t } = useTranslation("examPanel");
  const err = useErrorText("examPanel");
  const reply = useFormReply("save");
  const typed = reply.intent === "save";
  const stored = (slot: number, key: "title" | "role" | "year" | "summary") => {
    const project = sections?.projects[slot];
    return project ? String(project[key]) : "";
  };
  const value = (slot: number, key: "title" | "role" | "year" | "summary") =>
    typed ? (reply.values[projectField(slot, key)] ?? "") : stored(slot, key);
  return (
    <Form method="post" className="grid gap-6" noValidate>
      <input type="hidden" name="intent" value="save" />
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <section aria-labelledby="projects-heading" className="grid gap-4">
        <h2 id="projects-heading" className="text-xl font-semibold text-basalt-950">
          {t("mine.projectsHeading")}
        </h2>
        <p className="text-sm text-basalt-700">{t("mine.projectsText", { max: portfolioLimits.projectsMax })}</p>
        {projectSlots.map((slot) => (
          <fieldset key={slot} className="grid gap-3 rounded-lg border border-basalt-200 p-4">
            <legend className="px-1 font-semibold text-basalt-950">{t("mine.project", { n: slot + 1 })}</legend>
            <div className="grid gap-3 sm:grid-cols-[1fr_1fr_7rem]">
              <Field
                label={t("mine.projectTitle")}
                error={err(reply.fieldErrors[projectField(slot, "title")])}
                inputProps={{
                  name: projectField(slot, "title"),
                  maxLength: portfolioLimits.titleMax,
                  defaultValue: value(slot, "title"),
                }}
              />
              <Field
                label={t("mine.role")}
                error={err(reply.fieldErrors[projectField(slot, "role")])}
                inputProps={{
                  name: projectField(slot, "role"),
                  maxLength: portfolioLimits.roleMax,
                  defaultValue: value(slot, "role"),
                }}
              />
              <Field
                label={t("mine.year")}
                error={err(reply.fieldErrors[projectField(slot, "year")])}
                inputProps={{
                  name: projectField(slot, "year"),
                  inputMode: "numeric",
                  maxLength: 4,
                  defaultValue: value(slot, "year"),
                }}
              />
            </div>
            <TextareaField
              label={t("mine.summary")}
              hint={t("mine.summaryHint", { min: portfolioLimits.summaryMin })}
              error={err(reply.fieldErrors[projectField(slot, "summary")])}
              textareaProps={{
                name: projectField(slot, "summary"),
                maxLength: portfolioLimits.summaryMax,
                rows: 4,
                defaultValue: value(slot, "summary"),
              }}
            />
          </fieldset>
        ))}
      </section>
      <TextareaField
        label={t("mine.expertise")}
        hint={t("mine.expertiseHint", { min: portfolioLimits.expertiseMin })}
        error={err(reply.fieldErrors.expertise)}
        textareaProps={{
          name: "expertise",
          required: true,
          maxLength: portfolioLimits.expertiseMax,
          rows: 8,
          defaultValue: typed ? (reply.values.expertise ?? "") : (sections?.expertise ?? ""),
        }}
      />
      <div>
        <Button type="submit" variant="secondary">
          {t("mine.save")}
        </Button>
      </div>
    </Form>
  );
}

/** Submitting the saved draft, once: a confirmation box stands between the candidate and the panel. */
export function PortfolioSubmitForm() {
  const { t } = useTranslation("examPanel");
  const err = useErrorText("examPanel");
  const reply = useFormReply("submit");
  return (
    <Card>
      <h2 className="text-xl font-semibold text-basalt-950">{t("mine.submitHeading")}</h2>
      <p className="mt-1 text-sm text-basalt-700">{t("mine.submitText")}</p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} className="mt-3" />
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <input type="hidden" name="intent" value="submit" />
        <CheckboxField
          label={t("mine.confirm")}
          error={err(reply.fieldErrors.confirm)}
          inputProps={{ name: "confirm", value: "yes", required: true }}
        />
        <div>
          <Button type="submit">{t("mine.submit")}</Button>
        </div>
      </Form>
    </Card>
  );
}
