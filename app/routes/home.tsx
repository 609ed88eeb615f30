import { useTranslation } from "~/lib/i18n/react";
import { useRouteLoaderData } from "react-router";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { organizationJsonLd } from "~/lib/util/json-ld";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { AdvisoryBoard } from "~/components/home/advisory-board";
import { CareerPathways } from "~/components/home/career-pathways";
import { ClosingCta } from "~/components/home/closing-cta";
import { Contributors } from "~/components/home/contributors";
import { Hero } from "~/components/home/hero";
import { Mission } from "~/components/home/mission";
import { Newsletter } from "~/components/home/newsletter";
import { Roadmap } from "~/components/home/roadmap";
import { Statistics } from "~/components/home/statistics";
import { homeContent } from "~/content/home.server";
import { subscribe } from "~/lib/newsletter/newsletter-action.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** The home page is the same for every visitor of a language: rendered once, served from memory. */
export const headers = sharedPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, "home"), content: homeContent() };
}

/** The newsletter sign-up (app/components/home/newsletter.tsx) is the page's one form. */
export async function action({ request, context }: Route.ActionArgs) {
  return subscribe(request, context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  usePageMessages("home", loaderData.messages);
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const siteUrl = root?.site.siteUrl ?? "";
  const contactEmail = root?.site.contactEmail ?? "";
  const content = loaderData.content;
  return (
    <main id="main">
      <PageMeta title={t("meta.homeTitle")} description={t("meta.homeDescription")} />
      <JsonLd data={organizationJsonLd(siteUrl, t("brand.fullName"), t("footer.tagline"), contactEmail)} />
      <Hero />
      <Mission />
      <Statistics {...content} />
      <CareerPathways />
      <AdvisoryBoard advisoryBoard={content.advisoryBoard} />
      <Contributors contributorTiers={content.contributorTiers} />
      <Roadmap roadmap={content.roadmap} />
      <Newsletter newsletterStats={content.newsletterStats} />
      <ClosingCta />
    </main>
  );
}
