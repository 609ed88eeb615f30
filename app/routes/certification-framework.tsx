import { ArrowRight, Printer } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { Route } from "./+types/certification-framework";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { levelAccent } from "~/lib/levels/level-accent";
import {
  CompetencyListView,
  CompetencyTable,
  FrameworkFilterForm,
  filterMatrix,
  parseFrameworkFilter,
} from "~/features/certifications";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { frameworkDomains, frameworkLevels, getCompetencies } from "~/content/framework";
import { routes } from "~/content/site";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { useHydrated } from "~/lib/util/use-hydrated";

/** The unfiltered page is the same for every visitor of a language (filtered requests skip the cache). */
export const headers = sharedPageHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    messages: pageMessages(context, "framework"),
    levels: levelTexts(context),
    filter: parseFrameworkFilter(new URL(request.url).searchParams),
  };
}

export default function CertificationFramework({ loaderData }: Route.ComponentProps) {
  usePageMessages("framework", loaderData.messages);
  const { t } = useTranslation("framework");
  const { t: tCommon } = useTranslation();
  const hydrated = useHydrated();
  const { filter, levels } = loaderData;
  const visible = filterMatrix(filter);
  const domainName = filter.domain ? tCommon(`skills.${filter.domain}`) : "";
  const levelName = filter.level ? levels[filter.level].level : "";
  const competencyCount = visible.domains.reduce(
    (sum, domain) => sum + visible.levels.reduce((cells, level) => cells + getCompetencies(domain, level).length, 0),
    0,
  );
  const values = {
    domains: frameworkDomains.length,
    levels: frameworkLevels.length,
    domain: domainName,
    level: levelName,
    competencies: t("filters.competencyCount", { count: competencyCount }),
  };
  const status =
    filter.domain && filter.level
      ? t("filters.statusBoth", values)
      : filter.domain
        ? t("filters.statusDomain", values)
        : filter.level
          ? t("filters.statusLevel", values)
          : t("filters.statusAll", values);

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader eyebrow={t("header.eyebrow")} title={t("header.title")} lead={t("header.lead")} print="hidden" />

      {/* In print, a plain title with a note replaces the page header. */}
      <div className="hidden print:mb-4 print:block">
        <p className="text-2xl font-bold text-black">{t("print.title")}</p>
        <p className="text-sm text-black">{t("print.note")}</p>
      </div>

      <section aria-labelledby="intro-heading" className="py-12 sm:py-16 print:hidden">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2 id="intro-heading" className="text-3xl font-bold text-basalt-950 sm:text-4xl">
              {t("intro.heading")}
            </h2>
            <p className="mt-4 text-lg text-basalt-700">{t("intro.text")}</p>
          </div>
          <h3 className="mt-10 text-lg font-semibold text-basalt-950">{t("intro.levelsHeading")}</h3>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {frameworkLevels.map((level, index) => (
              <li
                key={level}
                className="overflow-hidden rounded-[var(--radius-card)] border border-basalt-200 bg-white shadow-[var(--shadow-card)]"
              >
                <div className={`h-1.5 ${levelAccent[level]}`} aria-hidden="true" />
                <div className="p-5">
                  <p className="text-xs font-semibold tracking-wider text-mineral-700 uppercase">
                    {t("intro.levelLabel", { number: index + 1 })} · {levels[level].level}
                  </p>
                  <p className="mt-1 font-semibold text-basalt-950">{levels[level].certification}</p>
                  <p className="mt-2 text-sm text-basalt-700">{t(`levelDescriptors.${level}`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        id="matrix"
        aria-labelledby="matrix-heading"
        className="bg-steam-100 py-12 sm:py-16 print:bg-transparent print:py-0"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 print:max-w-none print:px-0">
          <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
            <h2 id="matrix-heading" className="text-3xl font-bold text-basalt-950 sm:text-4xl">
              {t("matrix.heading")}
            </h2>
            {hydrated ? (
              <Button type="button" variant="secondary" onClick={() => window.print()}>
                <Printer aria-hidden />
                {tCommon("page.print")}
              </Button>
            ) : null}
          </div>
          <div className="mt-6">
            <FrameworkFilterForm filter={filter} levels={levels} />
          </div>
          <p
            role="status"
            className="mt-6 rounded-lg border-l-4 border-mineral-700 bg-white px-4 py-3 font-medium text-basalt-900 print:mt-0 print:border-0 print:px-0"
          >
            {status}
          </p>
          <p className="mt-3 text-sm text-basalt-600 lg:hidden print:hidden">{t("matrix.listHint")}</p>
          <div className="mt-6">
            <CompetencyTable
              domains={visible.domains}
              levels={visible.levels}
              levelTexts={levels}
              caption={[t("matrix.caption"), domainName, levelName].filter(Boolean).join(" — ")}
            />
            <CompetencyListView domains={visible.domains} levels={visible.levels} levelTexts={levels} />
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="py-16 sm:py-20 print:hidden">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="cta-heading" className="text-3xl font-bold text-basalt-950">
            {t("cta.heading")}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-basalt-700">{t("cta.text")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={routes.trainingQuiz}>
                {t("cta.quiz")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={routes.certifications}>{t("cta.certifications")}</Link>
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}
