import { lazy, Suspense } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { Route } from "./+types/admin.survey";
import { PageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { listCompletedAnswers } from "~/features/survey/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formatDecimal, formatInteger, formatPercent } from "~/lib/format/format";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getNamespace } from "~/locales/index.server";
import { summariseSurvey } from "~/features/survey";
import { useHydrated } from "~/lib/util/use-hydrated";

// recharts is large: it loads only in the browser, on this page.
const BarChart = lazy(() => import("~/features/admin/components/bar-chart"));

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const summary = summariseSurvey(await listCompletedAnswers(db));
  const survey = pageMessages(context, "learningNeeds");
  const skills = getNamespace(language, "common").skills;
  const n = (value: number) => formatInteger(value, language);
  return {
    responses: n(summary.responses),
    responseCount: summary.responses,
    charts: summary.questions.map((question) => ({
      key: question.key,
      answered: question.answered,
      rows: question.counts.map(({ value, count }) => ({
        label: (survey.options[question.optionsKey] as Record<string, string>)[value] ?? value,
        count,
        countText: n(count),
        share: formatPercent(question.answered ? Math.round((count / question.answered) * 100) : 0, language),
      })),
    })),
    gaps: summary.gaps.map((gap) => ({
      label: skills[gap.skill],
      average: gap.average ?? 0,
      averageText: gap.average === null ? "–" : formatDecimal(gap.average, language),
      answered: n(gap.answered),
    })),
  };
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function AdminSurvey({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <PageMeta title={t("meta.surveyTitle")} />
      <h2 className="text-2xl font-semibold text-basalt-950">{t("survey.heading")}</h2>
      <p className="mt-1 text-basalt-700">{t("survey.text")}</p>
      <p className="mt-4 font-semibold text-basalt-950">
        {t("survey.completed", { count: loaderData.responseCount, formatted: loaderData.responses })}
      </p>
      {loaderData.responseCount === 0 ? (
        <div className="mt-6">
          <EmptyState message={t("survey.empty")} />
        </div>
      ) : (
        <div className="mt-6 grid gap-6 xl:grid-cols-2">
          {loaderData.charts.map((chart) => (
            <ChartCard
              key={chart.key}
              id={`chart-${chart.key}`}
              title={t(`survey.charts.${chart.key}`)}
              data={chart.rows.map((row) => ({ label: row.label, value: row.count, text: row.countText }))}
              table={
                <Table minWidth="20rem">
                  <TableHead>
                    <tr>
                      <Th>{t("survey.answer")}</Th>
                      <Th className="text-right">{t("survey.responses")}</Th>
                      <Th className="text-right">{t("survey.share")}</Th>
                    </tr>
                  </TableHead>
                  <TableBody>
                    {chart.rows.map((row) => (
                      <tr key={row.label}>
                        <Td>{row.label}</Td>
                        <Td className="text-right tabular-nums">{row.countText}</Td>
                        <Td className="text-right tabular-nums">{row.share}</Td>
                      </tr>
                    ))}
                  </TableBody>
                </Table>
              }
            />
          ))}
          <ChartCard
            id="chart-gaps"
            title={t("survey.skillGaps")}
            data={loaderData.gaps.map((gap) => ({ label: gap.label, value: gap.average, text: gap.averageText }))}
            max={5}
            table={<GapTable gaps={loaderData.gaps} />}
          />
        </div>
      )}
    </>
  );
}

function GapTable({ gaps }: { gaps: LoaderData["gaps"] }) {
  const { t } = useTranslation("admin");
  return (
    <Table minWidth="20rem">
      <TableHead>
        <tr>
          <Th>{t("survey.skill")}</Th>
          <Th className="text-right">{t("survey.average")}</Th>
          <Th className="text-right">{t("survey.responses")}</Th>
        </tr>
      </TableHead>
      <TableBody>
        {gaps.map((gap) => (
          <tr key={gap.label}>
            <Td>{gap.label}</Td>
            <Td className="text-right tabular-nums">{gap.averageText}</Td>
            <Td className="text-right tabular-nums">{gap.answered}</Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A chart with its figures as a table. The chart is a picture for sighted readers (inert: hidden
 * from assistive technology and out of the focus order); the table below carries the same numbers for everyone, and is open
 * when JavaScript (and so the chart) is not there.
 */
function ChartCard({
  id,
  title,
  data,
  table,
  max,
}: {
  id: string;
  title: string;
  data: Array<{ label: string; value: number; text: string }>;
  table: React.ReactNode;
  max?: number;
}) {
  const { t } = useTranslation("admin");
  const hydrated = useHydrated();
  return (
    <Card className="grid min-w-0 content-start gap-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-basalt-950">
        {title}
      </h3>
      {hydrated ? (
        <div inert className="h-72">
          <Suspense fallback={null}>
            <BarChart data={data} max={max} />
          </Suspense>
        </div>
      ) : null}
      <details open={!hydrated} className="group">
        <summary className="cursor-pointer font-medium text-mineral-800 underline underline-offset-4">
          {t("survey.showTable")}
        </summary>
        <div className="mt-3">{table}</div>
      </details>
    </Card>
  );
}
