import { BadgeCheck, BookOpen, ClipboardCheck, RefreshCw, ShieldCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/about";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { Faq } from "~/components/faq";
import { InitialsAvatar } from "~/components/initials-avatar";
import { OnThisPage } from "~/components/on-this-page";
import { PageHeader } from "~/components/page-header";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { Section } from "~/components/section";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { aboutFaq, aboutSections, certificationSteps, independencePoints, standards, values } from "~/content/about";
import { boardOfDirectors } from "~/content/about.server";
import { advisoryBoard } from "~/content/home.server";
import { cpdRuleTextValues } from "~/content/cpd-rule-texts";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import type { loader as rootLoader } from "~/root";

/** The same for every visitor of a language: rendered once, served from memory. */
export const headers = sharedPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, "about"), boardOfDirectors, advisoryBoard };
}

const stepIcons = { book: BookOpen, clipboard: ClipboardCheck, badge: BadgeCheck, refresh: RefreshCw } as const;

export default function About({ loaderData }: Route.ComponentProps) {
  usePageMessages("about", loaderData.messages);
  const { boardOfDirectors, advisoryBoard } = loaderData;
  const { t } = useTranslation("about");
  // The CPD rule's figures: the texts interpolate them, never restate them.
  const rule = cpdRuleTextValues();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const siteUrl = root?.site.siteUrl ?? "";
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: t("brand.fullName", { ns: "common" }),
          alternateName: t("brand.name", { ns: "common" }),
          url: siteUrl || undefined,
          logo: siteUrl ? `${siteUrl}/favicon.svg` : undefined,
          description: t("meta.description"),
          email: root?.site.contactEmail,
          knowsAbout: ["Geothermal energy", "Personnel certification", "ISO/IEC 17024"],
          member: boardOfDirectors.map((person) => ({
            "@type": "OrganizationRole",
            roleName: t(`governance.directorRoles.${person.role}`),
            member: { "@type": "Person", name: person.name },
          })),
        }}
      />
      <PageHeader eyebrow={t("header.eyebrow")} title={t("header.title")} lead={t("header.lead")} />
      <OnThisPage links={aboutSections.map((id) => ({ id, label: t(`toc.${id}`) }))} />

      <Section id="who-we-are" heading={t("who.heading")} lead={t("who.lead")}>
        <div className="grid gap-6 md:grid-cols-2">
          {(["mission", "vision"] as const).map((key) => (
            <Card key={key} className="border-l-4 border-l-magma-600">
              <h3 className="text-xl font-semibold text-basalt-950">{t(`who.${key}.title`)}</h3>
              <p className="mt-2 text-basalt-700">{t(`who.${key}.text`)}</p>
            </Card>
          ))}
        </div>
        <h3 className="mt-12 text-2xl font-semibold text-basalt-950">{t("who.values.title")}</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((key) => (
            <li key={key}>
              <h4 className="font-semibold text-basalt-950">{t(`who.values.items.${key}.title`)}</h4>
              <p className="mt-1 text-sm text-basalt-700">{t(`who.values.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="governance" heading={t("governance.heading")} lead={t("governance.lead")} tone="tinted">
        <h3 className="text-2xl font-semibold text-basalt-950">{t("governance.directorsHeading")}</h3>
        <p className="mt-2 max-w-3xl text-basalt-700">{t("governance.directorsLead")}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {boardOfDirectors.map((person, index) => (
            <li key={person.name}>
              <Card className="flex h-full gap-4">
                <InitialsAvatar initials={person.initials} index={index} />
                <div className="min-w-0">
                  <h4 className="font-semibold text-basalt-950">{person.name}</h4>
                  <p className="text-sm font-medium text-magma-700">{t(`governance.directorRoles.${person.role}`)}</p>
                  <p className="mt-3">
                    <Badge tone="mineral">{t(`governance.backgrounds.${person.background}`)}</Badge>
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <h3 className="mt-14 text-2xl font-semibold text-basalt-950">{t("governance.advisoryHeading")}</h3>
        <p className="mt-2 max-w-3xl text-basalt-700">{t("governance.advisoryLead")}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {advisoryBoard.map((member, index) => (
            <li key={member.name}>
              <Card className="flex h-full gap-4">
                <InitialsAvatar initials={member.initials} index={index + 1} />
                <div className="min-w-0">
                  <h4 className="font-semibold text-basalt-950">{member.name}</h4>
                  <p className="text-sm font-medium text-magma-700">{t(`governance.advisoryRoles.${member.role}`)}</p>
                  <p className="mt-1 text-sm text-basalt-700">{member.affiliation}</p>
                  <p className="mt-3">
                    <Badge tone="mineral">{t(`governance.expertise.${member.expertise}`)}</Badge>
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-basalt-600">{t("governance.fictionalNote")}</p>
      </Section>

      <Section id="independence" heading={t("independence.heading")} lead={t("independence.lead")}>
        <div className="grid gap-10 lg:grid-cols-2">
          <blockquote className="self-start border-l-4 border-mineral-700 pl-6 text-lg text-basalt-800">
            <p>{t("independence.statement")}</p>
          </blockquote>
          <div>
            <h3 className="text-xl font-semibold text-basalt-950">{t("independence.pointsHeading")}</h3>
            <ul className="mt-4 grid gap-4">
              {independencePoints.map((key) => (
                <li key={key} className="flex gap-3 text-basalt-700">
                  <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-mineral-700" />
                  <span>{t(`independence.points.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="how-it-works" heading={t("process.heading")} lead={t("process.lead")} tone="tinted">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {certificationSteps.map((step, index) => {
            const Icon = stepIcons[step.icon];
            return (
              <li key={step.key}>
                <Card className="h-full">
                  <span className="flex size-12 items-center justify-center rounded-full bg-magma-50 text-magma-700">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <p className="mt-4 text-sm font-semibold tracking-wider text-basalt-600 uppercase">
                    {t("process.stepLabel", { number: index + 1 })}
                  </p>
                  <h3 className="mt-1 text-xl font-semibold text-basalt-950">{t(`process.steps.${step.key}.title`)}</h3>
                  <p className="mt-2 text-basalt-700">{t(`process.steps.${step.key}.text`, rule)}</p>
                </Card>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id="standards" heading={t("standards.heading")} lead={t("standards.lead")}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {standards.map((standard) => (
            <li key={standard.key}>
              <Card className="h-full">
                <Badge tone={standard.status === "workingTowards" ? "sulphur" : "mineral"}>
                  {t(`standards.status.${standard.status}`)}
                </Badge>
                <h3 className="mt-3 text-xl font-semibold text-basalt-950">
                  {t(`standards.items.${standard.key}.title`)}
                </h3>
                <p className="mt-2 text-basalt-700">{t(`standards.items.${standard.key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-basalt-600">{t("standards.note")}</p>
      </Section>

      <Section id="faq" heading={t("faq.heading")} lead={t("faq.lead")} tone="tinted">
        <Faq
          items={aboutFaq.map((key) => ({
            id: key,
            question: t(`faq.items.${key}.question`),
            answer: t(`faq.items.${key}.answer`, rule),
          }))}
        />
      </Section>
    </main>
  );
}
