import { Play, Trash2 } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form } from "react-router";
import type { Route } from "./+types/admin.job-scraping.$id";
import { FormSuccess } from "~/components/forms/form-status";
import { EmptyOr } from "~/components/ui/empty-state";
import { PageMeta } from "~/components/page-meta";
import { RunNotice, RunStatusBadge, ScheduleText, SourceForm, sourcePageForms } from "~/features/jobs";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import {
  findJobSource,
  listJobSourceRuns,
  requireScrapingAdmin,
  runSource,
  runView,
  scheduleView,
  jobFormOptions,
  deleteSource,
  saveSource,
  sourceFormValues,
} from "~/features/jobs/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

async function sourceOr404(context: Route.LoaderArgs["context"], id: string) {
  const source = await findJobSource(getAppContext(context).db, id);
  if (!source) throw data(null, { status: 404 });
  return source;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireScrapingAdmin(request, context);
  const source = await sourceOr404(context, params.id);
  const runs = await listJobSourceRuns(getAppContext(context).db, source.id, 25);
  const run = runView(context);
  return data(
    {
      messages: pageMessages(context, "jobScraping"),
      ...jobFormOptions(context),
      id: source.id,
      name: source.name,
      values: sourceFormValues(source),
      schedule: scheduleView(context)(source),
      runs: runs.map(run),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireScrapingAdmin(request, context);
  const source = await sourceOr404(context, params.id);
  const form = await request.formData();
  const parsed = parseForm(form, sourcePageForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "run":
      return runSource(context, user.id, form, source, `/admin/job-scraping/${source.id}`);
    case "save":
      return saveSource(context, source, parsed.value);
    case "delete":
      return deleteSource(context, source);
  }
}

export default function JobSourcePage({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobScraping", loaderData.messages);
  const { t } = useTranslation("jobScraping");
  const settings = useFormReply("save");
  const run = useFormReply("run");
  return (
    <>
      <PageMeta title={t("meta.editTitle")} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold text-basalt-950">{loaderData.name}</h2>
          <p className="mt-1 text-basalt-700">{t(`kinds.${loaderData.values.kind as "greenhouse"}`)}</p>
          <div className="text-sm text-basalt-700">
            <ScheduleText schedule={loaderData.schedule} />
          </div>
        </div>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="run" />
          <Button type="submit">
            <Play aria-hidden />
            {t("list.runNow")}
          </Button>
        </Form>
      </div>
      <FormSuccess form="create" className="mt-4" />
      <FormSuccess form="save" className="mt-4" />
      <RunNotice sourceId={loaderData.id} reply={run} />

      <section aria-labelledby="runs-heading" className="mt-8">
        <h3 id="runs-heading" className="text-xl font-semibold text-basalt-950">
          {t("runs.heading")}
        </h3>
        <EmptyOr empty={loaderData.runs.length === 0} message={t("runs.empty")} className="mt-4">
          <Table minWidth="60rem">
            <TableHead>
              <tr>
                <Th>{t("runs.started")}</Th>
                <Th>{t("runs.trigger")}</Th>
                <Th>{t("runs.status")}</Th>
                <Th className="text-right">{t("runs.found")}</Th>
                <Th className="text-right">{t("runs.created")}</Th>
                <Th className="text-right">{t("runs.updated")}</Th>
                <Th className="text-right">{t("runs.merged")}</Th>
                <Th className="text-right">{t("runs.expired")}</Th>
                <Th>{t("runs.error")}</Th>
              </tr>
            </TableHead>
            <TableBody>
              {loaderData.runs.map((run) => (
                <tr key={run.id}>
                  <Td className="whitespace-nowrap">{run.started}</Td>
                  <Td>{t(`runs.triggers.${run.trigger}`)}</Td>
                  <Td>
                    <RunStatusBadge status={run.status} />
                  </Td>
                  <Td className="text-right tabular">{run.found}</Td>
                  <Td className="text-right tabular">{run.created}</Td>
                  <Td className="text-right tabular">{run.updated}</Td>
                  <Td className="text-right tabular">{run.merged}</Td>
                  <Td className="text-right tabular">{run.expired}</Td>
                  <Td className="max-w-80 break-words text-magma-800">
                    {run.error ? <span lang="en">{run.error}</span> : null}
                  </Td>
                </tr>
              ))}
            </TableBody>
          </Table>
        </EmptyOr>
      </section>

      <section aria-labelledby="settings-heading" className="mt-10">
        <h3 id="settings-heading" className="mb-4 text-xl font-semibold text-basalt-950">
          {t("form.editHeading")}
        </h3>
        <SourceForm
          intent="save"
          values={settings.intent ? settings.values : loaderData.values}
          errors={settings.fieldErrors}
          countries={loaderData.countries}
          levels={loaderData.levels}
          submitLabel={t("form.save")}
        />
      </section>

      <Card className="mt-8 border-magma-200">
        <p className="text-sm text-basalt-700">{t("form.deleteHint")}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="danger" size="sm">
            <Trash2 aria-hidden />
            {t("form.delete")}
          </Button>
        </Form>
      </Card>
    </>
  );
}
