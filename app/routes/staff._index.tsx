import { Link } from "react-router";
import type { Route } from "./+types/staff._index";
import { useTranslation } from "~/lib/i18n/react";
import { PageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { canManageDuties, dutyPages, duties, hasDuty, isStaff } from "~/features/staff";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { canSeeExamResults } from "~/features/exams";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { getNamespace } from "~/locales/index.server";

export const headers = privateFormHeaders;

/** /staff: what each of the viewer's duties lets them do, with a link where its page exists. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(isStaff(me));
  return {
    duties: duties.filter((duty) => hasDuty(me, duty)).map((duty) => ({ duty, page: dutyPages[duty] })),
    manageDuties: canManageDuties(me),
    // Exam results: for exam administration and decision makers, whose duty cards link elsewhere (decision 050).
    examResults: canSeeExamResults(me) ? getNamespace(getRequestLanguage(context), "examResults").home : null,
  };
}

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  return (
    <>
      <PageMeta title={t("meta.title")} />
      <AdminHeading title={t("home.yourDuties")} text={t("lead")} />
      {loaderData.duties.length === 0 ? (
        <p className="mt-6 text-basalt-700">{t("home.none")}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {loaderData.duties.map(({ duty, page }) => (
            <li key={duty}>
              <Card className="h-full">
                <h2 className="text-lg font-semibold text-basalt-950">{t(`duties.${duty}`)}</h2>
                <p className="mt-2 text-basalt-700">{t(`dutyText.${duty}`)}</p>
                <p className="mt-3">
                  {page ? (
                    <Link to={page} className={link}>
                      {t("home.open")}
                      <span className="sr-only">{`: ${t(`duties.${duty}`)}`}</span>
                    </Link>
                  ) : (
                    <span className="text-sm text-basalt-600">{t("home.notYet")}</span>
                  )}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {loaderData.examResults ? (
        <Card className="mt-6">
          <h2 className="text-lg font-semibold text-basalt-950">{loaderData.examResults.heading}</h2>
          <p className="mt-2 text-basalt-700">{loaderData.examResults.text}</p>
          <p className="mt-3">
            <Link to="/staff/exam-results" className={link}>
              {loaderData.examResults.link}
            </Link>
          </p>
        </Card>
      ) : null}
      <Card className="mt-6">
        <h2 className="text-lg font-semibold text-basalt-950">{t("home.conflictsHeading")}</h2>
        <p className="mt-2 text-basalt-700">{t("home.conflictsText")}</p>
        <ul className="mt-3 grid gap-2">
          <li>
            <Link to="/staff/conflicts" className={link}>
              {t("home.conflictsLink")}
            </Link>
          </li>
          {loaderData.manageDuties ? (
            <li>
              <Link to="/admin/staff" className={link}>
                {t("home.adminLink")}
              </Link>
            </li>
          ) : null}
        </ul>
      </Card>
    </>
  );
}
