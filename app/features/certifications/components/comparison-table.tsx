import { MoveHorizontal } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { certifications, formatUsd } from "~/content/certifications";
import { cpdRule } from "~/content/cpd-rule";
import { formatSalaryRange } from "~/content/home";
import { formatPercent } from "~/lib/format/format";
import { useLanguage } from "~/lib/i18n/use-language";
import type { LevelTexts } from "~/lib/levels/level-texts";

/** The four certifications side by side: a real table that scrolls inside its own box on small screens. */
export function ComparisonTable({ levels }: { levels: LevelTexts }) {
  const { t } = useTranslation("certifications");
  const language = useLanguage();
  const rows: Array<[label: string, cells: string[]]> = [
    [t("compare.rows.education"), certifications.map((c) => t(`education.${c.eligibility.education}`))],
    [
      t("compare.rows.experience"),
      certifications.map((c) =>
        c.eligibility.experienceYears > 0
          ? t("compare.years", { count: c.eligibility.experienceYears })
          : t("compare.none"),
      ),
    ],
    [t("compare.rows.examFormat"), certifications.map((c) => t(`examFormats.${c.exam.format}`))],
    [t("compare.rows.questions"), certifications.map((c) => String(c.exam.questions))],
    [t("compare.rows.duration"), certifications.map((c) => t("compare.minutes", { minutes: c.exam.durationMinutes }))],
    [t("compare.rows.passingScore"), certifications.map((c) => formatPercent(c.exam.passingScorePercent, language))],
    [t("compare.rows.feeMember"), certifications.map((c) => formatUsd(c.fees.exam.member, language))],
    [t("compare.rows.feeNonMember"), certifications.map((c) => formatUsd(c.fees.exam.nonMember, language))],
    [t("compare.rows.validity"), certifications.map((c) => t("compare.years", { count: c.validityYears }))],
    [t("compare.rows.cpdHours"), certifications.map((c) => String(cpdRule.hoursPerCycle[c.key]))],
    [
      t("compare.rows.renewalFee"),
      certifications.map(
        (c) => `${formatUsd(c.fees.renewal.member, language)} / ${formatUsd(c.fees.renewal.nonMember, language)}`,
      ),
    ],
    [
      t("compare.rows.retakeFee"),
      certifications.map(
        (c) => `${formatUsd(c.fees.retake.member, language)} / ${formatUsd(c.fees.retake.nonMember, language)}`,
      ),
    ],
    [t("compare.rows.salary"), certifications.map((c) => formatSalaryRange(c.salary))],
  ];
  return (
    <div>
      <p className="mb-2 flex items-center gap-2 text-sm text-basalt-600 lg:hidden">
        <MoveHorizontal aria-hidden className="size-4" />
        {t("compare.scrollHint")}
      </p>
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-[var(--radius-card)] border border-basalt-200 bg-white shadow-[var(--shadow-card)]"
      >
        <table className="w-full min-w-[52rem] table-fixed border-collapse text-left text-sm sm:text-base">
          <caption id="compare-caption" className="sr-only">
            {t("compare.caption")}
          </caption>
          <thead>
            <tr className="border-b-2 border-basalt-300 bg-steam-100">
              <th
                scope="col"
                className="sticky left-0 w-36 bg-steam-100 px-4 py-3 font-semibold text-basalt-900 sm:w-48"
              >
                {t("compare.criterion")}
              </th>
              {certifications.map((c) => (
                <th key={c.key} scope="col" className="px-4 py-3 align-bottom font-semibold text-basalt-950">
                  <span className="block text-xs font-semibold tracking-wider text-mineral-700 uppercase">
                    {levels[c.key].level}
                  </span>
                  {levels[c.key].certification}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cells]) => (
              <tr key={label} className="border-b border-basalt-200 bg-white last:border-b-0 even:bg-steam-50">
                <th
                  scope="row"
                  className="sticky left-0 bg-inherit px-4 py-3 font-medium text-basalt-900 shadow-[1px_0_0_var(--color-basalt-200)]"
                >
                  {label}
                </th>
                {cells.map((cell, index) => (
                  <td key={certifications[index]?.key ?? index} className="px-4 py-3 text-basalt-800 tabular">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
