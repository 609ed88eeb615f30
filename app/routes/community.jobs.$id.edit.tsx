import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import type { Route } from "./+types/community.jobs.$id.edit";
import { JobForm } from "~/components/jobs/job-form";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { findJob, updateJob } from "~/db/jobs.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { requireRole } from "~/lib/auth/auth.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { jobFormOptions, jobFormValues, readJobForm } from "~/lib/jobs/job-form.server";
import { canManageJob } from "~/lib/jobs/jobs";
import { consume } from "~/lib/server/rate-limit.server";

/** The job, if the signed-in partner posted it or is an admin (403 otherwise). */
async function manageableJob(request: Request, context: Route.LoaderArgs["context"], id: string) {
  const user = await requireRole(request, context, ["partner"]);
  const found = await findJob(getAppContext(context).db, id);
  if (!found) throw data(null, { status: 404 });
  if (!canManageJob(user, found.job)) throw data({ reason: "forbidden" }, { status: 403 });
  return { user, job: found.job };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { job } = await manageableJob(request, context, params.id);
  return {
    messages: pageMessages(context, "jobs"),
    ...jobFormOptions(context),
    id: job.id,
    title: job.title,
    values: jobFormValues(job),
  };
}

type ActionResult = { errors: Record<string, string>; values: Record<string, string>; formError?: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, job } = await manageableJob(request, context, params.id);
  const app = getAppContext(context);
  const result = readJobForm(await request.formData());
  if (!result.ok) return data<ActionResult>({ errors: result.errors, values: result.values }, { status: 400 });
  if ((await consume(app.rateLimits.jobPosts, user.id)) > 0) {
    return data<ActionResult>({ errors: {}, values: {}, formError: "errors.rateLimited" }, { status: 429 });
  }
  await updateJob(app.db, job.id, result.input);
  throw redirect(`/community/jobs/${job.id}?done=saved`);
}

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("jobs", loaderData.messages);
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
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
          values={actionData?.values ?? loaderData.values}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError}
          countries={loaderData.countries}
          levels={loaderData.levels}
          submitLabel={t("form.submitEdit")}
          cancelTo={`/community/jobs/${loaderData.id}`}
        />
      </div>
    </main>
  );
}
