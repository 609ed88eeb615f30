import { ArrowRight, Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import { StepAlert, StepButtons, StepHeading, useStepFocus } from "~/components/step-form";
import { Progress, QuestionField } from "~/features/survey/components/survey-fields";
import { Card } from "~/components/ui/card";
import { SURVEY_STEP_COUNT, surveySteps, type Question, type SurveyStepKey } from "~/content/learning-needs";
import { SubmissionField } from "~/lib/forms/idempotency";
import type { FormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { readStepValues, validateStep, type RawAnswers } from "~/features/survey/learning-needs";

/**
 * One step of the survey. The browser checks the step with the server's schema before posting; the
 * server's answer (a refused step) comes back as `reply`.
 */
export function SurveyForm({
  step,
  values,
  reply,
  resumed,
  submission,
}: {
  step: number;
  values: RawAnswers;
  reply: FormReply;
  resumed: boolean;
  submission: string;
}) {
  const { t } = useTranslation("learningNeeds");
  const { t: tc } = useTranslation();
  const err = useErrorText("learningNeeds");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<{ step: number; errors: Record<string, string> } | null>(null);
  const serverProblem = reply.formError || Object.keys(reply.fieldErrors).length > 0 ? reply : null;
  const { headingRef, alertRef } = useStepFocus(step, serverProblem);
  const current = surveySteps[step] ?? surveySteps[0];
  const key: SurveyStepKey = current.key;
  const errors = clientErrors?.step === step ? clientErrors.errors : reply.fieldErrors;
  const hasErrors = Object.keys(errors).length > 0;
  const formError = err(reply.formError, reply.formErrorValues);
  const last = step === SURVEY_STEP_COUNT - 1;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "back") return;
    const result = validateStep(step, readStepValues(step, new FormData(event.currentTarget)));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors({ step, errors: result.errors });
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  return (
    <Card className="p-5 sm:p-8">
      <p className="text-sm text-basalt-700">{t("intro.duration")}</p>
      <div className="mt-4">
        <Progress step={step} />
      </div>
      <StepHeading
        ref={headingRef}
        label={t("progress.label", { step: step + 1, total: SURVEY_STEP_COUNT })}
        title={t(`steps.${key}.title`)}
      />
      <p className="mt-2 text-basalt-700">{t(`steps.${key}.lead`)}</p>
      {resumed ? (
        <p className="mt-4 rounded-lg bg-mineral-50 px-4 py-3 text-sm text-mineral-800">{t("resumed")}</p>
      ) : null}
      {hasErrors || formError ? <StepAlert ref={alertRef} message={formError ?? tc("page.formErrors")} /> : null}
      <Form key={step} method="post" noValidate onSubmit={onSubmit} className="mt-8 grid gap-8">
        <input type="hidden" name="step" value={step} />
        <SubmissionField token={submission} />
        {current.questions.map((question: Question) => (
          <QuestionField key={question.name} question={question} values={values} errors={errors} />
        ))}
        <StepButtons
          back={step > 0 ? t("buttons.back") : null}
          intent={last ? "submit" : "next"}
          label={submitting ? t("buttons.saving") : last ? t("buttons.finish") : t("buttons.next")}
          icon={last ? <Send aria-hidden /> : <ArrowRight aria-hidden />}
          submitting={submitting}
        />
      </Form>
    </Card>
  );
}
