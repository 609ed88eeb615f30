import { ArrowRight, BadgeCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { careerLevels, formatSalaryRange, keySkills } from "~/content/home";
import { routes } from "~/content/site";

const levelAccent = ["bg-mineral-600", "bg-mineral-800", "bg-magma-600", "bg-magma-800"];

export function CareerPathways() {
  const { t } = useTranslation("home");
  const { t: tCommon } = useTranslation();
  return (
    <Section id="career-pathways" heading={t("careers.heading")} lead={t("careers.lead")} tone="tinted">
      <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {careerLevels.map((level, index) => {
          const roles = t(`careers.levels.${level.key}.roles`, { returnObjects: true }) as string[];
          return (
            <li
              key={level.key}
              className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-basalt-200 bg-white shadow-[var(--shadow-card)]"
            >
              <div className={`h-1.5 ${levelAccent[index]}`} aria-hidden="true" />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold tracking-wider text-mineral-700 uppercase">
                  {index + 1} · {t(`careers.levels.${level.key}.level`)}
                </p>
                <h3 className="mt-2 flex items-start gap-2 text-lg font-semibold text-basalt-950">
                  <BadgeCheck aria-hidden className="mt-1 size-5 shrink-0 text-magma-700" />
                  {t(`careers.levels.${level.key}.certification`)}
                </h3>
                <p className="mt-3 text-basalt-700">{t(`careers.levels.${level.key}.description`)}</p>
                <h4 className="mt-5 text-sm font-semibold text-basalt-900">{t("careers.typicalRoles")}</h4>
                <ul className="mt-2 grid gap-1 text-basalt-700">
                  {roles.map((role) => (
                    <li key={role} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-mineral-600" />
                      {role}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-6">
                  <p className="text-sm text-basalt-600">{t("careers.salaryRange")}</p>
                  <p className="text-2xl font-bold text-basalt-950 tabular">{formatSalaryRange(level.salary)}</p>
                </div>
              </div>
            </li>
          );
        })}
      </ol>

      <div className="mt-12">
        <h3 className="text-lg font-semibold text-basalt-950">{t("careers.keySkillsHeading")}</h3>
        <ul className="mt-4 flex flex-wrap gap-2">
          {keySkills.map((skill) => (
            <li
              key={skill}
              className="rounded-full border border-mineral-700/30 bg-mineral-50 px-3.5 py-1.5 text-sm font-medium text-mineral-800"
            >
              {tCommon(`skills.${skill}`)}
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={routes.certifications}>
            {t("careers.viewCertifications")}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={routes.learningNeeds}>{t("careers.exploreLearningNeeds")}</Link>
        </Button>
      </div>
    </Section>
  );
}
