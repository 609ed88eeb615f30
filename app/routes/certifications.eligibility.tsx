import { Form, Link } from "react-router";
import type { Route } from "./+types/certifications.eligibility";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { ChoiceGroup, Field, SelectField } from "~/components/ui/field";
import { certifications, educationOrder } from "~/content/certifications";
import {
  EligibilityVerdict,
  experienceRuleValues,
  readSelfCheck,
  selfCheckLimits,
  type SelfCheckProblem,
  selfCheckResults,
  useRouteRuleLines,
} from "~/features/applications";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { levelTexts } from "~/lib/levels/level-texts.server";

/** No account, nothing stored: the answers are the query string, the verdicts the eligibility engine's. */
export function loader({ request, context }: Route.LoaderArgs) {
  const read = readSelfCheck(new URL(request.url).searchParams);
  const answers = read?.answers ?? null;
  const problems = read?.problems ?? [];
  return {
    messages: pageMessages(context, "applications"),
    certificationMessages: pageMessages(context, "certifications"),
    levels: levelTexts(context),
    answers,
    problems,
    // A verdict from a number the check could not read would mislead: the form says what to correct instead.
    results: answers && problems.length === 0 ? selfCheckResults(answers) : null,
  };
}

export default function EligibilityCheck({ loaderData }: Route.ComponentProps) {
  usePageMessages("applications", loaderData.messages);
  usePageMessages("certifications", loaderData.certificationMessages);
  const { t } = useTranslation("applications");
  const { t: tCert } = useTranslation("certifications");
  const { answers, problems, results, levels } = loaderData;
  const problem = (field: SelfCheckProblem["field"]) => problems.find((p) => p.field === field);
  const typedOr = (field: SelfCheckProblem["field"], value: number | undefined) =>
    problem(field)?.typed ?? (value === undefined ? "0" : String(value));
  const ruleLines = useRouteRuleLines(levels);
  return (
    <main id="main">
      <PageMeta title={t("meta.eligibilityTitle")} description={t("meta.eligibilityDescription")} />
      <PageHeader eyebrow={t("eligibility.eyebrow")} title={t("eligibility.title")} lead={t("eligibility.lead")} />
      <Section id="check" heading={t("eligibility.formHeading")}>
        <Form
          method="get"
          preventScrollReset
          key={JSON.stringify(answers)}
          className="grid max-w-2xl gap-6 rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6 shadow-[var(--shadow-card)]"
        >
          <SelectField
            label={t("eligibility.education")}
            options={[
              ...educationOrder.map((key) => ({ value: key, label: tCert(`education.${key}`) })),
              { value: "none", label: t("eligibility.educationNone") },
            ]}
            selectProps={{ id: "education", name: "education", defaultValue: answers?.education ?? "none" }}
          />
          <Field
            label={t("eligibility.experienceYears")}
            hint={t("eligibility.experienceHint", experienceRuleValues)}
            error={problem("experienceYears") ? t("errors.checkYears", { max: selfCheckLimits.experienceYears }) : null}
            inputProps={{
              id: "experienceYears",
              name: "experienceYears",
              type: "number",
              min: 0,
              max: selfCheckLimits.experienceYears,
              inputMode: "numeric",
              defaultValue: typedOr("experienceYears", answers?.experienceYears),
            }}
          />
          <Field
            label={t("eligibility.trainingHours")}
            error={problem("trainingHours") ? t("errors.checkHours", { max: selfCheckLimits.trainingHours }) : null}
            inputProps={{
              id: "trainingHours",
              name: "trainingHours",
              type: "number",
              min: 0,
              max: selfCheckLimits.trainingHours,
              inputMode: "numeric",
              defaultValue: typedOr("trainingHours", answers?.trainingHours),
            }}
          />
          <ChoiceGroup
            legend={t("eligibility.held")}
            name="held"
            type="checkbox"
            options={certifications.map((c) => ({ value: c.key, label: levels[c.key].certification }))}
            defaultValue={answers?.held ?? []}
          />
          <div>
            <Button type="submit">{t("eligibility.check")}</Button>
          </div>
        </Form>
      </Section>

      {results ? (
        <Section
          id="results"
          heading={t("eligibility.resultsHeading")}
          lead={t("eligibility.resultsLead")}
          tone="tinted"
        >
          <p className="mb-6 text-basalt-800">{t("eligibility.signInNote")}</p>
          <ul className="grid gap-6 lg:grid-cols-2" aria-live="polite">
            {results.map((result) => {
              const certification = certifications.find((c) => c.key === result.level)!;
              const rule = certification.eligibility;
              const name = levels[result.level].certification;
              return (
                <li
                  key={result.level}
                  id={`result-${result.level}`}
                  className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6 shadow-[var(--shadow-card)]"
                >
                  <h3 className="text-xl font-semibold text-basalt-950">
                    {name} <span className="text-basalt-600">({certification.credential})</span>
                  </h3>
                  <p className="mt-3 text-sm font-medium text-basalt-800">{t("eligibility.requires")}</p>
                  {[
                    { route: "main" as const, ...rule },
                    ...("alternative" in rule ? [{ route: "alternative" as const, ...rule.alternative }] : []),
                  ].map((route) => (
                    <div key={route.route} className="mt-2">
                      {"alternative" in rule ? (
                        <p className="text-sm text-basalt-700">{t(`eligibility.route.${route.route}`)}</p>
                      ) : null}
                      <ul className="list-disc ps-5 text-sm text-basalt-700">
                        {ruleLines(rule, route).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </div>
                  ))}
                  <div className="mt-4">
                    <EligibilityVerdict eligibility={result} levels={levels} />
                  </div>
                  {result.outcome !== "notYet" ? (
                    <div className="mt-4">
                      <Button asChild>
                        <Link to={`/account/certification/apply/${result.level}`}>
                          {t("eligibility.apply", { certification: name })}
                        </Link>
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
    </main>
  );
}
