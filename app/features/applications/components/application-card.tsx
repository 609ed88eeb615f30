import { Form, Link } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useFormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import type { DashboardApplication } from "../dashboard.server";
import { AnswerMoreInfoForm, AppealForm, AuditEvidenceForm } from "./candidate-actions";
import { EventText } from "./history";
import { RefereeList } from "./referee-list";

/** One of the candidate's applications on their dashboard: where it stands, what it needs, and what they can do. */
export function ApplicationCard({
  item,
  levelName,
  appealDays,
}: {
  item: DashboardApplication;
  levelName: string;
  appealDays: number;
}) {
  const { t } = useTranslation("applications");
  const { application: a, events, referees, messages, invoice, open } = item;
  return (
    <Card className="grid gap-4" data-testid="application">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-basalt-950">{levelName}</h2>
        <Badge>{t(`states.${a.state}`)}</Badge>
      </div>
      <p className="text-sm text-basalt-700">
        {t("dashboard.startedOn", { date: a.createdAt })}
        {a.submittedAt ? ` · ${t("dashboard.submittedOn", { date: a.submittedAt })}` : ""}
      </p>
      {a.state === "draft" ? (
        <Button asChild>
          <Link to={`/account/certification/apply/${a.level}`}>{t("dashboard.continue")}</Link>
        </Button>
      ) : null}
      {a.eligibleFrom && a.eligibleUntil ? (
        <p className="text-basalt-900">{t("dashboard.window", { from: a.eligibleFrom, until: a.eligibleUntil })}</p>
      ) : null}
      {open && a.state !== "draft" ? <NeedsList item={item} /> : null}
      {a.state === "moreInfoRequested" ? <AnswerMoreInfoForm applicationId={a.id} dueOn={a.moreInfoDueOn} /> : null}
      {a.takesAuditEvidence ? (
        <AuditEvidenceForm applicationId={a.id} dueOn={a.auditEvidenceDueOn} sentOn={a.auditEvidenceAt} />
      ) : null}
      {a.state === "declined" && a.appealUntil ? (
        <AppealForm applicationId={a.id} until={a.appealUntil} days={appealDays} open={a.appealOpen} />
      ) : null}
      {referees.length ? <RefereeList referees={referees} open={open} /> : null}
      <div>
        <h3 className="font-semibold text-basalt-950">{t("dashboard.history")}</h3>
        <ol className="list-decimal pl-6 text-sm text-basalt-900">
          {events.map((e) => (
            <li key={e.id}>
              {e.at}: <EventText action={e.action} toState={e.toState} reason={e.reason} />
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="font-semibold text-basalt-950">{t("dashboard.messages")}</h3>
        {messages.length ? (
          <ul className="grid gap-2">
            {messages.map((m) => (
              <li key={m.id} className="whitespace-pre-line text-basalt-900">
                {m.at}: {m.body}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-basalt-700">{t("dashboard.noMessages")}</p>
        )}
      </div>
      {invoice ? (
        <p>
          {t("dashboard.invoice")}: <a href={`/account/invoices/${invoice.id}.pdf`}>{invoice.number}</a> ·{" "}
          <Link to="/account/invoices">{t("dashboard.invoices")}</Link>
        </p>
      ) : null}
      {open ? <WithdrawForm item={item} /> : null}
    </Card>
  );
}

/** What an open application still waits for, each in a sentence with its deadline; or that nothing is. */
function NeedsList({ item: { application: a, referees, invoice } }: { item: DashboardApplication }) {
  const { t } = useTranslation("applications");
  const items = [
    ...referees
      .filter((r) => !r.answer && !r.replaced)
      .map((r) => t("dashboard.needRefereeAnswer", { name: r.refereeName, employer: r.employer, date: r.expiresAt })),
    ...(invoice && invoice.status === "open" ? [t("dashboard.needFee")] : []),
    ...(a.takesAuditEvidence && !a.auditEvidenceAt && a.auditEvidenceDueOn
      ? [t("dashboard.needAudit", { date: a.auditEvidenceDueOn })]
      : []),
    ...(a.state === "moreInfoRequested" && a.moreInfoDueOn
      ? [t("dashboard.needMoreInfo", { date: a.moreInfoDueOn })]
      : []),
  ];
  return (
    <div>
      <h3 className="font-semibold text-basalt-950">{t("dashboard.needs")}</h3>
      {items.length ? (
        <ul className="list-disc pl-6 text-basalt-900">
          {items.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-basalt-900">{t("dashboard.needsNothing")}</p>
      )}
    </div>
  );
}

/** Withdrawing, with the refund rule that applies in this state said before the button. */
function WithdrawForm({ item: { application: a, refunds } }: { item: DashboardApplication }) {
  const { t } = useTranslation("applications");
  const err = useErrorText("applications");
  const reply = useFormReply("withdraw");
  return (
    <Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="applicationId" value={a.id} />
      <p className="text-sm text-basalt-700">
        {refunds
          ? t("dashboard.withdrawRefund")
          : a.state === "draft"
            ? t("dashboard.refundRule")
            : t("dashboard.withdrawNoRefund")}
      </p>
      <FormAlert message={reply.values.applicationId === a.id ? err(reply.formError) : null} />
      <Button type="submit" variant="secondary">
        {t("dashboard.withdraw")}
      </Button>
    </Form>
  );
}
