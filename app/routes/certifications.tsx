import { ArrowRight, GraduationCap } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/certifications";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { ComparisonTable, LevelCard, CertificationSteps } from "~/features/certifications";
import { PageHeader } from "~/components/page-header";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { certifications } from "~/content/certifications";
import { cpdRuleTextValues } from "~/content/cpd-rule-texts";
import { cpdCategories, cpdRule } from "~/content/cpd-rule";
import { routes } from "~/content/site";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { LevelTexts } from "~/lib/levels/level-texts";
import { levelTexts } from "~/lib/levels/level-texts.server";
import type { loader as rootLoader } from "~/root";

const frameworkPath = "/certification-framework";

/** The same for every visitor of a language: rendered once, served from memory. */
export const headers = sharedPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, "certifications"), levels: levelTexts(context) };
}

const sections = ["levels", "compare", "steps", "renewal"] as const;

export default function Certifications({ loaderData }: Route.ComponentProps) {
  usePageMessages("certifications", loaderData.messages);
  const { t } = useTranslation("certifications");
  const { t: tCommon } = useTranslation();
  const { levels } = loaderData;
  const rule = cpdRuleTextValues();
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <CredentialsJsonLd levels={levels} />
      <PageHeader eyebrow={t("header.eyebrow")} title={t("header.title")} lead={t("header.lead")}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="inverse" size="lg">
            <Link to={routes.eligibility}>
              {t("header.eligibility")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="outline-inverse" size="lg">
            <Link to={routes.trainingQuiz}>{t("header.quiz")}</Link>
          </Button>
          <Button asChild variant="outline-inverse" size="lg">
            <Link to={frameworkPath}>{t("header.framework")}</Link>
          </Button>
        </div>
      </PageHeader>

      <nav aria-labelledby="toc-heading" className="border-b border-basalt-200 bg-steam-100">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-6 lg:px-8">
          <h2 id="toc-heading" className="text-sm font-semibold text-basalt-900">
            {tCommon("page.onThisPage")}
          </h2>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {sections.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="text-sm font-medium text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
                >
                  {t(`toc.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <Section id="levels" heading={t("levels.heading")} lead={t("levels.lead")}>
        <div className="grid gap-8 lg:grid-cols-2">
          {certifications.map((certification, index) => (
            <LevelCard key={certification.key} certification={certification} number={index + 1} levels={levels} />
          ))}
        </div>
      </Section>

      <Section id="compare" heading={t("compare.heading")} lead={t("compare.lead")} tone="tinted">
        <ComparisonTable levels={levels} />
      </Section>

      <Section id="steps" heading={t("steps.heading")} lead={t("steps.lead")}>
        <CertificationSteps />
      </Section>

      <Section id="renewal" heading={t("renewal.heading")} lead={t("renewal.lead", rule)} tone="tinted">
        <div className="grid gap-10 lg:grid-cols-12">
          <p className="text-basalt-800 lg:col-span-6">
            {t("renewal.text", rule)}{" "}
            <Link
              to="/account/cpd"
              className="font-medium text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
            >
              {t("renewal.record")}
            </Link>
            {t("renewal.recordEnd")} {t("renewal.after", rule)}
          </p>
          <div className="lg:col-span-6">
            <h3 className="text-lg font-semibold text-basalt-950">{t("renewal.activitiesHeading")}</h3>
            <ul className="mt-4 divide-y divide-basalt-200 rounded-[var(--radius-card)] border border-basalt-200 bg-white">
              {cpdCategories.map((category) => {
                const cap = cpdRule.caps[category];
                return (
                  <li
                    key={category}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3"
                  >
                    <span className="text-basalt-900">{t(`renewal.activities.${category}`)}</span>
                    <span className="text-sm text-basalt-600 tabular">
                      {cap === undefined ? t("renewal.noLimit") : t("renewal.maxPerCycle", { count: cap })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </Section>

      <section aria-labelledby="cta-heading" className="bg-basalt-900 py-16 text-steam-100 sm:py-20">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="flex max-w-2xl gap-4">
            <GraduationCap aria-hidden className="mt-1 size-8 shrink-0 text-mineral-300" />
            <div>
              <h2 id="cta-heading" className="text-3xl font-bold text-white">
                {t("cta.heading")}
              </h2>
              <p className="mt-3 text-lg text-steam-200">{t("cta.text")}</p>
            </div>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={routes.eligibility}>
                {t("cta.eligibility")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <Link to={routes.trainingQuiz}>{t("cta.quiz")}</Link>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <Link to={frameworkPath}>{t("cta.framework")}</Link>
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}

/** schema.org EducationalOccupationalCredential for each level, with its exam fees as offers. */
function CredentialsJsonLd({ levels }: { levels: LevelTexts }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { t } = useTranslation("certifications");
  const siteUrl = root?.site.siteUrl ?? "";
  const organisation = { "@type": "Organization", name: "GeoCert", url: `${siteUrl}/` };
  const data = certifications.map((certification) => ({
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalCredential",
    "@id": `${siteUrl}/certifications#level-${certification.key}`,
    name: levels[certification.key].certification,
    alternateName: certification.credential,
    description: levels[certification.key].description,
    credentialCategory: "certification",
    educationalLevel: levels[certification.key].level,
    url: `${siteUrl}/certifications#level-${certification.key}`,
    competencyRequired: `${siteUrl}${frameworkPath}?level=${certification.key}`,
    validFor: `P${certification.validityYears}Y`,
    recognizedBy: organisation,
    offers: [
      {
        "@type": "Offer",
        name: t("levels.member"),
        price: certification.fees.exam.member,
        priceCurrency: "USD",
        offeredBy: organisation,
      },
      {
        "@type": "Offer",
        name: t("levels.nonMember"),
        price: certification.fees.exam.nonMember,
        priceCurrency: "USD",
        offeredBy: organisation,
      },
    ],
  }));
  return <JsonLd data={data} />;
}
