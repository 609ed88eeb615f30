import { Link } from "react-router";
import type { Route } from "./+types/staff.exams.statistics";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { EmptyOr } from "~/components/ui/empty-state";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading, FilterForm, SelectFilter } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { ItemScatter } from "~/features/exams";
import { statisticsPage } from "~/features/exams/index.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useTranslation } from "~/lib/i18n/react";

// The pages name items and their keys' effect: never kept by a browser or a shared cache.
export const headers = privateFormHeaders;

/** /staff/exams/statistics: one form's reliability and its items' statistics, chosen by a GET form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return statisticsPage(request, context, me);
}

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";

export default function StaffExamStatistics({ loaderData }: Route.ComponentProps) {
  usePageMessages("examStatistics", loaderData.messages);
  const { t } = useTranslation("examStatistics");
  const { report, rule } = loaderData;
  return (
    <>
      <PageMeta title={t("meta.title")} />
      <AdminHeading title={t("list.heading")} text={t("list.text")} />
      <EmptyOr empty={!report} message={t("list.empty")} className="mt-6">
        <FilterForm submit={t("list.show")} className="mt-6">
          <SelectFilter
            id="statistics-form"
            name="form"
            label={t("list.form")}
            any={t("list.newest")}
            defaultValue={loaderData.selected}
            options={loaderData.forms.map((form) => ({
              value: form.id,
              label: t("list.formOption", { level: form.level, date: form.date, n: form.n }),
            }))}
          />
        </FilterForm>
        {report && (
          <>
            <h2 className="mt-8 text-lg font-semibold text-basalt-950">{t("list.summary")}</h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {[
                [t("list.candidates"), report.candidates],
                [t("list.kr20"), report.kr20 ?? t("list.notComputed")],
                [t("list.sem"), report.sem ? t("list.semValue", { value: report.sem }) : t("list.notComputed")],
                [
                  t("list.mean"),
                  report.mean ? t("list.meanValue", { mean: report.mean, items: report.items, sd: report.sd }) : "",
                ],
              ].map(([term, value]) => (
                <div key={term} className="rounded-lg border border-basalt-200 bg-white px-4 py-3">
                  <dt className="text-sm text-basalt-700">{term}</dt>
                  <dd className="mt-1 text-lg font-semibold tabular-nums text-basalt-950">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-basalt-800">
              {t("list.perLanguage")}: {report.perLanguage.map((l) => `${l.name} ${l.n}`).join(" · ")}
            </p>
            {!report.enough && <p className="mt-2 text-sm text-basalt-800">{t("list.tooFew", { min: rule.min })}</p>}
            <Card className="mt-6">
              <h2 className="font-semibold text-basalt-950">{t("list.rules")}</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-basalt-800">
                <li>{t("list.ruleTranslation", { delta: rule.delta, min: rule.perLanguage })}</li>
                <li>{t("list.ruleEasy", { share: rule.easy })}</li>
                <li>{t("list.ruleHard", { share: rule.hard })}</li>
                <li>{t("list.ruleDiscrimination", { value: rule.discrimination })}</li>
                <li>{t("list.ruleReview")}</li>
              </ul>
            </Card>
            <h2 className="mt-8 text-lg font-semibold text-basalt-950">{t("list.chartHeading")}</h2>
            <figure className="mt-3">
              <ItemScatter
                label={t("list.chartLabel")}
                xTitle={t("list.chartX")}
                yTitle={t("list.chartY")}
                thresholds={loaderData.thresholds}
                points={report.rows
                  .filter((row) => row.p !== null && row.r !== null)
                  .map((row) => ({
                    id: row.itemId,
                    x: row.p!,
                    y: row.r!,
                    flagged: row.flags.length > 0,
                    label: `${row.itemId}: ${row.difficulty} / ${row.discrimination}`,
                  }))}
              />
            </figure>
            <h2 className="mt-8 text-lg font-semibold text-basalt-950">{t("list.itemsHeading")}</h2>
            <p className="mt-1 text-sm text-basalt-700" role="status">
              {t("list.flaggedOnly", { n: report.flagged, total: report.items })}
            </p>
            <div className="mt-3">
              <Table minWidth="36rem">
                <TableHead>
                  <tr>
                    <Th>{t("list.position")}</Th>
                    <Th>{t("list.item")}</Th>
                    <Th>{t("list.difficulty")}</Th>
                    <Th>{t("list.discrimination")}</Th>
                    <Th>{t("list.flags")}</Th>
                  </tr>
                </TableHead>
                <TableBody>
                  {report.rows.map((row) => (
                    <tr key={row.itemId}>
                      <Td className="tabular-nums">{row.number}</Td>
                      <Td>
                        <Link
                          to={`/staff/exams/statistics/${report.formId}/items/${encodeURIComponent(row.itemId)}`}
                          className={link}
                        >
                          {row.itemId}
                        </Link>
                      </Td>
                      <Td className="tabular-nums">{row.difficulty ?? t("list.notComputed")}</Td>
                      <Td className="tabular-nums">{row.discrimination ?? t("list.notComputed")}</Td>
                      <Td>
                        {row.flags.length === 0 ? (
                          <span className="text-basalt-700">{t("list.none")}</span>
                        ) : (
                          <span className="flex flex-wrap gap-1">
                            {row.flags.map((flag) => (
                              <Badge
                                key={`${flag.kind}-${flag.language ?? ""}`}
                                tone={flag.kind === "translation" ? "magma" : "sulphur"}
                              >
                                {t(`flags.${flag.kind}`, { language: flag.languageName ?? "" })}
                              </Badge>
                            ))}
                          </span>
                        )}
                      </Td>
                    </tr>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </EmptyOr>
    </>
  );
}
