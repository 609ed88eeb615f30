import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.job-scraping.new";
import { PageMeta } from "~/components/page-meta";
import { SourceForm } from "~/components/jobs/source-form";
import { createJobSource } from "~/db/job-sources.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { requireRole } from "~/lib/auth/auth.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { jobFormOptions } from "~/lib/jobs/job-form.server";
import { nextRunTime } from "~/lib/jobs/run.server";
import { readSourceForm } from "~/lib/jobs/source-form.server";
import { newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  return {
    messages: pageMessages(context, "jobScraping"),
    ...jobFormOptions(context),
    submission: newSubmissionToken(),
  };
}

type ActionResult = { errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  await requireRole(request, context, ["admin"]);
  const form = await request.formData();
  const result = readSourceForm(form);
  if (!result.ok) return data<ActionResult>({ errors: result.errors, values: result.values }, { status: 400 });
  // Created once, however often the form is sent (decision 018).
  const stored = await storeOnce(getAppContext(context).db, form, "job-source", async (tx) => {
    const id = await createJobSource(tx, result.input, nextRunTime(result.input, new Date()));
    return `/admin/job-scraping/${id}?done=created`;
  });
  throw redirect(stored.result);
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
        submission={loaderData.submission}
      />
    </>
  );
}
