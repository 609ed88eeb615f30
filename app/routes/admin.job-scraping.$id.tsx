import { Play, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.job-scraping.$id";
import { EmptyOr } from "~/components/ui/empty-state";
import { DoneNotice } from "~/components/ui/notice";
import { PageMeta } from "~/components/page-meta";
import { ActionMessage, RunStatusBadge, ScheduleText } from "~/components/jobs/run-log";
import { SourceForm } from "~/components/jobs/source-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { deleteJobSource, findJobSource, listJobSourceRuns, updateJobSource } from "~/db/job-sources.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { requireRole } from "~/lib/auth/auth.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { runNowFromAdmin, runView, scheduleView, type RunNowResult } from "~/lib/jobs/admin.server";
import { jobFormOptions } from "~/lib/jobs/job-form.server";
import { nextRunTime } from "~/lib/jobs/run.server";
import { readSourceForm, sourceFormValues } from "~/lib/jobs/source-form.server";

const doneSchema = z.enum(["created", "saved"]).nullable().catch(null);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const source = await findJobSource(db, params.id);
  if (!source) throw data(null, { status: 404 });
  const runs = await listJobSourceRuns(db, source.id, 25);
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
      done: doneSchema.parse(new URL(request.url).searchParams.get("done")),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type ActionResult = RunNowResult & { errors?: Record<string, string>; formValues?: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const source = await findJobSource(db, params.id);
  if (!source) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "run") return data<ActionResult>(await runNowFromAdmin(context, user.id, source.id));
  if (intent === "delete") {
    await deleteJobSource(db, source.id);
    throw redirect("/admin/job-scraping");
  }
  if (intent !== "save") throw data(null, { status: 400 });
  const result = readSourceForm(form);
  if (!result.ok) return data<ActionResult>({ errors: result.errors, formValues: result.values }, { status: 400 });
  await updateJobSource(db, source.id, result.input, nextRunTime(result.input, new Date()));
  throw redirect(`/admin/job-scraping/${source.id}?done=saved`);
}

export default function JobSourcePage({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("jobScraping", loaderData.messages);
  const { t } = useTranslation("jobScraping");
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
      {loaderData.done && !actionData ? <DoneNotice>{t(`done.${loaderData.done}`)}</DoneNotice> : null}
      <ActionMessage result={actionData} />

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
          values={actionData?.formValues ?? loaderData.values}
          errors={actionData?.errors ?? {}}
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
