import { Award } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { ContributorLogo } from "~/components/contributor-logo";
import { Section } from "~/components/section";
import type { HomeContent } from "~/content/home.server";
import { routes } from "~/content/site";
import { cn } from "~/lib/util/cn";

const tierIcon = { platinum: "text-platinum", gold: "text-gold", silver: "text-silver" } as const;

export function Contributors({ contributorTiers }: Pick<HomeContent, "contributorTiers">) {
  const { t } = useTranslation("home");
  return (
    <Section id="contributors" heading={t("contributors.heading")} lead={t("contributors.lead")} tone="tinted">
      <div className="grid gap-10">
        {contributorTiers.map((tier) => {
          const tierName = t(`contributors.tiers.${tier.level}`);
          return (
            <section key={tier.level} aria-labelledby={`tier-${tier.level}`}>
              <h3 id={`tier-${tier.level}`} className="flex items-center gap-2 text-lg font-semibold text-basalt-950">
                <Award aria-hidden className={cn("size-5", tierIcon[tier.colour])} />
                {t("contributors.tierLabel", { tier: tierName })}
              </h3>
              <ul
                className={cn(
                  "mt-4 grid gap-4",
                  tier.level === "platinum"
                    ? "sm:grid-cols-3"
                    : tier.level === "gold"
                      ? "sm:grid-cols-3"
                      : "sm:grid-cols-2 lg:grid-cols-4",
                )}
              >
                {tier.companies.map((company) => (
                  <li
                    key={company.name}
                    className={cn(
                      "flex items-center justify-center rounded-[var(--radius-card)] border border-basalt-200 bg-white text-center font-semibold text-basalt-900",
                      "logo" in company ? "h-28 p-6" : tier.level === "gold" ? "h-20 px-4 text-lg" : "h-16 px-4",
                    )}
                  >
                    {"logo" in company ? <ContributorLogo logo={company.logo} name={company.name} /> : company.name}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <div className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-basalt-600">{t("contributors.fictionalNote")}</p>
        <Link
          to={routes.partnersApply}
          className="font-semibold text-mineral-700 underline underline-offset-4 hover:text-mineral-800"
        >
          {t("contributors.become")}
        </Link>
      </div>
    </Section>
  );
}
