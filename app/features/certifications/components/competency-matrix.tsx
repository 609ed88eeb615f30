import { useTranslation } from "~/lib/i18n/react";
import { levelAccent } from "~/lib/levels/level-accent";
import { frameworkLevels, getCompetencies, type FrameworkDomain, type FrameworkLevel } from "~/content/framework";
import type { LevelTexts } from "~/lib/levels/level-texts";

type MatrixProps = {
  domains: readonly FrameworkDomain[];
  levels: readonly FrameworkLevel[];
  levelTexts: LevelTexts;
  caption: string;
};

const levelNumber = (level: FrameworkLevel) => frameworkLevels.indexOf(level) + 1;

function CompetencyList({ domain, level }: { domain: FrameworkDomain; level: FrameworkLevel }) {
  const { t } = useTranslation("framework");
  return (
    <ul className="grid gap-2" data-competencies={`${domain}.${level}`}>
      {getCompetencies(domain, level).map((competency) => (
        <li key={competency.id} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-mineral-600 print:bg-basalt-900" />
          <span>{t(competency.messageKey)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Wide screens and print: domains as rows, levels as columns. */
export function CompetencyTable({ domains, levels, levelTexts, caption }: MatrixProps) {
  const { t } = useTranslation("framework");
  const { t: tCommon } = useTranslation();
  return (
    <div className="hidden overflow-hidden rounded-[var(--radius-card)] border border-basalt-200 bg-white shadow-[var(--shadow-card)] lg:block print:block print:rounded-none print:border-0 print:shadow-none">
      <table className="w-full table-fixed border-collapse text-left text-sm print:text-[9pt]" data-matrix="table">
        <caption className="border-b border-basalt-200 bg-steam-100 px-4 py-3 text-left text-sm font-medium text-basalt-800 print:bg-transparent print:px-0">
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-basalt-300">
            <th scope="col" className="w-44 px-4 py-3 align-bottom font-semibold text-basalt-900 print:w-32 print:px-2">
              {t("matrix.domainColumn")}
            </th>
            {levels.map((level) => (
              <th key={level} scope="col" className="px-4 py-3 align-bottom font-semibold text-basalt-950 print:px-2">
                <span aria-hidden="true" className={`mb-2 block h-1 w-10 rounded-full ${levelAccent[level]}`} />
                <span className="block text-xs tracking-wider text-mineral-700 uppercase print:text-basalt-900">
                  {t("intro.levelLabel", { number: levelNumber(level) })} · {levelTexts[level].level}
                </span>
                {levelTexts[level].certification}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {domains.map((domain) => (
            <tr key={domain} className="border-b border-basalt-200 last:border-b-0 print:break-inside-avoid">
              <th
                scope="row"
                className="bg-steam-50 px-4 py-4 align-top font-semibold text-basalt-950 print:bg-transparent print:px-2"
              >
                {tCommon(`skills.${domain}`)}
              </th>
              {levels.map((level) => (
                <td key={level} className="px-4 py-4 align-top text-basalt-800 print:px-2 print:text-black">
                  <CompetencyList domain={domain} level={level} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Small screens: one block per domain, the levels listed in order; no sideways scrolling. */
export function CompetencyListView({ domains, levels, levelTexts }: Omit<MatrixProps, "caption">) {
  const { t } = useTranslation("framework");
  const { t: tCommon } = useTranslation();
  return (
    <div className="grid gap-6 lg:hidden print:hidden" data-matrix="list">
      {domains.map((domain) => (
        <section
          key={domain}
          aria-labelledby={`domain-${domain}-heading`}
          className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-5 shadow-[var(--shadow-card)]"
        >
          <h3 id={`domain-${domain}-heading`} className="text-lg font-semibold text-basalt-950">
            {tCommon(`skills.${domain}`)}
          </h3>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            {levels.map((level) => (
              <div key={level} className="border-l-4 border-basalt-200 pl-4">
                <h4 className="text-sm font-semibold text-basalt-900">
                  <span className="text-mineral-700">{t("intro.levelLabel", { number: levelNumber(level) })}</span>
                  {" · "}
                  {levelTexts[level].level}
                </h4>
                <div className="mt-2 text-sm text-basalt-800">
                  <CompetencyList domain={domain} level={level} />
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
