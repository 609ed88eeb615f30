import type { Route } from "./+types/account.exams.$attemptId.report";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { requireUser } from "~/features/auth/index.server";
import { ScoreReport } from "~/features/exams";
import { reportPage } from "~/features/exams/index.server";
import { privatePageHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";

export const headers = privatePageHeaders;

/** /account/exams/:attemptId/report: the candidate's score report, once the result is released (decision 052). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return reportPage(context, user, params.attemptId);
}

export default function ExamReport({ loaderData }: Route.ComponentProps) {
  usePageMessages("examSitting", loaderData.messages);
  const { t } = useTranslation("examSitting");
  const level = loaderData.levels[loaderData.attempt.level].certification;
  return (
    <main id="main">
      <PageMeta title={t("meta.reportTitle")} />
      <PageHeader title={t("report.heading", { level })} trail={[[t("report.back"), "/account/certification"]]} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <ScoreReport report={loaderData} endedOn={loaderData.endedOn} />
      </div>
    </main>
  );
}
