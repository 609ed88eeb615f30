import type { Route } from "./+types/account.exams.$attemptId.sit";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { requireUser } from "~/features/auth/index.server";
import { ExamDelivery, sittingForms } from "~/features/exams";
import { sitAction, sitPage } from "~/features/exams/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";

export const headers = privateFormHeaders;

/**
 * /account/exams/:attemptId/sit: the candidate's own attempt only (anyone else: 404). Before admission a note;
 * admitted, the code; running, one question at a time (`?item=n`) or the review (`?review=1`); paused, a notice.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return sitPage(request, context, user, params.attemptId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, sittingForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return sitAction(context, user, params.attemptId, form, parsed.value);
}

export default function SitExam({ loaderData }: Route.ComponentProps) {
  usePageMessages("examSitting", loaderData.messages);
  const { t } = useTranslation("examSitting");
  const level = loaderData.levels[loaderData.attempt.level].certification;
  return (
    <main id="main">
      <PageMeta title={t("meta.sitTitle")} />
      <PageHeader
        title={t("sit.heading", { level })}
        lead={loaderData.session.when}
        trail={[[t("report.back"), "/account/certification"]]}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <ExamDelivery data={loaderData} />
      </div>
    </main>
  );
}
