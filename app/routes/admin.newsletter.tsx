import { Plus } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { Route } from "./+types/admin.newsletter";
import { AdminHeading } from "~/features/admin";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { EmptyOr } from "~/components/ui/empty-state";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { listIssues } from "~/features/newsletter/index.server";
import { requireRole } from "~/features/auth/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { loaderHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext } from "~/lib/server/app-context.server";

/** Newsletter issues (decision 030): drafts, sending and sent, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  const formatDate = formatDateFor(context);
  const issues = await listIssues(getAppContext(context).db);
  return {
    messages: pageMessages(context, "newsletter"),
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      status: issue.status,
      recipients: issue.recipients,
      created: formatDate(issue.createdAt),
    })),
  };
}

export const headers = loaderHeaders;

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  usePageMessages("newsletter", loaderData.messages);
  const { t } = useTranslation("newsletter");
  return (
    <>
      <PageMeta title={t("admin.metaTitle")} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <AdminHeading title={t("admin.heading")} text={t("admin.text")} />
        </div>
        <Button asChild>
          <Link to="/admin/newsletter/new">
            <Plus aria-hidden />
            {t("admin.newIssue")}
          </Link>
        </Button>
      </div>
      <EmptyOr empty={loaderData.issues.length === 0} message={t("admin.empty")} className="mt-6">
        <Table>
          <TableHead>
            <tr>
              <Th>{t("admin.columns.subject")}</Th>
              <Th>{t("admin.columns.status")}</Th>
              <Th>{t("admin.columns.created")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.issues.map((issue) => (
              <tr key={issue.id}>
                <Td className="font-medium">
                  <Link to={`/admin/newsletter/${issue.id}`} className="text-mineral-800 underline underline-offset-4">
                    {issue.subject}
                  </Link>
                </Td>
                <Td>{t(`admin.status.${issue.status}`)}</Td>
                <Td className="whitespace-nowrap">{issue.created}</Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
    </>
  );
}
