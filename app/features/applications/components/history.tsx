/** A line of an application's history (application_events), in the page's language. */
import { useTranslation } from "~/lib/i18n/react";
import { applicationEvents, type ApplicationState } from "../states";

/** Every action the candidate's side writes and has words for (`events.*` of the applications namespace). */
const historyActions = [
  ...applicationEvents,
  "created",
  "auditDrawn",
  "auditEvidence",
  "refereeAsked",
  "refereeConfirmed",
  "refereeDisputed",
  "refereeReplaced",
] as const;
type HistoryAction = (typeof historyActions)[number];
const isHistoryAction = (action: string): action is HistoryAction =>
  (historyActions as readonly string[]).includes(action);

/**
 * Referee events name the referee (the reason column holds the name); the others show their reason (a decision's
 * why, the appeal's statement) after the event's words. An action without words here (one a staff tool adds
 * later) shows the state it led to.
 */
export function EventText({
  action,
  toState,
  reason,
}: {
  action: string;
  toState: string | null;
  reason: string | null;
}) {
  const { t } = useTranslation("applications");
  if (isHistoryAction(action) && action.startsWith("referee"))
    return <>{t(`events.${action}`, { name: reason ?? "" })}</>;
  const words = isHistoryAction(action)
    ? t(`events.${action}`)
    : toState
      ? t(`states.${toState as ApplicationState}`)
      : action;
  return (
    <>
      {words}
      {reason ? ` — ${reason}` : ""}
    </>
  );
}
