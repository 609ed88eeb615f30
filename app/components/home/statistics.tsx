import { TrendingUp } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Section } from "~/components/section";
import type { HomeContent } from "~/content/home.server";
import { formatFigure } from "~/lib/format/format";
import { useLanguage } from "~/lib/i18n/use-language";

export function Statistics({
  headlineStats,
  ecosystemStats,
  researchStats,
}: Pick<HomeContent, "headlineStats" | "ecosystemStats" | "researchStats">) {
  const { t } = useTranslation("home");
  const language = useLanguage();
  const claims = {
    industryPartners: t("stats.claims.industryPartners"),
    academicInstitutions: t("stats.claims.academicInstitutions"),
    jobPlacements: t("stats.claims.jobPlacements"),
  } as Record<string, string>;
  return (
    <Section id="statistics" heading={t("stats.heading")} lead={t("stats.lead")} tone="dark">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-[var(--radius-card)] bg-white/10 lg:grid-cols-4">
        {headlineStats.map((figure) => (
          <div key={figure.key} className="flex flex-col gap-2 bg-basalt-900 p-6 sm:p-8">
            <dt className="text-steam-200">{t(`stats.headline.${figure.key}`)}</dt>
            <dd className="order-first text-4xl font-bold text-white tabular sm:text-5xl">
              {formatFigure(figure, language)}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-14 grid gap-12 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <h3 className="text-xl font-semibold text-white">{t("stats.ecosystemHeading")}</h3>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {ecosystemStats.map((figure) => (
              <div key={figure.key} className="flex flex-col gap-1 rounded-lg border border-white/10 p-5">
                <dt className="text-steam-200">{t(`stats.ecosystem.${figure.key}`)}</dt>
                <dd className="order-first text-3xl font-bold text-white tabular">{formatFigure(figure, language)}</dd>
                {claims[figure.key] ? (
                  <dd className="mt-2 flex items-center gap-1.5 text-sm text-mineral-300">
                    <TrendingUp aria-hidden className="size-4 shrink-0" />
                    {claims[figure.key]}
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </div>
        <div className="lg:col-span-5">
          <h3 className="text-xl font-semibold text-white">{t("stats.researchHeading")}</h3>
          <dl className="mt-6 grid gap-4">
            {researchStats.map((figure) => (
              <div key={figure.key} className="flex items-center gap-5 rounded-lg bg-white/5 p-5">
                <dt className="text-steam-100">{t(`stats.research.${figure.key}`)}</dt>
                <dd className="order-first w-24 shrink-0 text-3xl font-bold text-magma-400 tabular">
                  {formatFigure(figure, language)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}
