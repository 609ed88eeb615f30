import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff.complaints";
import { useTranslation } from "~/lib/i18n/react";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { EmptyOr } from "~/components/ui/empty-state";
import { SegmentedLinks } from "~/components/ui/segmented-links";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import { canHandleComplaints, complaintProblem, complaintStatuses } from "~/features/complaints";
import { listComplaints } from "~/features/complaints/index.server";
import { conflictPartners } from "~/features/staff/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

const querySchema = z.object({ status: z.enum(complaintStatuses).optional().catch(undefined) });

/** /staff/complaints: the queue of the appeals panel (decision 040). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(canHandleComplaints(me));
  const { db } = getAppContext(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [rows, partners] = await Promise.all([listComplaints(db, query), conflictPartners(db, me.id)]);
  const formatDate = formatDateFor(context);
  return {
    messages: pageMessages(context, "complaints"),
    status: query.status ?? null,
    complaints: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      about: row.about,
      holder: row.holderName ?? row.credentialId ?? "",
      credentialId: row.credentialId,
      status: row.status,
      outcome: row.outcome,
      received: formatDate(row.createdAt),
      notForYou: complaintProblem(me, row, partners) !== null,
    })),
  };
}

export default function StaffComplaints({ loaderData }: Route.ComponentProps) {
  usePageMessages("complaints", loaderData.messages);
  const { t } = useTranslation("complaints");
  const filters = [
    { key: "all", to: "/staff/complaints", label: t("queue.any"), current: loaderData.status === null },
    ...complaintStatuses.map((status) => ({
      key: status,
      to: `/staff/complaints?status=${status}`,
      label: t(`statuses.${status}`),
      current: loaderData.status === status,
    })),
  ];
  return (
    <>
      <PageMeta title={t("meta.queueTitle")} />
      <AdminHeading title={t("queue.heading")} text={t("queue.text")} />
      <div className="mt-6">
        <SegmentedLinks label={t("queue.filter")} items={filters} />
      </div>
      <EmptyOr empty={loaderData.complaints.length === 0} message={t("queue.empty")} className="mt-6">
        <Table minWidth="44rem">
          <TableHead>
            <tr>
              <Th>{t("queue.reference")}</Th>
              <Th>{t("queue.aboutColumn")}</Th>
              <Th>{t("queue.received")}</Th>
              <Th>{t("queue.status")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.complaints.map((row) => (
              <tr key={row.id}>
                <Td>
                  <Link
                    to={`/staff/complaints/${row.id}`}
                    className="font-medium text-mineral-700 underline underline-offset-4"
                  >
                    {row.reference}
                  </Link>
                </Td>
                <Td>
                  {row.about === "body" ? t("queue.body") : row.holder}
                  {row.credentialId && row.holder !== row.credentialId ? (
                    <span className="block text-sm text-basalt-700">{row.credentialId}</span>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">{row.received}</Td>
                <Td>
                  <span className="flex flex-wrap gap-2">
                    <Badge tone={row.status === "open" ? "sulphur" : "mineral"}>
                      {row.outcome ? t(`outcomes.${row.outcome}`) : t(`statuses.${row.status}`)}
                    </Badge>
                    {row.notForYou ? <Badge tone="magma">{t("queue.notForYou")}</Badge> : null}
                  </span>
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
    </>
  );
}
