import { ArrowRight, Award, Check, FileSpreadsheet, Minus, SearchCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { Route } from "./+types/partners";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { ContributorLogo } from "~/components/contributor-logo";
import { Faq } from "~/components/faq";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { contributorTiers } from "~/content/home.server";
import { joinSteps, partnerBenefits, partnersFaq, tierOrder, verificationTools } from "~/content/partners";
import { routes } from "~/content/site";
import { formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useLanguage } from "~/lib/i18n/use-language";
import { cn } from "~/lib/util/cn";

/** The same for every visitor of a language: rendered once, served from memory. */
export const headers = sharedPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, "partners"), contributorTiers };
}

const tierIcon = { platinum: "text-platinum", gold: "text-gold", silver: "text-silver" } as const;
const toolIcons = { verify: SearchCheck, bulkVerify: FileSpreadsheet } as const;

export default function Partners({ loaderData }: Route.ComponentProps) {
  usePageMessages("partners", loaderData.messages);
  const { contributorTiers } = loaderData;
  const { t } = useTranslation("partners");
  const language = useLanguage();
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader eyebrow={t("header.eyebrow")} title={t("header.title")} lead={t("header.lead")}>
        <Button asChild variant="inverse" size="lg">
          <Link to={routes.partnersApply}>
            {t("join.apply")}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </PageHeader>

      <Section id="contributors" heading={t("tiers.heading")} lead={t("tiers.lead")}>
        <div className="grid gap-10">
          {contributorTiers.map((tier) => (
            <section key={tier.level} aria-labelledby={`tier-${tier.level}`}>
              <h3 id={`tier-${tier.level}`} className="flex items-center gap-2 text-xl font-semibold text-basalt-950">
                <Award aria-hidden className={cn("size-5", tierIcon[tier.colour])} />
                {t("tiers.tierLabel", { tier: t(`tiers.names.${tier.level}`) })}
              </h3>
              <ul
                className={cn(
                  "mt-4 grid gap-4",
                  tier.level === "silver" ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3",
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
          ))}
        </div>
        <p className="mt-8 text-sm text-basalt-600">{t("tiers.fictionalNote")}</p>
      </Section>

      <Section id="benefits" heading={t("benefits.heading")} lead={t("benefits.lead")} tone="tinted">
        <div
          role="region"
          aria-label={t("benefits.caption")}
          tabIndex={0}
          className="relative overflow-x-auto rounded-[var(--radius-card)] border border-basalt-200 bg-white shadow-[var(--shadow-card)]"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left">
            <caption className="sr-only">{t("benefits.caption")}</caption>
            <thead className="bg-basalt-900 text-white">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("benefits.benefit")}
                </th>
                {tierOrder.map((tier) => (
                  <th key={tier} scope="col" className="px-4 py-3 text-center font-semibold">
                    <span className="inline-flex items-center gap-1.5">
                      <Award aria-hidden className={cn("size-4", tierIcon[tier])} />
                      {t(`tiers.names.${tier}`)}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {partnerBenefits.map((row) => (
                <tr key={row.key} className="border-t border-basalt-200 even:bg-steam-50">
                  <th scope="row" className="px-4 py-3 font-medium text-basalt-900">
                    {t(`benefits.rows.${row.key}`)}
                  </th>
                  {tierOrder.map((tier) => {
                    const value = row[tier] as boolean | number;
                    return (
                      <td key={tier} className="px-4 py-3 text-center">
                        {typeof value === "number" ? (
                          <span className="tabular font-semibold text-basalt-900">
                            {t("benefits.perYear", { value: formatInteger(value, language) })}
                          </span>
                        ) : value ? (
                          <span className="inline-flex items-center justify-center">
                            <Check aria-hidden className="size-5 text-mineral-700" />
                            <span className="sr-only">{t("benefits.included")}</span>
                          </span>
                        ) : (
                          <span className="inline-flex items-center justify-center">
                            <Minus aria-hidden className="size-5 text-basalt-400" />
                            <span className="sr-only">{t("benefits.notIncluded")}</span>
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 max-w-3xl text-sm text-basalt-600">{t("benefits.note")}</p>
      </Section>

      <Section id="join" heading={t("join.heading")} lead={t("join.lead")}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {joinSteps.map((step, index) => (
            <li key={step}>
              <Card className="h-full">
                <span
                  aria-hidden="true"
                  className="tabular flex size-10 items-center justify-center rounded-full bg-magma-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-basalt-950">{t(`join.steps.${step}.title`)}</h3>
                <p className="mt-2 text-basalt-700">{t(`join.steps.${step}.text`)}</p>
              </Card>
            </li>
          ))}
        </ol>
        <Button asChild size="lg" className="mt-8">
          <Link to={routes.partnersApply}>
            {t("join.apply")}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </Section>

      <Section id="verification" heading={t("tools.heading")} lead={t("tools.lead")} tone="tinted">
        <ul className="grid gap-6 md:grid-cols-2">
          {verificationTools.map((tool) => {
            const Icon = toolIcons[tool.key];
            return (
              <li key={tool.key}>
                <Card className="flex h-full flex-col">
                  <Icon aria-hidden className="size-8 text-mineral-700" />
                  <h3 className="mt-4 text-xl font-semibold text-basalt-950">{t(`tools.items.${tool.key}.title`)}</h3>
                  <p className="mt-2 flex-1 text-basalt-700">{t(`tools.items.${tool.key}.text`)}</p>
                  <Link
                    to={tool.to}
                    className="mt-4 inline-flex items-center gap-1.5 font-semibold text-mineral-700 underline underline-offset-4 hover:text-mineral-800"
                  >
                    {t(`tools.items.${tool.key}.link`)}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="partner-faq" heading={t("faq.heading")} lead={t("faq.lead")}>
        <Faq
          items={partnersFaq.map((key) => ({
            id: key,
            question: t(`faq.items.${key}.question`),
            answer: t(`faq.items.${key}.answer`),
          }))}
        />
      </Section>
    </main>
  );
}
