import { Form } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, SelectField, TextareaField } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { commentField, portfolioLimits, scoreField } from "../forms";
import { panelCriteria, rubricFacts, scalePoints } from "../rubric";

// The forms of one portfolio's assessment page (/staff/assessments/:portfolioId): an assessor's scores, exam
// administration's assignment and release. All work without scripts; a refused form keeps what was typed.

/** One score (a point on the scale, each with its descriptor) and one comment per criterion, submitted once. */
export function ScoreForm() {
  const { t } = useTranslation("examPanel");
  const err = useErrorText("examPanel");
  const reply = useFormReply("score");
  return (
    <Card>
      <h2 className="text-xl font-semibold text-basalt-950">{t("score.heading")}</h2>
      <p className="mt-1 text-sm text-basalt-700">{t("score.text", rubricFacts)}</p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} className="mt-3" />
      <Form method="post" className="mt-4 grid gap-6" noValidate>
        <input type="hidden" name="intent" value="score" />
        {panelCriteria.map((criterion) => (
          <div key={criterion.id} className="grid gap-3 rounded-lg border border-basalt-200 p-4">
            <ChoiceGroup
              legend={`${t(`parts.${criterion.part}`)}: ${t(`criteria.${criterion.id}.name`)}`}
              hint={t(`criteria.${criterion.id}.question`)}
              name={scoreField(criterion.id)}
              type="radio"
              required
              options={scalePoints.map((point) => ({
                value: String(point),
                label: `${point} — ${t(`criteria.${criterion.id}.levels.p${point}`)}`,
              }))}
              defaultValue={reply.values[scoreField(criterion.id)]}
              error={err(reply.fieldErrors[scoreField(criterion.id)])}
            />
            <TextareaField
              label={t("score.comment", { criterion: t(`criteria.${criterion.id}.name`) })}
              error={err(reply.fieldErrors[commentField(criterion.id)])}
              textareaProps={{
                name: commentField(criterion.id),
                required: true,
                maxLength: portfolioLimits.commentMax,
                rows: 3,
                defaultValue: reply.values[commentField(criterion.id)],
              }}
            />
          </div>
        ))}
        <p className="text-sm font-medium text-basalt-800">{t("score.once")}</p>
        <div>
          <Button type="submit">{t("score.submit")}</Button>
        </div>
      </Form>
    </Card>
  );
}

/** Puts a holder of the assessment duty on the panel: the first two, or the third the panel waits for. */
export function AssignForm({
  choices,
  third,
}: {
  choices: ReadonlyArray<{ id: string; name: string }>;
  third: boolean;
}) {
  const { t } = useTranslation("examPanel");
  const err = useErrorText("examPanel");
  const reply = useFormReply("assign");
  return (
    <Card>
      <h2 className="text-xl font-semibold text-basalt-950">{t(third ? "assign.thirdHeading" : "assign.heading")}</h2>
      <p className="mt-1 text-sm text-basalt-700">{t(third ? "assign.thirdText" : "assign.text", rubricFacts)}</p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} className="mt-3" />
      {choices.length === 0 ? (
        <p className="mt-3 font-medium text-basalt-800">{t("assign.none")}</p>
      ) : (
        <Form method="post" className="mt-4 grid gap-4" noValidate>
          <input type="hidden" name="intent" value="assign" />
          <SelectField
            label={t("assign.assessor")}
            placeholder={t("assign.choose")}
            options={choices.map((c) => ({ value: c.id, label: c.name }))}
            error={err(reply.fieldErrors.assessorId)}
            selectProps={{ name: "assessorId", required: true, defaultValue: reply.values.assessorId ?? "" }}
          />
          <div>
            <Button type="submit">{t("assign.submit")}</Button>
          </div>
        </Form>
      )}
    </Card>
  );
}

/** Releases the scored panel's outcome to the candidate, who is mailed. */
export function ReleaseForm() {
  const { t } = useTranslation("examPanel");
  const err = useErrorText("examPanel");
  const reply = useFormReply("release");
  return (
    <Card>
      <h2 className="text-xl font-semibold text-basalt-950">{t("release.heading")}</h2>
      <p className="mt-1 text-sm text-basalt-700">{t("release.text")}</p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} className="mt-3" />
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="release" />
        <Button type="submit">{t("release.submit")}</Button>
      </Form>
    </Card>
  );
}
