import { useTranslation } from "~/lib/i18n/react";
import { useRouteLoaderData } from "react-router";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { organizationJsonLd } from "~/lib/util/json-ld";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { Hero } from "~/components/home/hero";
import { homeContent } from "~/content/home.server";
import { subscribe } from "~/lib/newsletter/newsletter-action.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { deferred } from "~/components/deferred";
import { pageMessages } from "~/lib/i18n/page-messages.server";

// Below the first screen (the hero): each section's code loads when it comes near the viewport (decision 025).
const AdvisoryBoard = deferred("home/advisory-board", () =>
  import("~/components/home/advisory-board").then((m) => m.AdvisoryBoard),
);
const CareerPathways = deferred("home/career-pathways", () =>
  import("~/components/home/career-pathways").then((m) => m.CareerPathways),
);
const ClosingCta = deferred("home/closing-cta", () =>
  import("~/components/home/closing-cta").then((m) => m.ClosingCta),
);
const Contributors = deferred("home/contributors", () =>
  import("~/components/home/contributors").then((m) => m.Contributors),
);
const Mission = deferred("home/mission", () => import("~/components/home/mission").then((m) => m.Mission));
const Newsletter = deferred("home/newsletter", () => import("~/components/home/newsletter").then((m) => m.Newsletter));
const Roadmap = deferred("home/roadmap", () => import("~/components/home/roadmap").then((m) => m.Roadmap));
const Statistics = deferred("home/statistics", () => import("~/components/home/statistics").then((m) => m.Statistics));

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
