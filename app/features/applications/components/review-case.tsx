import { Form } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, TextareaField } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { StaffNotes } from "~/features/staff";
import type { ReviewMove } from "../review-forms";
import { applicationEvents } from "../states";
import type { ReviewCaseView } from "../review-view.server";

// The parts of a staff member's review page (/staff/applications/:id) below the evidence and checklist: the
// decision forms, the messages with the candidate, internal notes and the history.

/** What the history names in its own words: every move of states.ts, and the steps around them. */
const logged = new Set<string>([
  ...applicationEvents,
  "created",
  "auditDrawn",
  "refereeAsked",
  "refereeConfirmed",
  "refereeDisputed",
  "refereeReplaced",
  "auditEvidence",
]);

/** One decision the viewer may take now, with the reason (and deadline) it needs. */
export function MoveForm({
  move,
  figures,
  dueOn,
  blocked,
}: {
  move: ReviewMove;
  figures: { maxDays: number; months: number; appealDays: number };
  dueOn: { min: string; max: string };
  blocked: boolean;
}) {
  const { t } = useTranslation("review");
  const err = useErrorText("review");
  const reply = useFormReply(move);
  const needsReason = move !== "startReview";
  return (
    <Card>
      <h3 className="text-lg font-semibold text-basalt-950">{t(`moves.${move}.heading`)}</h3>
      <p className="mt-1 text-sm text-basalt-700">
        {t(`moves.${move}.text`, { days: figures.appealDays, months: figures.months })}
      </p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} className="mt-3" />
      {blocked ? <p className="mt-3 text-sm font-medium text-magma-700">{t("moves.approve.blocked")}</p> : null}
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <input type="hidden" name="intent" value={move} />
        {needsReason ? (
          <TextareaField
            label={t(
              move === "approve"
                ? "moves.approve.reason"
                : move === "requestMoreInfo"
                  ? "moves.requestMoreInfo.reason"
                  : move === "decline"
                    ? "moves.decline.reason"
                    : `moves.${move}.reason`,
            )}
            hint={move === "requestMoreInfo" || move === "decline" ? t(`moves.${move}.reasonHint`) : undefined}
            error={err(reply.fieldErrors.reason)}
            textareaProps={{
              name: "reason",
              required: move !== "approve",
              maxLength: 4000,
              rows: 4,
              defaultValue: reply.values.reason,
            }}
          />
        ) : null}
        {move === "requestMoreInfo" ? (
          <Field
            label={t("moves.requestMoreInfo.dueOn")}
            hint={t("moves.requestMoreInfo.dueOnHint", { days: figures.maxDays })}
            error={err(reply.fieldErrors.dueOn, { days: figures.maxDays })}
            inputProps={{
              name: "dueOn",
              type: "date",
              required: true,
              min: dueOn.min,
              max: dueOn.max,
              defaultValue: reply.values.dueOn,
            }}
          />
        ) : null}
        <div>
          <Button
            type="submit"
            variant={move === "decline" || move === "dismissAppeal" ? "secondary" : "primary"}
            disabled={blocked}
          >
            {t(`moves.${move}.button`)}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** Every move staff make, for their success messages (a move's form is gone once the state moved on). */
export const staffMoves: readonly ReviewMove[] = [
  "startReview",
  "requestMoreInfo",
  "approve",
  "decline",
  "upholdAppeal",
  "dismissAppeal",
];

/** The messages between staff and the candidate. */
export function CaseMessages({ messages }: { messages: ReviewCaseView["c"]["messages"] }) {
  const { t } = useTranslation("review");
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.messagesHeading")}</h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-basalt-700">{t("case.noMessages")}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg border border-basalt-200 bg-white p-4">
              <p className="text-sm text-basalt-700">{`${m.fromStaff ? t("case.fromStaff") : t("case.fromCandidate")} · ${m.date}`}</p>
              <p className="mt-1 whitespace-pre-line text-basalt-900">{m.body}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Staff's internal notes (never shown to the candidate), and the form to add one. */
export function CaseNotes({ notes, canNote }: { notes: ReviewCaseView["notes"]; canNote: boolean }) {
  const { t } = useTranslation("review");
  const err = useErrorText("review");
  const note = useFormReply("note");
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.notesHeading")}</h2>
      <p className="mt-1 text-sm text-basalt-700">{t("case.notesText")}</p>
      <StaffNotes notes={notes} empty={t("case.noNotes")} someone={t("case.someone")} />
      {canNote ? (
        <Card className="mt-4">
          <FormAlert message={err(note.formError)} />
          <Form method="post" className="grid gap-4" noValidate>
            <input type="hidden" name="intent" value="note" />
            <TextareaField
              label={t("case.note")}
              error={err(note.fieldErrors.text)}
              textareaProps={{ name: "text", required: true, maxLength: 4000, rows: 3, defaultValue: note.values.text }}
            />
            <div>
              <Button type="submit" variant="secondary">
                {t("case.addNote")}
              </Button>
            </div>
          </Form>
        </Card>
      ) : null}
    </>
  );
}

/** Every step of the case, who took it and why. */
export function CaseHistory({ history }: { history: ReviewCaseView["history"] }) {
  const { t } = useTranslation("review");
  const who = (entry: ReviewCaseView["history"][number]) =>
    entry.actorKind === "system"
      ? t("case.system")
      : entry.actorKind === "referee"
        ? t("case.referee_actor")
        : (entry.by ?? t("case.someone"));
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("case.historyHeading")}</h2>
      <ol className="mt-3 grid gap-2 text-basalt-800">
        {history.map((entry) => (
          <li key={entry.id}>
            {`${entry.date} — ${logged.has(entry.action) ? t(`log.${entry.action}` as "log.other", { reason: entry.reason ?? "" }) : t("log.other")} (${t("log.by", { name: who(entry) })})`}
            {entry.reason && !entry.action.startsWith("referee") ? (
              <span className="mt-1 block whitespace-pre-line text-sm text-basalt-700">
                {t("case.reasonLine", { reason: entry.reason })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
