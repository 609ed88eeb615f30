import { BadgeCheck, BookOpen, CalendarClock, ClipboardCheck, Wallet } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Badge } from "~/components/ui/badge";
import { levelAccent } from "~/lib/levels/level-accent";
import { formatUsd, type Certification } from "~/content/certifications";
import { cpdRule } from "~/content/cpd-rule";
import { formatSalaryRange } from "~/content/home";
import { formatInteger, formatPercent } from "~/lib/format/format";
import { useLanguage } from "~/lib/i18n/use-language";
import type { LevelTexts } from "~/lib/levels/level-texts";

/** One certification: who may apply, the exam, the fees, validity and renewal, roles and pay. */
export function LevelCard({
  certification,
  number,
  levels,
}: {
  certification: Certification;
  number: number;
  levels: LevelTexts;
}) {
  const { t } = useTranslation("certifications");
  const language = useLanguage();
  const text = levels[certification.key];
  const { eligibility, exam, fees } = certification;
  const headingId = `level-${certification.key}-heading`;
  return (
    <article
      id={`level-${certification.key}`}
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-basalt-200 bg-white shadow-[var(--shadow-card)]"
    >
      <div className={`h-1.5 ${levelAccent[certification.key]}`} aria-hidden="true" />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wider text-mineral-700 uppercase">
          {t("levels.levelLabel", { number })} · {text.level}
        </p>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <h3 id={headingId} className="flex items-start gap-2 text-xl font-semibold text-basalt-950 sm:text-2xl">
            <BadgeCheck aria-hidden className="mt-1 size-6 shrink-0 text-magma-700" />
            {text.certification}
          </h3>
          <Badge tone="mineral">{t("levels.credential", { credential: certification.credential })}</Badge>
        </div>
        <p className="mt-3 text-basalt-700">{text.description}</p>

        <dl className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <dt className="flex items-center gap-2 text-sm font-semibold text-basalt-900">
              <BookOpen aria-hidden className="size-4 text-mineral-700" />
              {t("levels.eligibility")}
            </dt>
            <dd className="mt-2">
              <ul className="grid gap-1 text-basalt-700">
                <li>{t("levels.education", { education: t(`education.${eligibility.education}`) })}</li>
                <li>
                  {eligibility.experienceYears > 0
                    ? t("levels.experience", { count: eligibility.experienceYears })
                    : t("levels.noExperience")}
                </li>
                {eligibility.alternative ? (
                  <li>
                    {t("levels.alternative", {
                      education: t(`education.${eligibility.alternative.education}`),
                      count: eligibility.alternative.experienceYears,
                    })}
                  </li>
                ) : null}
                {eligibility.trainingHours ? (
                  <li>{t("levels.trainingHours", { count: eligibility.trainingHours })}</li>
                ) : null}
                {eligibility.prerequisite ? (
                  <li>{t("levels.prerequisite", { certification: levels[eligibility.prerequisite].certification })}</li>
                ) : null}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-sm font-semibold text-basalt-900">
              <ClipboardCheck aria-hidden className="size-4 text-mineral-700" />
              {t("levels.exam")}
            </dt>
            <dd className="mt-2">
              <ul className="grid gap-1 text-basalt-700">
                <li>{t(`examFormats.${exam.format}`)}</li>
                <li className="tabular">
                  {t("levels.questions", { count: exam.questions })}
                  {" · "}
                  {t("levels.duration", { minutes: formatInteger(exam.durationMinutes, language) })}
                </li>
                <li className="tabular">
                  {t("levels.passingScore", { score: formatPercent(exam.passingScorePercent, language) })}
                </li>
              </ul>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-sm font-semibold text-basalt-900">
              <Wallet aria-hidden className="size-4 text-mineral-700" />
              {t("levels.fees")}
            </dt>
            <dd className="mt-2">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-basalt-700">
                <dt>{t("levels.member")}</dt>
                <dd className="font-semibold text-basalt-950 tabular">{formatUsd(fees.exam.member, language)}</dd>
                <dt>{t("levels.nonMember")}</dt>
                <dd className="font-semibold text-basalt-950 tabular">{formatUsd(fees.exam.nonMember, language)}</dd>
              </dl>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-sm font-semibold text-basalt-900">
              <CalendarClock aria-hidden className="size-4 text-mineral-700" />
              {t("levels.validity")}
            </dt>
            <dd className="mt-2">
              <ul className="grid gap-1 text-basalt-700">
                <li>{t("levels.validFor", { count: certification.validityYears })}</li>
                <li>{t("levels.cpdHours", { count: cpdRule.hoursPerCycle[certification.key] })}</li>
              </ul>
            </dd>
          </div>
        </dl>

        <div className="mt-6 grid gap-6 border-t border-basalt-200 pt-6 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold text-basalt-900">{t("levels.typicalRoles")}</h4>
            <ul className="mt-2 grid gap-1 text-basalt-700">
              {text.roles.map((role) => (
                <li key={role} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-mineral-600" />
                  {role}
                </li>
              ))}
            </ul>
          </div>
          <div className="sm:text-right">
            <h4 className="text-sm font-semibold text-basalt-900">{t("levels.salaryRange")}</h4>
            <div className="mt-1 text-2xl font-bold text-basalt-950 tabular">
              {formatSalaryRange(certification.salary)}
            </div>
            <p className="text-sm text-basalt-600">{t("levels.salaryNote")}</p>
          </div>
        </div>
      </div>
    </article>
  );
}
