import { useTranslation } from "~/lib/i18n/react";
import type { Route } from "./+types/admin.job-scraping.new";
import { PageMeta } from "~/components/page-meta";
import { SourceForm, newSourceForms } from "~/features/jobs";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { requireScrapingAdmin, jobFormOptions, createSource } from "~/features/jobs/index.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireScrapingAdmin(request, context);
  return {
    messages: pageMessages(context, "jobScraping"),
    ...jobFormOptions(context),
    submission: newSubmissionToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireScrapingAdmin(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, newSourceForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "create":
      return createSource(context, form, parsed.value);
  }
}

export default function NewJobSource({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobScraping", loaderData.messages);
  const { t } = useTranslation("jobScraping");
  const reply = useFormReply("create");
  return (
    <>
      <PageMeta title={t("meta.newTitle")} />
      <h2 className="text-2xl font-semibold text-basalt-950">{t("form.newHeading")}</h2>
      <p className="mt-1 mb-6 max-w-2xl text-basalt-700">{t("form.newText")}</p>
      <SourceForm
        intent="create"
        values={reply.intent ? reply.values : { keywords: "geothermal" }}
        errors={reply.fieldErrors}
        countries={loaderData.countries}
        levels={loaderData.levels}
        submitLabel={t("form.create")}
        submission={loaderData.submission}
      />
    </>
  );
}
