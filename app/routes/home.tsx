import { useTranslation } from "~/lib/i18n/react";
import { useRouteLoaderData } from "react-router";
import { JsonLd, PageMeta } from "~/components/page-meta";
import { organizationJsonLd } from "~/lib/util/json-ld";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";
import { sharedPageHeaders } from "~/lib/http/route-headers";
import { Hero } from "~/components/home/hero";
import { deferred } from "~/components/deferred";
import { homeContent } from "~/content/home.server";
import { subscribe } from "~/features/newsletter/index.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** Below the hero: its code loads after the first screen's (decision 025); the server renders it in full. */
const BelowFirstScreen = deferred("home/below-first-screen", () =>
  import("~/components/home/below-first-screen").then((m) => m.HomeBelowFirstScreen),
);

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
      <BelowFirstScreen content={content} />
    </main>
  );
}
