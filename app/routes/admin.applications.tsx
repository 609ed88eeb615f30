import { useTranslation } from "~/lib/i18n/react";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.applications";
import { EmptyOr } from "~/components/ui/empty-state";
import { FilterForm, SelectFilter, AdminHeading } from "~/features/admin";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { HiddenTh, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import {
  ScrollTable,
  applicationStatusTone as statusTone,
  canReviewApplications,
  applicationStatuses,
  type ApplicationStatus,
} from "~/features/registry";
import { APPLICATIONS_PAGE_SIZE, countApplicationsByStatus, listApplications } from "~/features/registry/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

const querySchema = z.object({
  status: z.enum(applicationStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  ensure(canReviewApplications(await requireUser(request, context)));
  const { db } = getAppContext(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [{ rows, total }, counts] = await Promise.all([
    listApplications(db, { status: query.status, page: query.page }),
    countApplicationsByStatus(db),
  ]);
  const formatDate = formatDateFor(context);
  const language = getRequestLanguage(context);
  return {
    messages: pageMessages(context, "partnerApply"),
    status: query.status ?? "",
    page: query.page,
    pages: Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE)),
    counts: Object.fromEntries(applicationStatuses.map((s) => [s, formatInteger(counts[s], language)])) as Record<
      ApplicationStatus,
      string
    >,
    applications: rows.map((row) => ({
      id: row.id,
      organisation: row.organisation,
      type: row.organisationType,
      tier: row.tier,
      country: row.country,
      contact: row.contactName,
      email: row.email,
      received: formatDate(row.createdAt),
      status: row.status,
    })),
  };
}

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  usePageMessages("partnerApply", loaderData.messages);
  const { t } = useTranslation("partnerApply");
  const [params] = useSearchParams();
  const say = t as unknown as (key: string) => string;
  return (
    <>
      <PageMeta title={t("meta.adminTitle")} />
      <AdminHeading title={t("admin.heading")} text={t("admin.text")} />
      <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {applicationStatuses.map((status) => (
          <li key={status} className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-4">
            <Badge tone={statusTone[status]}>{t(`admin.statuses.${status}`)}</Badge>
            <p className="mt-2 text-2xl font-bold text-basalt-950 tabular-nums">{loaderData.counts[status]}</p>
          </li>
        ))}
      </ul>
      <FilterForm submit={t("admin.filter")} className="mt-6">
        <SelectFilter
          id="application-status"
          name="status"
          label={t("admin.filterLabel")}
          any={t("admin.all")}
          defaultValue={loaderData.status}
          options={applicationStatuses.map((status) => ({ value: status, label: t(`admin.statuses.${status}`) }))}
        />
      </FilterForm>
      <EmptyOr empty={loaderData.applications.length === 0} message={t("admin.empty")} className="mt-6">
        <ScrollTable label={t("admin.heading")} minWidth="56rem">
          <TableHead>
            <tr>
              <Th>{t("admin.organisation")}</Th>
              <Th>{t("admin.tier")}</Th>
              <Th>{t("admin.contact")}</Th>
              <Th>{t("admin.received")}</Th>
              <Th>{t("admin.status")}</Th>
              <HiddenTh label={t("admin.open")} />
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.applications.map((application) => (
              <tr key={application.id}>
                <Td>
                  <span className="block font-medium text-basalt-950">{application.organisation}</span>
                  <span className="block text-basalt-700">
                    {say(`types.${application.type}`)} · {application.country}
                  </span>
                </Td>
                <Td>{say(`tiers.${application.tier}`)}</Td>
                <Td>
                  <span className="block">{application.contact}</span>
                  <span className="block break-all text-basalt-700">{application.email}</span>
                </Td>
                <Td className="whitespace-nowrap">{application.received}</Td>
                <Td>
                  <Badge tone={statusTone[application.status]}>{t(`admin.statuses.${application.status}`)}</Badge>
                </Td>
                <Td className="text-right">
                  <Link
                    to={`/admin/applications/${application.id}`}
                    aria-label={t("admin.openLabel", { organisation: application.organisation })}
                    className="font-medium text-mineral-800 underline underline-offset-4"
                  >
                    {t("admin.open")}
                  </Link>
                </Td>
              </tr>
            ))}
          </TableBody>
        </ScrollTable>
      </EmptyOr>
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/admin/applications"
        params={Object.fromEntries(params)}
      />
    </>
  );
}
