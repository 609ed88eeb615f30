import { Link } from "react-router";
import type { Route } from "./+types/staff.applications.overview";
import { useTranslation } from "~/lib/i18n/react";
import { PageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { EmptyOr } from "~/components/ui/empty-state";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import { canSeeApplicationsOverview, levelKeys } from "~/features/applications";
import { applicationsOverview, levelNamesIn, overviewStates } from "~/features/applications/index.server";
import { formatDecimal, formatInteger, formatPercent } from "~/lib/format/format";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

/**
 * /staff/applications/overview (decision 044): applications per level and state as CSS bars with the same numbers in
 * a table, the median days to decision, the referee response rate and the audits' outcomes. Figures only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(canSeeApplicationsOverview(me));
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const o = await applicationsOverview(db);
  // Only the states that occur, so the table stays readable at 360 px; the order is that of states.ts.
  const states = overviewStates.filter((state) => o.perLevel.some((p) => p.state === state));
  const rows = levelKeys.map((level) => {
    const counts = states.map((state) => o.perLevel.find((p) => p.level === level && p.state === state)?.count ?? 0);
    return { level, counts, total: counts.reduce((a, b) => a + b, 0) };
  });
  const max = Math.max(1, ...rows.map((r) => r.total));
  const int = (n: number) => formatInteger(n, language);
  return {
    messages: pageMessages(context, "review"),
    levelNames: levelNamesIn(language),
    states,
    rows: rows.map((r) => ({
      ...r,
      counts: r.counts.map(int),
      total: int(r.total),
      widths: r.counts.map((n) => (n / max) * 100),
    })),
    empty: o.perLevel.length === 0,
    median:
      o.medianDaysToDecision === null ? null : formatDecimal(Math.round(o.medianDaysToDecision * 10) / 10, language),
    decided: int(o.decidedCount),
    referees: {
      answered: int(o.referees.answered),
      sent: int(o.referees.sent),
      percent: formatPercent(o.referees.sent ? Math.round((o.referees.answered / o.referees.sent) * 100) : 0, language),
      confirmed: int(o.referees.confirmed),
    },
    audits: {
      audited: int(o.audits.audited),
      evidenceReceived: int(o.audits.evidenceReceived),
      approved: int(o.audits.approved),
      declined: int(o.audits.declined),
      open: int(o.audits.open),
    },
  };
}

/** One colour per state, with the state's name beside it in the legend (never colour alone). */
const barColours = [
  "bg-mineral-700",
  "bg-magma-600",
  "bg-sulphur-500",
  "bg-basalt-700",
  "bg-mineral-300",
  "bg-magma-400",
];

export default function ApplicationsOverview({ loaderData }: Route.ComponentProps) {
  usePageMessages("review", loaderData.messages);
  const { t } = useTranslation("review");
  const colour = (i: number) => barColours[i % barColours.length];
  const figure = "grid gap-1 rounded-lg border border-basalt-200 p-4";
  return (
    <>
      <PageMeta title={t("meta.overviewTitle")} />
      <p>
        <Link to="/staff/applications" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("case.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading title={t("overview.heading")} text={t("overview.text")} />
      </div>
      <Card className="mt-6">
        <h2 className="text-lg font-semibold text-basalt-950">{t("overview.perLevelHeading")}</h2>
        <EmptyOr empty={loaderData.empty} message={t("overview.none")} className="mt-4">
          <figure className="mt-4">
            <figcaption className="sr-only">{t("overview.chartLabel")}</figcaption>
            <ul aria-hidden className="flex flex-wrap gap-3 text-sm text-basalt-800">
              {loaderData.states.map((state, i) => (
                <li key={state} className="flex items-center gap-1.5">
                  <span className={`inline-block size-3 rounded-sm ${colour(i)}`} />
                  {t(`states.${state}`)}
                </li>
              ))}
            </ul>
            <div aria-hidden className="mt-3 grid gap-2">
              {loaderData.rows.map((row) => (
                <div key={row.level} className="grid grid-cols-[6rem_1fr] items-center gap-2 text-sm">
                  <span className="text-basalt-900">{loaderData.levelNames[row.level]}</span>
                  <div className="flex h-5 overflow-hidden rounded bg-steam-200">
                    {row.widths.map((width, i) =>
                      width > 0 ? <span key={i} className={colour(i)} style={{ width: `${width}%` }} /> : null,
                    )}
                  </div>
                </div>
              ))}
            </div>
          </figure>
          <div className="mt-6">
            <Table minWidth="20rem">
              <caption className="sr-only">{t("overview.tableCaption")}</caption>
              <TableHead>
                <tr>
                  <Th>{t("queue.level")}</Th>
                  {loaderData.states.map((state) => (
                    <Th key={state} className="text-right">
                      {t(`states.${state}`)}
                    </Th>
                  ))}
                  <Th className="text-right">{t("overview.total")}</Th>
                </tr>
              </TableHead>
              <TableBody>
                {loaderData.rows.map((row) => (
                  <tr key={row.level}>
                    <Th scope="row">{loaderData.levelNames[row.level]}</Th>
                    {row.counts.map((n, i) => (
                      <Td key={i} className="text-right tabular-nums">
                        {n}
                      </Td>
                    ))}
                    <Td className="text-right font-semibold tabular-nums">{row.total}</Td>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </div>
        </EmptyOr>
      </Card>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold text-basalt-950">{t("overview.figuresHeading")}</h2>
          <dl className="mt-4 grid gap-3">
            <div className={figure}>
              <dt className="text-sm text-basalt-700">{t("overview.medianDays")}</dt>
              <dd className="text-2xl font-semibold text-basalt-950 tabular-nums">
                {loaderData.median ?? t("overview.medianNone")}
              </dd>
            </div>
            <div className={figure}>
              <dt className="text-sm text-basalt-700">{t("overview.decided")}</dt>
              <dd className="text-2xl font-semibold text-basalt-950 tabular-nums">{loaderData.decided}</dd>
            </div>
            <div className={figure}>
              <dt className="text-sm text-basalt-700">{t("overview.refereeRate")}</dt>
              <dd className="text-2xl font-semibold text-basalt-950 tabular-nums">
                {t("overview.refereeRateValue", loaderData.referees)}
              </dd>
            </div>
            <div className={figure}>
              <dt className="text-sm text-basalt-700">{t("overview.refereeConfirmed")}</dt>
              <dd className="text-2xl font-semibold text-basalt-950 tabular-nums">{loaderData.referees.confirmed}</dd>
            </div>
          </dl>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-basalt-950">{t("overview.auditsHeading")}</h2>
          <dl className="mt-4 grid gap-3">
            {(["audited", "evidenceReceived", "approved", "declined", "open"] as const).map((key) => (
              <div key={key} className="flex items-baseline justify-between gap-4 border-b border-basalt-200 pb-2">
                <dt className="text-basalt-800">
                  {t(
                    key === "approved"
                      ? "overview.auditApproved"
                      : key === "declined"
                        ? "overview.auditDeclined"
                        : key === "open"
                          ? "overview.auditOpen"
                          : `overview.${key}`,
                  )}
                </dt>
                <dd className="font-semibold text-basalt-950 tabular-nums">{loaderData.audits[key]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </>
  );
}
