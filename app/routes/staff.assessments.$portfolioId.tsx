import { Link } from "react-router";
import type { Route } from "./+types/staff.assessments.$portfolioId";
import { FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import {
  AssignForm,
  criterionIds,
  maxTotal,
  panelStaffForms,
  ReleaseForm,
  ScoreForm,
  totalOf,
  type CriterionScores,
} from "~/features/exams";
import { assessmentAction, assessmentPage } from "~/features/exams/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";

export const headers = privateFormHeaders;

/**
 * /staff/assessments/:portfolioId: an Expert portfolio for a member of its panel (the rubric and the scoring form,
 * the others' scores only after one's own and two are in) or exam administration (assign, release) (decision 053).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return assessmentPage(context, me, params.portfolioId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, panelStaffForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return assessmentAction(request, context, me, params.portfolioId, form, parsed.value);
}

type Scored = { slot: number; assessorName?: string; scores: unknown; comments: unknown; submittedAt: string };

function ScoresCard({ heading, entry }: { heading: string; entry: Scored }) {
  const { t } = useTranslation("examPanel");
  const scores = entry.scores as CriterionScores | null;
  const comments = (entry.comments ?? {}) as Record<string, string>;
  return (
    <Card>
      <h3 className="text-lg font-semibold text-basalt-950">{heading}</h3>
      {scores ? (
        <>
          <p className="mt-1 text-sm text-basalt-700">
            {t("detail.total", { total: totalOf(scores), max: maxTotal, date: entry.submittedAt })}
          </p>
          <dl className="mt-3 grid gap-3">
            {criterionIds.map((id) => (
              <div key={id}>
                <dt className="text-sm font-medium text-basalt-700">{`${t(`criteria.${id}.name`)}: ${scores[id]}`}</dt>
                <dd className="whitespace-pre-line text-basalt-950">{comments[id]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-1 text-basalt-700">{t(entry.submittedAt ? "detail.hidden" : "detail.notYet")}</p>
      )}
    </Card>
  );
}

const forms = ["score", "assign", "release"] as const;

export default function StaffAssessment({ loaderData }: Route.ComponentProps) {
  usePageMessages("examPanel", loaderData.messages);
  const { t } = useTranslation("examPanel");
  const { portfolio, own, others } = loaderData;
  const state = portfolio.releasedAt ? "released" : portfolio.state;
  return (
    <>
      <PageMeta title={t("detail.title", { name: portfolio.candidateName })} />
      <p>
        <Link to="/staff/assessments" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("detail.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading
          title={portfolio.candidateName}
          text={t("detail.lead", { date: portfolio.submittedAt, state: t(`states.${state}`) })}
        />
      </div>
      {forms.map((form) => (
        <FormSuccess key={form} form={form} className="mt-4" />
      ))}
      {portfolio.finalScore !== null && portfolio.panelPassed !== null ? (
        <p className="mt-4 font-semibold text-basalt-950">
          {t(portfolio.panelPassed ? "detail.outcomePassed" : "detail.outcomeFailed", {
            score: portfolio.finalScore,
            max: maxTotal,
          })}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="portfolio-heading" className="grid content-start gap-4">
          <h2 id="portfolio-heading" className="text-xl font-semibold text-basalt-950">
            {t("detail.portfolio")}
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
            <h3 className="text-lg font-semibold text-basalt-950">{t("detail.expertise")}</h3>
            <p className="mt-2 whitespace-pre-line text-basalt-900">{portfolio.sections.expertise}</p>
          </Card>
        </section>
        <div className="grid content-start gap-6">
          {loaderData.canScore ? <ScoreForm /> : null}
          {own && own.submittedAt ? <ScoresCard heading={t("detail.mine")} entry={own} /> : null}
          {own && !own.submittedAt && !loaderData.canScore ? (
            <p className="text-basalt-800">{t("detail.waitToScore")}</p>
          ) : null}
          {loaderData.canAssign ? (
            <AssignForm choices={loaderData.choices} third={portfolio.state === "awaitingThird"} />
          ) : null}
          {loaderData.canRelease ? <ReleaseForm /> : null}
          {others.length > 0 ? (
            <section aria-labelledby="others-heading" className="grid gap-4">
              <h2 id="others-heading" className="text-xl font-semibold text-basalt-950">
                {t("detail.panel")}
              </h2>
              {others.map((other) => (
                <ScoresCard
                  key={other.slot}
                  heading={t("detail.assessor", { slot: other.slot, name: other.assessorName })}
                  entry={other}
                />
              ))}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
