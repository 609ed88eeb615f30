import { Link } from "react-router";
import type { Route } from "./+types/staff.applications";
import { useTranslation } from "~/lib/i18n/react";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { EmptyOr } from "~/components/ui/empty-state";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading, FilterForm, SelectFilter } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import {
  canSeeApplicationsOverview,
  canUseReviewQueue,
  levelKeys,
  queueFilterSchema,
  reviewStates,
  waitingFilters,
} from "~/features/applications";
import { levelNamesIn, reviewQueue } from "~/features/applications/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

/**
 * /staff/applications: the review queue (decision 044), a GET form of filters (works without scripts), oldest
 * first. `?state=appealed` is the appeals panel's view. Cases the viewer may not handle are marked and locked.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(canUseReviewQueue(me));
  const { db, clock } = getAppContext(context);
  const filters = queueFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const queue = await reviewQueue(db, me.id, filters, clock.now());
  const formatDate = formatDateFor(context);
  return {
    messages: pageMessages(context, "review"),
    levelNames: levelNamesIn(getRequestLanguage(context)),
    filters: {
      level: filters.level ?? "",
      state: filters.state ?? "",
      waiting: filters.waiting ? String(filters.waiting) : "",
    },
    canOverview: canSeeApplicationsOverview(me),
    page: queue.page,
    pages: queue.pageCount,
    total: queue.total,
    rows: queue.rows.map((row) => ({
      id: row.id,
      level: row.level,
      state: row.state,
      applicantName: row.applicantName,
      submitted: row.submittedAt ? formatDate(row.submittedAt) : "",
      waitingDays: row.waitingDays,
      audited: row.audited,
      locked: row.locked,
    })),
  };
}

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";

export default function StaffApplications({ loaderData }: Route.ComponentProps) {
  usePageMessages("review", loaderData.messages);
  const { t } = useTranslation("review");
  const { filters } = loaderData;
  const appeals = filters.state === "appealed";
  return (
    <>
      <PageMeta title={t(appeals ? "meta.appealsTitle" : "meta.queueTitle")} />
      <AdminHeading
        title={t(appeals ? "queue.appealsHeading" : "queue.heading")}
        text={t(appeals ? "queue.appealsText" : "queue.text")}
      />
      {loaderData.canOverview ? (
        <p className="mt-3">
          <Link to="/staff/applications/overview" className={link}>
            {t("queue.overviewLink")}
          </Link>
        </p>
      ) : null}
      <h2 className="sr-only">{t("queue.filters")}</h2>
      <FilterForm submit={t("queue.apply")} className="mt-6">
        <SelectFilter
          id="queue-level"
          name="level"
          label={t("queue.level")}
          any={t("queue.anyLevel")}
          defaultValue={filters.level}
          options={levelKeys.map((level) => ({ value: level, label: loaderData.levelNames[level] }))}
        />
        <SelectFilter
          id="queue-state"
          name="state"
          label={t("queue.state")}
          any={t("queue.waitingStates")}
          defaultValue={filters.state}
          options={reviewStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
        />
        <SelectFilter
          id="queue-waiting"
          name="waiting"
          label={t("queue.waiting")}
          any={t("queue.anyWaiting")}
          defaultValue={filters.waiting}
          options={waitingFilters.map((days) => ({
            value: String(days),
            label: t("queue.waitingMore", { count: days }),
          }))}
        />
      </FilterForm>
      {filters.level || filters.state || filters.waiting ? (
        <p className="mt-2">
          <Link to="/staff/applications" className={link}>
            {t("queue.reset")}
          </Link>
        </p>
      ) : null}
      <p className="mt-4 text-sm text-basalt-700" role="status">
        {t("queue.count", { count: loaderData.total })}
      </p>
      <EmptyOr empty={loaderData.rows.length === 0} message={t("queue.empty")} className="mt-4">
        <Table minWidth="44rem">
          <TableHead>
            <tr>
              <Th>{t("queue.applicant")}</Th>
              <Th>{t("queue.level")}</Th>
              <Th>{t("queue.submitted")}</Th>
              <Th>{t("queue.waitingColumn")}</Th>
              <Th>{t("queue.state")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <Td>
                  <Link to={`/staff/applications/${row.id}`} className={link}>
                    {row.applicantName}
                  </Link>
                </Td>
                <Td>{loaderData.levelNames[row.level]}</Td>
                <Td className="whitespace-nowrap">{row.submitted}</Td>
                <Td className="whitespace-nowrap tabular-nums">{t("queue.days", { count: row.waitingDays })}</Td>
                <Td>
                  <span className="flex flex-wrap gap-2">
                    <Badge tone={row.state === "approved" ? "mineral" : row.state === "declined" ? "magma" : "sulphur"}>
                      {t(`states.${row.state}`)}
                    </Badge>
                    {row.audited ? <Badge>{t("queue.audited")}</Badge> : null}
                    {row.locked ? <Badge tone="magma">{t(`locked.${row.locked}`)}</Badge> : null}
                  </span>
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/staff/applications"
        params={{
          level: filters.level || undefined,
          state: filters.state || undefined,
          waiting: filters.waiting || undefined,
        }}
      />
    </>
  );
}
