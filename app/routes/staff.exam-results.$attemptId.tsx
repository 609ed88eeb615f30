import { Link } from "react-router";
import type { Route } from "./+types/staff.exam-results.$attemptId";
import { FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { DecisionForm, ResultChangeForm, resultForms, scaledScoreRule } from "~/features/exams";
import { examResultAction, examResultPage } from "~/features/exams/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";

export const headers = privateFormHeaders;

/**
 * /staff/exam-results/:attemptId: one scored attempt's result, its domains and its history; exam administration's
 * status changes; the certification decision for a decision maker apart from the exam (decision 050).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return examResultPage(context, me, params.attemptId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, resultForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return examResultAction(request, context, me, params.attemptId, form, parsed.value);
}

const tone = { pending: "sulphur", withheld: "magma", released: "mineral", voided: "neutral" } as const;
const done = ["withhold", "release", "void", "decide"] as const;

export default function StaffExamResult({ loaderData }: Route.ComponentProps) {
  usePageMessages("examResults", loaderData.messages);
  const { t } = useTranslation("examResults");
  const { result, history, panel } = loaderData;
  return (
    <>
      <PageMeta title={t("meta.resultTitle", { name: result.candidateName })} />
      <p>
        <Link to="/staff/exam-results" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("detail.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading title={result.candidateName} text={t("detail.heading", { level: result.level })} />
      </div>
      {done.map((form) => (
        <FormSuccess key={form} form={form} className="mt-4" />
      ))}
      <Card className="mt-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("detail.candidate")}</dt>
            <dd className="text-basalt-950">
              {result.candidateName}
              <span className="block break-all text-basalt-700">{result.candidateEmail}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("detail.session")}</dt>
            <dd className="text-basalt-950">
              {result.session.venue === null
                ? t("detail.online", { date: result.session.date })
                : t("detail.atCentre", { date: result.session.date, venue: result.session.venue })}
              <span className="block text-basalt-700">{`${t("detail.language")}: ${result.language}`}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("detail.score")}</dt>
            <dd className="text-basalt-950">
              {result.scaledScore === null
                ? ""
                : t("detail.scoreValue", {
                    scaled: result.scaledScore,
                    raw: result.rawScore ?? 0,
                    max: result.maxScore ?? 0,
                    scaleMin: scaledScoreRule.min,
                    scaleMax: scaledScoreRule.max,
                  })}
              <span className="block text-sm text-basalt-700">
                {t("detail.passMark", { percent: result.passingScorePercent })}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("detail.outcome")}</dt>
            <dd className="font-semibold text-basalt-950">
              {result.passed === null ? "" : t(result.passed ? "list.passed" : "list.failed")}
            </dd>
          </div>
          {panel ? (
            <div>
              <dt className="text-sm font-medium text-basalt-700">{t("detail.panel")}</dt>
              <dd className="text-basalt-950">
                {panel.state === "released" ? (
                  <>
                    <span className="font-semibold">{t(panel.passed ? "list.passed" : "list.failed")}</span>{" "}
                    {t("detail.panelValue", { score: panel.finalScore ?? 0, max: panel.maxTotal })}
                  </>
                ) : (
                  t("detail.panelPending")
                )}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("detail.status")}</dt>
            <dd>
              <Badge tone={tone[result.resultStatus]}>{t(`statuses.${result.resultStatus}`)}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-basalt-700">{t("detail.decision")}</dt>
            <dd className="text-basalt-950">
              {result.decision && result.decided
                ? t("detail.decidedBy", {
                    decision: t(`decisions.${result.decision}`),
                    name: result.decided.by ?? t("detail.someone"),
                    date: result.decided.date,
                  })
                : t("detail.undecided")}
            </dd>
          </div>
        </dl>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="domains-heading">
          <h2 id="domains-heading" className="text-xl font-semibold text-basalt-950">
            {t("detail.domainsHeading")}
          </h2>
          <div className="mt-3">
            <Table minWidth="20rem">
              <TableHead>
                <tr>
                  <Th>{t("detail.domain")}</Th>
                  <Th>{t("detail.correct")}</Th>
                  <Th>{t("detail.percent")}</Th>
                </tr>
              </TableHead>
              <TableBody>
                {result.domains.map((d) => (
                  <tr key={d.domain}>
                    <Td>{d.name}</Td>
                    <Td className="tabular-nums">{t("detail.correctValue", { correct: d.correct, total: d.total })}</Td>
                    <Td className="tabular-nums">{`${d.percent} %`}</Td>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
        <div className="grid content-start gap-6">
          {loaderData.decision ? <DecisionForm decision={loaderData.decision} /> : null}
          {loaderData.changes.length > 0 ? (
            <Card>
              <h2 className="text-xl font-semibold text-basalt-950">{t("changes.heading")}</h2>
              <p className="mt-1 text-sm text-basalt-700">{t("changes.text")}</p>
              <div className="mt-4 grid gap-4">
                {loaderData.changes.map((change) => (
                  <ResultChangeForm key={change} change={change} />
                ))}
              </div>
            </Card>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="mt-8 text-xl font-semibold text-basalt-950">
          {t("detail.historyHeading")}
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-basalt-700">{t("detail.historyEmpty")}</p>
        ) : (
          <ol className="mt-3 grid gap-2 text-basalt-800">
            {history.map((entry) => (
              <li key={entry.id}>
                {`${entry.date} — ${t(`events.${entry.action}`)}${entry.decision ? `: ${t(`decisions.${entry.decision}`)}` : ""} (${entry.system ? t("detail.system") : (entry.by ?? t("detail.someone"))})`}
                {entry.reason ? (
                  <span className="mt-1 block whitespace-pre-line text-sm text-basalt-700">{entry.reason}</span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
