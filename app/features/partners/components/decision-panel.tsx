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
  expired: boolean;
  accepted: string | null;
  /** Mails the invitation caused (the resend form carries it back); when it was last sent again. */
  sends: number;
  resent: string | null;
  /** canResendInvitation (app/features/registry/policy.ts), asked by the loader. */
  mayResend: boolean;
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
      <FormSuccess form="resend" className="mt-3" />
      {decision ? (
        <div className="mt-3 grid gap-2 text-basalt-900">
          <p>{decisionText(t, decision)}</p>
          {decision.resent && !decision.accepted ? <p>{t("decision.resentOn", { resent: decision.resent })}</p> : null}
          {decision.reason ? (
            <blockquote className="whitespace-pre-line border-l-4 border-basalt-300 pl-3 text-basalt-800">
              {decision.reason}
            </blockquote>
          ) : null}
          {decision.mayResend ? <ResendForm sends={decision.sends} busy={busy} /> : null}
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

type Say = ReturnType<typeof useTranslation<"partnerApply">>["t"];

/** One sentence for what was decided and where the invitation stands. */
function decisionText(t: Say, decision: NonNullable<DecisionView>): string {
  const { date, expires, accepted } = decision;
  if (decision.decision === "declined") return t("decision.declinedOn", { date });
  if (decision.outcome === "granted") {
    // Granted when the invitation was sent again (a confirmed account had the address by then).
    return accepted ? t("decision.grantedLater", { date, granted: accepted }) : t("decision.grantedOn", { date });
  }
  if (accepted) return t("decision.acceptedOn", { date, accepted });
  return decision.expired ? t("decision.expiredOn", { date, expires }) : t("decision.invitedOn", { date, expires });
}

/** "Send the invitation again": a new link replaces the old one (or the role, if an account exists now). */
function ResendForm({ sends, busy }: { sends: number; busy: boolean }) {
  const { t } = useTranslation("partnerApply");
  const err = useErrorText("partnerApply");
  const reply = useFormReply("resend");
  return (
    <Form method="post" className="mt-3 grid gap-3">
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="sends" value={sends} />
      <p id="resend-text" className="text-sm text-basalt-700">
        {t("decision.resendText")}
      </p>
      <Button
        type="submit"
        variant="secondary"
        className="justify-self-start"
        disabled={busy}
        aria-describedby="resend-text"
      >
        {t("decision.resend")}
      </Button>
    </Form>
  );
}
