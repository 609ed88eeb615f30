import type { Route } from "./+types/account.exams.portfolio";
import { FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { requireUser } from "~/features/auth/index.server";
import { PortfolioDraftForm, PortfolioSubmitForm, rubricFacts } from "~/features/exams";
import { candidatePortfolioAction, candidatePortfolioPage } from "~/features/exams/index.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";

export const headers = privateFormHeaders;

/**
 * /account/exams/portfolio: an approved Expert candidate's portfolio — the draft, the one-time submit, then its
 * status and, once released, the panel's outcome; never an assessor's scores (decision 053).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return candidatePortfolioPage(context, me);
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  return candidatePortfolioAction(request, context, me, await request.formData());
}

export default function MyPortfolio({ loaderData }: Route.ComponentProps) {
  usePageMessages("examPanel", loaderData.messages);
  const { t } = useTranslation("examPanel");
  const { t: tCommon } = useTranslation("common");
  const { portfolio, maxTotal } = loaderData;
  const status = portfolio?.status ?? "draft";
  return (
    <main id="main">
      <PageMeta title={t("mine.metaTitle")} />
      <PageHeader
        title={t("mine.title")}
        lead={t("mine.lead", rubricFacts)}
        trail={[
          [tCommon("session.account"), "/account"],
          [t("mine.back"), "/account/exams"],
        ]}
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <FormSuccess form="save" />
        <FormSuccess form="submit" />
        <Card>
          <h2 className="text-xl font-semibold text-basalt-950">{t("mine.statusHeading")}</h2>
          <p className="mt-2 text-basalt-900">{t(`mine.status.${status}`, { date: portfolio?.submittedAt ?? "" })}</p>
          {portfolio?.outcome ? (
            <p className="mt-2 font-semibold text-basalt-950">
              {t(portfolio.outcome.passed ? "mine.outcomePassed" : "mine.outcomeFailed", {
                score: portfolio.outcome.finalScore ?? 0,
                max: maxTotal,
              })}
            </p>
          ) : null}
          {status !== "draft" ? <p className="mt-2 text-sm text-basalt-700">{t("mine.noScores")}</p> : null}
        </Card>
        {status === "draft" ? (
          <>
            <PortfolioDraftForm sections={portfolio?.sections ?? null} />
            {portfolio ? <PortfolioSubmitForm /> : null}
          </>
        ) : portfolio ? (
          <section aria-labelledby="yours-heading" className="grid gap-4">
            <h2 id="yours-heading" className="text-xl font-semibold text-basalt-950">
              {t("mine.yourPortfolio")}
            </h2>
            {portfolio.sections.projects.map((project, index) => (
              <Card key={index}>
                <h3 className="text-lg font-semibold text-basalt-950">{project.title}</h3>
                <p className="text-sm text-basalt-700">
                  {t("detail.project", { role: project.role, year: project.year })}
                </p>
                <p className="mt-2 whitespace-pre-line text-basalt-900">{project.summary}</p>
              </Card>
            ))}
            <Card>
              <h3 className="text-lg font-semibold text-basalt-950">{t("mine.expertise")}</h3>
              <p className="mt-2 whitespace-pre-line text-basalt-900">{portfolio.sections.expertise}</p>
            </Card>
          </section>
        ) : null}
      </div>
    </main>
  );
}
