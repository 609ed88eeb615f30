import { Play, Plus, Settings } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.job-scraping";
import { EmptyOr } from "~/components/ui/empty-state";
import { RowActionForm, AdminHeading } from "~/features/admin";
import { PageMeta } from "~/components/page-meta";
import { RunNotice, RunStatusBadge, ScheduleText, scrapingListForms } from "~/features/jobs";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import {
  findJobSource,
  listJobSources,
  requireScrapingAdmin,
  runSource,
  runView,
  scheduleView,
} from "~/features/jobs/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { formReply, useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireScrapingAdmin(request, context);
  const { db } = getAppContext(context);
  const sources = await listJobSources(db);
  const run = runView(context);
  const schedule = scheduleView(context);
  return data(
    {
      messages: pageMessages(context, "jobScraping"),
      sources: sources.map(({ source, lastRun }) => ({
        id: source.id,
        name: source.name,
        kind: source.kind,
        identifier: source.identifier,
        enabled: source.enabled,
        schedule: schedule(source),
        lastRun: lastRun ? run(lastRun) : null,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireScrapingAdmin(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, scrapingListForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const source = await findJobSource(getAppContext(context).db, parsed.value.sourceId);
  if (!source) throw data(null, { status: 404 });
  switch (parsed.value.intent) {
    case "run":
      return runSource(context, user.id, form, source, "/admin/job-scraping");
  }
}

const NO_REPLY = formReply(undefined, "run");

export default function AdminJobScraping({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobScraping", loaderData.messages);
  const { t } = useTranslation("jobScraping");
  const reply = useFormReply("run");
  return (
    <>
      <PageMeta title={t("meta.title")} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <AdminHeading title={t("heading")} text={t("text")} />
        </div>
        <Button asChild>
          <Link to="/admin/job-scraping/new">
            <Plus aria-hidden />
            {t("list.add")}
          </Link>
        </Button>
      </div>
      {loaderData.sources.map((source) => (
        <RunNotice
          key={source.id}
          sourceId={source.id}
          name={source.name}
          reply={reply.values.sourceId === source.id ? reply : NO_REPLY}
        />
      ))}
      <EmptyOr empty={loaderData.sources.length === 0} message={t("list.empty")} className="mt-6">
        <Table minWidth="56rem" className="relative">
          <TableHead>
            <tr>
              <Th>{t("list.name")}</Th>
              <Th>{t("list.schedule")}</Th>
              <Th>{t("list.status")}</Th>
              <Th>{t("list.lastRun")}</Th>
              <HiddenTh label={t("list.actions")} />
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.sources.map((source) => (
              <tr key={source.id}>
                <Td>
                  <span className="block font-medium text-basalt-950">{source.name}</span>
                  <span className="block text-basalt-700">{t(`kinds.${source.kind}`)}</span>
                  <span className="block font-mono text-xs break-all text-basalt-600">{source.identifier}</span>
                </Td>
                <Td>
                  <ScheduleText schedule={source.schedule} />
                </Td>
                <Td>
                  <Badge tone={source.enabled ? "mineral" : "neutral"}>
                    {source.enabled ? t("list.enabled") : t("list.disabled")}
                  </Badge>
                </Td>
                <Td>
                  {source.lastRun ? (
                    <>
                      <RunStatusBadge status={source.lastRun.status} />
                      <span className="mt-1 block whitespace-nowrap text-basalt-700">{source.lastRun.started}</span>
                      {source.lastRun.status === "ok" ? (
                        <span className="block text-basalt-700 tabular">
                          {t("runs.found")} {source.lastRun.found} · {t("runs.created")} {source.lastRun.created} ·{" "}
                          {t("runs.expired")} {source.lastRun.expired}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    <span className="text-basalt-700">{t("list.never")}</span>
                  )}
                </Td>
                <Td className="text-right">
                  <div className="flex flex-wrap justify-end gap-2">
                    <RowActionForm
                      fields={{ intent: "run", sourceId: source.id }}
                      label={t("list.runNowLabel", { name: source.name })}
                    >
                      <Play aria-hidden />
                      {t("list.runNow")}
                    </RowActionForm>
                    <Button asChild size="sm" variant="ghost">
                      <Link
                        to={`/admin/job-scraping/${source.id}`}
                        aria-label={t("list.editLabel", { name: source.name })}
                      >
                        <Settings aria-hidden />
                        {t("list.edit")}
                      </Link>
                    </Button>
                  </div>
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
    </>
  );
}
