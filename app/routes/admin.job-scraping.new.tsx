import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.job-scraping.new";
import { PageMeta } from "~/components/page-meta";
import { SourceForm } from "~/components/jobs/source-form";
import { createJobSource } from "~/db/job-sources.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/auth.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { jobFormOptions } from "~/lib/jobs/job-form.server";
import { nextRunTime } from "~/lib/jobs/run.server";
import { readSourceForm } from "~/lib/jobs/source-form.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  return { messages: pageMessages(context, "jobScraping"), ...jobFormOptions(context) };
}

type ActionResult = { errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  await requireRole(request, context, ["admin"]);
  const result = readSourceForm(await request.formData());
  if (!result.ok) return data<ActionResult>({ errors: result.errors, values: result.values }, { status: 400 });
  const id = await createJobSource(getAppContext(context).db, result.input, nextRunTime(result.input, new Date()));
  throw redirect(`/admin/job-scraping/${id}?done=created`);
}

export default function NewJobSource({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("jobScraping", loaderData.messages);
  const { t } = useTranslation("jobScraping");
  return (
    <>
      <PageMeta title={t("meta.newTitle")} />
      <h2 className="text-2xl font-semibold text-basalt-950">{t("form.newHeading")}</h2>
      <p className="mt-1 mb-6 max-w-2xl text-basalt-700">{t("form.newText")}</p>
      <SourceForm
        values={actionData?.values ?? { keywords: "geothermal" }}
        errors={actionData?.errors ?? {}}
        countries={loaderData.countries}
        levels={loaderData.levels}
        submitLabel={t("form.create")}
      />
    </>
  );
}
