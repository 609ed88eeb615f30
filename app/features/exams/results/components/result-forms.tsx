import { Form } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, TextareaField } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import type { ResultChange } from "../forms";
import type { DecisionBar } from "../policy";

// The forms of one exam result's page (/staff/exam-results/:attemptId): exam administration's status changes and
// the certification decision. Both work without scripts; a refused form keeps what was typed.

/** Withhold, release or void: one form per change the result's status allows, each with its reason. */
export function ResultChangeForm({ change }: { change: ResultChange }) {
  const { t } = useTranslation("examResults");
  const err = useErrorText("examResults");
  const reply = useFormReply(change);
  return (
    <Form method="post" className="grid gap-3 rounded-lg border border-basalt-200 p-4" noValidate>
      <input type="hidden" name="intent" value={change} />
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <TextareaField
        label={t("changes.reason")}
        hint={t("changes.reasonHint")}
        error={err(reply.fieldErrors.reason)}
        textareaProps={{ name: "reason", required: true, maxLength: 4000, rows: 3, defaultValue: reply.values.reason }}
      />
      <div>
        <Button type="submit" variant={change === "release" ? "primary" : "secondary"}>
          {t(`changes.${change}`)}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The certification decision: "certified" offered only for a pass, and no form at all for a decision maker the
 * impartiality rule bars (the page says why; the server refuses them too).
 */
export function DecisionForm({ decision }: { decision: { bar: DecisionBar | null; canCertify: boolean } }) {
  const { t } = useTranslation("examResults");
  const err = useErrorText("examResults");
  const reply = useFormReply("decide");
  if (decision.bar)
    return (
      <Card>
        <h2 className="text-xl font-semibold text-basalt-950">{t("decide.heading")}</h2>
        <p className="mt-2 font-medium text-magma-700">{t("decide.barred", { why: t(`bars.${decision.bar}`) })}</p>
      </Card>
    );
  const options = [
    ...(decision.canCertify ? [{ value: "certified", label: t("decide.certified") }] : []),
    { value: "notCertified", label: t("decide.notCertified") },
  ];
  return (
    <Card>
      <h2 className="text-xl font-semibold text-basalt-950">{t("decide.heading")}</h2>
      <p className="mt-1 text-sm text-basalt-700">{t("decide.text")}</p>
      {decision.canCertify ? null : <p className="mt-2 text-sm font-medium text-basalt-800">{t("decide.onlyNot")}</p>}
      <FormAlert message={err(reply.formError, reply.formErrorValues)} className="mt-3" />
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <input type="hidden" name="intent" value="decide" />
        <ChoiceGroup
          legend={t("decide.legend")}
          name="decision"
          type="radio"
          required
          options={options}
          defaultValue={reply.values.decision ?? (options.length === 1 ? options[0]!.value : undefined)}
          error={err(reply.fieldErrors.decision)}
        />
        <TextareaField
          label={t("decide.reason")}
          hint={t("decide.reasonHint")}
          error={err(reply.fieldErrors.reason)}
          textareaProps={{
            name: "reason",
            required: true,
            maxLength: 4000,
            rows: 4,
            defaultValue: reply.values.reason,
          }}
        />
        <div>
          <Button type="submit">{t("decide.submit")}</Button>
        </div>
      </Form>
    </Card>
  );
}
