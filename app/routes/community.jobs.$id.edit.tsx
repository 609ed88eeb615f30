import { useTranslation } from "~/lib/i18n/react";
import type { Route } from "./+types/community.jobs.$id.edit";
import { JobForm, editJobForms } from "~/features/jobs";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { requireManagedJob, editJob, jobFormOptions, jobFormValues } from "~/features/jobs/index.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { job } = await requireManagedJob(request, context, params.id);
  return {
    messages: pageMessages(context, "jobs"),
    ...jobFormOptions(context),
    id: job.id,
    title: job.title,
    values: jobFormValues(job),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, job } = await requireManagedJob(request, context, params.id);
  const form = await request.formData();
  const parsed = parseForm(form, editJobForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "edit":
      return editJob(context, user, job, form, parsed.value);
  }
}

export default function EditJob({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobs", loaderData.messages);
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
  const reply = useFormReply("edit");
  return (
    <main id="main">
      <PageMeta title={t("meta.editTitle")} />
      <PageHeader
        title={t("form.editTitle")}
        lead={t("form.editLead")}
        trail={[
          [tCommon("nav.community"), "/community"],
          [t("header.title"), "/community/jobs"],
          [loaderData.title, `/community/jobs/${loaderData.id}`],
        ]}
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <JobForm
          intent="edit"
          reply={reply}
          values={reply.intent ? reply.values : loaderData.values}
          countries={loaderData.countries}
          levels={loaderData.levels}
          submitLabel={t("form.submitEdit")}
          cancelTo={`/community/jobs/${loaderData.id}`}
        />
      </div>
    </main>
  );
}
