import { Form, useActionData, useNavigation } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { inputClass } from "~/components/ui/field";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { formReply } from "~/lib/forms/submission";
import type { AttemptState } from "../../engine/attempts";
import type { InvigilationIntent } from "../forms";

export type CandidateCardData = {
  attemptId: string;
  version: number;
  name: string;
  state: AttemptState;
  language: string;
  extraTimePercent: number;
  admissionExpiresAt: string | null;
  minutesLeft: number | null;
  incidents: number;
  endReason: string | null;
};

type Admitted = { intent: string; admitted: { attemptId: string; name: string; code: string; until: string } };

function isAdmitted(value: unknown): value is Admitted {
  return typeof value === "object" && value !== null && "admitted" in value;
}

/** The steps the attempt's state allows the invigilator (engine/attempts.ts), in the order they are used. */
function stepsFor(state: AttemptState): InvigilationIntent[] {
  switch (state) {
    case "booked":
      return ["admit"];
    case "admitted":
      return ["newCode", "incident"];
    case "inProgress":
      return ["pause", "incident", "end"];
    case "paused":
      return ["resume", "incident", "end"];
    case "submitted":
    case "timedOut":
    case "ended":
    case "scored":
      return ["incident"];
    default:
      return [];
  }
}

/**
 * One candidate of a session, for its invigilator: name, state and clock, and a small form per step the state
 * allows. Each form names the attempt's version it was shown at, so a step on an outdated page is refused.
 */
export function CandidateCard({ candidate }: { candidate: CandidateCardData }) {
  const { t } = useTranslation("examSitting");
  const err = useErrorText("examSitting");
  const actionData = useActionData();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const admitted =
    isAdmitted(actionData) && actionData.admitted.attemptId === candidate.attemptId ? actionData.admitted : null;
  const steps = stepsFor(candidate.state);
  const mine = (intent: string) => {
    const reply = formReply(actionData, intent);
    return reply.values.attemptId === candidate.attemptId ? reply : formReply(null, intent);
  };
  const hidden = (intent: InvigilationIntent) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="attemptId" value={candidate.attemptId} />
      <input type="hidden" name="version" value={candidate.version} />
    </>
  );
  const id = (name: string) => `${name}-${candidate.attemptId}`;
  return (
    <Card id={`candidate-${candidate.attemptId}`} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-basalt-950">{candidate.name}</h3>
        <p className="font-medium text-basalt-800">{t(`states.${candidate.state}`)}</p>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-basalt-700">
        <li>{t("session.language", { language: candidate.language })}</li>
        {candidate.extraTimePercent > 0 ? (
          <li>{t("session.extraTime", { percent: candidate.extraTimePercent })}</li>
        ) : null}
        {candidate.minutesLeft !== null ? (
          <li>{t("session.minutesLeft", { minutes: candidate.minutesLeft })}</li>
        ) : null}
        {candidate.admissionExpiresAt ? (
          <li>{t("session.codeUntil", { time: candidate.admissionExpiresAt })}</li>
        ) : null}
        {candidate.incidents > 0 ? <li>{t("session.incidents", { count: candidate.incidents })}</li> : null}
        {candidate.endReason ? <li>{t("session.endReason", { reason: candidate.endReason })}</li> : null}
      </ul>
      {admitted ? (
        <div role="status" className="rounded-lg border border-mineral-300 bg-mineral-50 p-4">
          <h4 className="font-semibold text-mineral-900">{t("session.codeHeading", { name: admitted.name })}</h4>
          <div className="mt-1 font-mono text-3xl tracking-widest text-basalt-950" data-testid="admission-code">
            {admitted.code}
          </div>
          <p className="mt-1 text-sm text-basalt-800">{t("session.codeText", { time: admitted.until })}</p>
        </div>
      ) : null}
      {steps.length > 0 ? (
        <section aria-label={t("session.steps", { name: candidate.name })} className="grid gap-4 md:grid-cols-2">
          {steps.map((step) => {
            const reply = mine(step);
            const alert = <FormAlert message={err(reply.formError, reply.formErrorValues)} />;
            switch (step) {
              case "admit":
                return (
                  <Form key={step} method="post" className="grid gap-3">
                    {hidden(step)}
                    {alert}
                    <label className="flex items-start gap-2 text-basalt-900">
                      <input
                        type="checkbox"
                        name="identityChecked"
                        required
                        className="mt-1 size-5"
                        aria-invalid={reply.fieldErrors.identityChecked ? true : undefined}
                      />
                      <span>{t("session.identity")}</span>
                    </label>
                    {reply.fieldErrors.identityChecked ? (
                      <p className="text-sm font-medium text-magma-700">{err(reply.fieldErrors.identityChecked)}</p>
                    ) : null}
                    <Button type="submit" className="justify-self-start" disabled={busy}>
                      {t("session.admit")}
                    </Button>
                  </Form>
                );
              case "newCode":
              case "resume":
                return (
                  <Form key={step} method="post" className="grid content-start gap-3">
                    {hidden(step)}
                    {alert}
                    <Button
                      type="submit"
                      variant={step === "resume" ? "primary" : "secondary"}
                      className="justify-self-start"
                      disabled={busy}
                    >
                      {t(`session.${step}`)}
                    </Button>
                  </Form>
                );
              case "pause":
              case "incident":
              case "end": {
                const field = step === "incident" ? "text" : "reason";
                const label =
                  step === "incident"
                    ? t("session.incident")
                    : step === "pause"
                      ? t("session.pauseReason")
                      : t("session.endWhy");
                const button = step === "incident" ? t("session.incidentButton") : t(`session.${step}`);
                const error = err(reply.fieldErrors[field]);
                return (
                  <Form key={step} method="post" className="grid content-start gap-2">
                    {hidden(step)}
                    {alert}
                    <label htmlFor={id(step)} className="text-sm font-medium text-basalt-900">
                      {label}
                    </label>
                    <textarea
                      id={id(step)}
                      name={field}
                      rows={2}
                      required={step !== "pause"}
                      defaultValue={reply.values[field] ?? ""}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id(step)}-error` : undefined}
                      className={`${inputClass} h-auto py-2`}
                    />
                    {error ? (
                      <p id={`${id(step)}-error`} className="text-sm font-medium text-magma-700">
                        {error}
                      </p>
                    ) : null}
                    <Button
                      type="submit"
                      variant={step === "end" ? "danger" : "secondary"}
                      className="justify-self-start"
                      disabled={busy}
                    >
                      {button}
                    </Button>
                  </Form>
                );
              }
              default:
                return null;
            }
          })}
        </section>
      ) : null}
    </Card>
  );
}
