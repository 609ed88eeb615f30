import { Link } from "react-router";
import type { Route } from "./+types/staff.exam-results";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { EmptyOr } from "~/components/ui/empty-state";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { frameworkLevels } from "~/content/framework";
import { AdminHeading, FilterForm, SelectFilter } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { resultStatuses } from "~/features/exams";
import { examResultsPage } from "~/features/exams/index.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";

export const headers = privateFormHeaders;

/**
 * /staff/exam-results: scored exam attempts, newest first, with a GET form of filters (works without scripts), for
 * exam administration and certification decision makers (decision 050).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return examResultsPage(request, context, me);
}

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";
const tone = { pending: "sulphur", withheld: "magma", released: "mineral", voided: "neutral" } as const;

export default function StaffExamResults({ loaderData }: Route.ComponentProps) {
  usePageMessages("examResults", loaderData.messages);
  const { t } = useTranslation("examResults");
  const { filters } = loaderData;
  return (
    <>
      <PageMeta title={t("meta.listTitle")} />
      <AdminHeading title={t("list.heading")} text={t("list.text")} />
      <FilterForm submit={t("list.show")} className="mt-6">
        <SelectFilter
          id="results-level"
          name="level"
          label={t("list.level")}
          any={t("list.any")}
          defaultValue={filters.level}
          options={frameworkLevels.map((level) => ({ value: level, label: loaderData.levelNames[level] ?? level }))}
        />
        <SelectFilter
          id="results-status"
          name="status"
          label={t("list.status")}
          any={t("list.any")}
          defaultValue={filters.status}
          options={resultStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
      </FilterForm>
      <p className="mt-4 text-sm text-basalt-700" role="status">
        {t("list.count", { total: loaderData.totalText })}
      </p>
      <EmptyOr empty={loaderData.rows.length === 0} message={t("list.empty")} className="mt-4">
        <Table minWidth="48rem">
          <TableHead>
            <tr>
              <Th>{t("list.candidate")}</Th>
              <Th>{t("list.level")}</Th>
              <Th>{t("list.sat")}</Th>
              <Th>{t("list.score")}</Th>
              <Th>{t("list.outcome")}</Th>
              <Th>{t("list.status")}</Th>
              <Th>{t("list.decision")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <Td>
                  <Link to={`/staff/exam-results/${row.id}`} className={link}>
                    {row.candidateName}
                  </Link>
                </Td>
                <Td>{loaderData.levelNames[row.level] ?? row.level}</Td>
                <Td className="whitespace-nowrap">{row.sat}</Td>
                <Td className="tabular-nums">{row.scaledScore ?? ""}</Td>
                <Td>{row.passed === null ? "" : t(row.passed ? "list.passed" : "list.failed")}</Td>
                <Td>
                  <Badge tone={tone[row.resultStatus]}>{t(`statuses.${row.resultStatus}`)}</Badge>
                </Td>
                <Td>{row.decision ? t(`decisions.${row.decision}`) : t("list.none")}</Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/staff/exam-results"
        params={{ level: filters.level || undefined, status: filters.status || undefined }}
      />
    </>
  );
}
