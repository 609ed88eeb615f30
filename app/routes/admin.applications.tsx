import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.applications";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClass } from "~/components/ui/field";
import { TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { ScrollTable } from "~/components/registry/scroll-table";
import { applicationStatusTone as statusTone } from "~/components/registry/credential-status";
import { APPLICATIONS_PAGE_SIZE, countApplicationsByStatus, listApplications } from "~/db/registry.server";
import { getAppContext, getRequestLanguage } from "~/lib/app-context.server";
import { requireRole } from "~/lib/auth.server";
import { formatDateFor } from "~/lib/date-words.server";
import { formatInteger } from "~/lib/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { applicationStatuses, type ApplicationStatus } from "~/lib/registry";
import { cn } from "~/lib/utils";

const querySchema = z.object({
  status: z.enum(applicationStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
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
      <h2 className="text-2xl font-semibold text-basalt-950">{t("admin.heading")}</h2>
      <p className="mt-1 max-w-2xl text-basalt-700">{t("admin.text")}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {applicationStatuses.map((status) => (
          <li key={status} className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-4">
            <Badge tone={statusTone[status]}>{t(`admin.statuses.${status}`)}</Badge>
            <p className="mt-2 text-2xl font-bold text-basalt-950 tabular-nums">{loaderData.counts[status]}</p>
          </li>
        ))}
      </ul>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor="application-status" className="text-sm font-medium text-basalt-900">
            {t("admin.filterLabel")}
          </label>
          <select
            id="application-status"
            name="status"
            defaultValue={loaderData.status}
            className={cn(inputClass, "w-48")}
          >
            <option value="">{t("admin.all")}</option>
            {applicationStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`admin.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {t("admin.filter")}
        </Button>
      </Form>
      {loaderData.applications.length === 0 ? (
        <div className="mt-6">
          <EmptyState message={t("admin.empty")} />
        </div>
      ) : (
        <div className="mt-6">
          <ScrollTable label={t("admin.heading")} minWidth="56rem">
            <TableHead>
              <tr>
                <Th>{t("admin.organisation")}</Th>
                <Th>{t("admin.tier")}</Th>
                <Th>{t("admin.contact")}</Th>
                <Th>{t("admin.received")}</Th>
                <Th>{t("admin.status")}</Th>
                <Th>
                  <span className="sr-only">{t("admin.open")}</span>
                </Th>
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
        </div>
      )}
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/admin/applications"
        params={Object.fromEntries(params)}
      />
    </>
  );
}
