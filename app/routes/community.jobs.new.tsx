import { useTranslation } from "~/lib/i18n/react";
import type { Route } from "./+types/community.jobs.new";
import { JobForm, newJobForms } from "~/features/jobs";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { requireJobPoster, jobFormOptions, postJob } from "~/features/jobs/index.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireJobPoster(request, context);
  return { messages: pageMessages(context, "jobs"), ...jobFormOptions(context), submission: newSubmissionToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireJobPoster(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, newJobForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "post":
      return postJob(context, user, form, parsed.value);
  }
}

export default function NewJob({ loaderData }: Route.ComponentProps) {
  usePageMessages("jobs", loaderData.messages);
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
  const reply = useFormReply("post");
  return (
    <main id="main">
      <PageMeta title={t("meta.newTitle")} />
      <PageHeader
        title={t("form.newTitle")}
        lead={t("form.newLead")}
        trail={[
          [tCommon("nav.community"), "/community"],
          [t("header.title"), "/community/jobs"],
        ]}
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <JobForm
          intent="post"
          reply={reply}
          values={reply.values}
          countries={loaderData.countries}
          levels={loaderData.levels}
          submitLabel={t("form.submitNew")}
          cancelTo="/community/jobs"
          submission={loaderData.submission}
        />
      </div>
    </main>
  );
}
