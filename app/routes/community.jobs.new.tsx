import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import type { Route } from "./+types/community.jobs.new";
import { JobForm } from "~/components/jobs/job-form";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { createJob } from "~/db/jobs.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { requireRole } from "~/lib/auth/auth.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { jobFormOptions, readJobForm } from "~/lib/jobs/job-form.server";
import { consume } from "~/lib/server/rate-limit.server";
import { newSubmissionToken, redirectIfStored, storeOnce } from "~/lib/forms/idempotency.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["partner"]);
  return { messages: pageMessages(context, "jobs"), ...jobFormOptions(context), submission: newSubmissionToken() };
}

type ActionResult = { errors: Record<string, string>; values: Record<string, string>; formError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ["partner"]);
  const app = getAppContext(context);
  const form = await request.formData();
  await redirectIfStored(app.db, form, "job");
  const result = readJobForm(form);
  if (!result.ok) return data<ActionResult>({ errors: result.errors, values: result.values }, { status: 400 });
  if ((await consume(app.rateLimits.jobPosts, user.id)) > 0) {
    return data<ActionResult>({ errors: {}, values: {}, formError: "errors.rateLimited" }, { status: 429 });
  }
  const stored = await storeOnce(app.db, form, "job", async (tx) => {
    const id = await createJob(tx, result.input, user.id);
    return `/community/jobs/${id}?done=posted`;
  });
  throw redirect(stored.result);
}

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("jobs", loaderData.messages);
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
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
          values={actionData?.values ?? {}}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError}
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
