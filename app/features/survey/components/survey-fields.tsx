import { CircleCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { ChoiceGroup, Field, FieldError, SelectField, TextareaField } from "~/components/ui/field";
import { keySkills } from "~/content/home";
import { gapField, gapScale, SURVEY_STEP_COUNT, surveySteps, type Question } from "~/content/learning-needs";
import { languages } from "~/lib/i18n/languages";
import type { RawAnswers } from "~/features/survey/learning-needs";
import { cn } from "~/lib/util/cn";

// The learning-needs survey's fields: its progress bar and one field per kind of question.

export function Progress({ step }: { step: number }) {
  const { t } = useTranslation("learningNeeds");
  const label = t("progress.label", { step: step + 1, total: SURVEY_STEP_COUNT });
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={SURVEY_STEP_COUNT}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-basalt-100"
      >
        <div
          className="h-full rounded-full bg-mineral-700 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${((step + 1) / SURVEY_STEP_COUNT) * 100}%` }}
        />
      </div>
      <ol aria-label={t("progress.steps")} className="mt-3 hidden gap-2 text-sm sm:grid sm:grid-cols-5">
        {surveySteps.map((item, index) => (
          <li
            key={item.key}
            aria-current={index === step ? "step" : undefined}
            className={cn(
              "flex items-center gap-1.5",
              index === step ? "font-semibold text-basalt-950" : index < step ? "text-mineral-800" : "text-basalt-600",
            )}
          >
            {index < step ? <CircleCheck aria-hidden className="size-4 shrink-0" /> : null}
            <span>{t(`steps.${item.key}.title`)}</span>
            {index < step ? <span className="sr-only">({t("progress.done")})</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

const languageOptions = languages.map((language) => ({ value: language.code, label: language.name }));

export function QuestionField({
  question,
  values,
  errors,
}: {
  question: Question;
  values: RawAnswers;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("learningNeeds");
  const q = question.name as "role";
  const label = t(`questions.${q}.label`);
  const hintKey = `questions.${question.name}.hint`;
  const hint = t(hintKey as "questions.country.hint", { defaultValue: "" }) || undefined;
  const error = errors[question.name] ? t(errors[question.name] as "errors.chooseOne") : null;
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");

  switch (question.kind) {
    case "radio":
    case "checkbox": {
      const options =
        question.optionsKey === "languages"
          ? languageOptions
          : question.options.map((value) => ({
              value,
              label: t(`options.${question.optionsKey}.${value}` as "options.roles.student"),
            }));
      return (
        <ChoiceGroup
          legend={label}
          hint={hint}
          error={error}
          name={question.name}
          type={question.kind}
          options={options}
          defaultValue={values[question.name]}
          required={question.required}
        />
      );
    }
    case "select":
      return (
        <SelectField
          label={label}
          hint={hint}
          error={error}
          placeholder={t("questions.region.placeholder")}
          options={question.options.map((value) => ({
            value,
            label: t(`options.${question.optionsKey}.${value}` as "options.regions.europe"),
          }))}
          selectProps={{
            id: `survey-${question.name}`,
            name: question.name,
            defaultValue: text(question.name),
            required: true,
          }}
        />
      );
    case "text":
    case "email":
      return (
        <Field
          label={label}
          hint={hint}
          error={error}
          inputProps={{
            id: `survey-${question.name}`,
            name: question.name,
            type: question.kind,
            maxLength: question.maxLength,
            autoComplete: question.autoComplete,
            defaultValue: text(question.name),
            className: "max-w-md",
          }}
        />
      );
    case "textarea":
      return (
        <TextareaField
          label={label}
          hint={hint}
          error={error}
          textareaProps={{
            id: `survey-${question.name}`,
            name: question.name,
            maxLength: question.maxLength,
            defaultValue: text(question.name),
          }}
        />
      );
    case "scale":
      return <ScaleQuestion label={label} hint={hint} values={values} errors={errors} />;
  }
}

/** The 1-5 self-rating, one row (radio group) per skill domain. */
function ScaleQuestion({
  label,
  hint,
  values,
  errors,
}: {
  label: string;
  hint?: string;
  values: RawAnswers;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("learningNeeds");
  const { t: tc } = useTranslation();
  return (
    <fieldset aria-describedby="gaps-hint" className="grid gap-4">
      <legend className="mb-1 text-sm font-medium text-basalt-900">{label}</legend>
      <p id="gaps-hint" className="-mt-1 text-sm text-basalt-600">
        {hint}
      </p>
      {keySkills.map((skill) => {
        const name = gapField(skill);
        const error = errors[name] ? t(errors[name] as "errors.chooseOne") : null;
        const errorId = `${name}-error`;
        return (
          <fieldset
            key={skill}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              "grid gap-2 rounded-lg border bg-white px-3 py-3 sm:grid-cols-[1fr_auto] sm:items-center",
              error ? "border-magma-700" : "border-basalt-200",
            )}
          >
            <legend className="float-left text-sm font-medium text-basalt-900 sm:py-2">{tc(`skills.${skill}`)}</legend>
            <div className="flex gap-1.5 sm:justify-end">
              {gapScale.map((value) => (
                <label
                  key={value}
                  htmlFor={`${name}-${value}`}
                  className="flex size-11 cursor-pointer items-center justify-center rounded-lg border border-basalt-300 font-semibold text-basalt-900 has-[:checked]:border-mineral-700 has-[:checked]:bg-mineral-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-magma-600"
                >
                  <input
                    id={`${name}-${value}`}
                    type="radio"
                    name={name}
                    value={value}
                    defaultChecked={values[name] === value}
                    required
                    aria-invalid={error ? true : undefined}
                    className="sr-only"
                  />
                  <span aria-hidden>{value}</span>
                  <span className="sr-only">
                    {value} – {t(`options.scale.${value}`)}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={errorId} message={error} className="sm:col-span-2" />
          </fieldset>
        );
      })}
    </fieldset>
  );
}
