import { Form, useNavigation } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";

/** What the application page's loader says of the decision (null while undecided). */
export type DecisionView = {
  decision: string;
  outcome: string;
  reason: string | null;
  date: string;
  expires: string;
  accepted: string | null;
} | null;

/** The decision: its forms while undecided, what was decided (and mailed) afterwards. */
export function DecisionPanel({ decision }: { decision: DecisionView }) {
  const { t } = useTranslation("partnerApply");
  const err = useErrorText("partnerApply");
  const navigation = useNavigation();
  const approveReply = useFormReply("approve");
  const declineReply = useFormReply("decline");
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="decision-heading" className="mt-8 border-t border-basalt-200 pt-6">
      <h3 id="decision-heading" className="text-lg font-semibold text-basalt-950">
        {t("decision.heading")}
      </h3>
      <FormSuccess form="approve" className="mt-3" />
      <FormSuccess form="decline" className="mt-3" />
      {decision ? (
        <div className="mt-3 grid gap-2 text-basalt-900">
          <p>
            {decision.decision === "declined"
              ? t("decision.declinedOn", { date: decision.date })
              : decision.outcome === "granted"
                ? t("decision.grantedOn", { date: decision.date })
                : decision.accepted
                  ? t("decision.acceptedOn", { date: decision.date, accepted: decision.accepted })
                  : t("decision.invitedOn", { date: decision.date, expires: decision.expires })}
          </p>
          {decision.reason ? (
            <blockquote className="whitespace-pre-line border-l-4 border-basalt-300 pl-3 text-basalt-800">
              {decision.reason}
            </blockquote>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-basalt-700">{t("decision.text")}</p>
          <Form method="post" className="mt-4 grid gap-3">
            <FormAlert message={err(approveReply.formError, approveReply.formErrorValues)} />
            <input type="hidden" name="intent" value="approve" />
            <Button type="submit" className="justify-self-start" disabled={busy}>
              {t("decision.approve")}
            </Button>
          </Form>
          <Form method="post" className="mt-6 grid gap-3">
            <FormAlert message={err(declineReply.formError, declineReply.formErrorValues)} />
            <input type="hidden" name="intent" value="decline" />
            <TextareaField
              label={t("decision.reason")}
              hint={t("decision.reasonHint")}
              error={err(declineReply.fieldErrors.reason)}
              textareaProps={{
                name: "reason",
                rows: 4,
                minLength: 10,
                maxLength: 2000,
                required: true,
                defaultValue: declineReply.values.reason ?? "",
              }}
            />
            <Button type="submit" variant="danger" className="justify-self-start" disabled={busy}>
              {t("decision.decline")}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
