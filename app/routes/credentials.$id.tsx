import { Building2, Lock, ShieldCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, data } from "react-router";
import type { Route } from "./+types/credentials.$id";
import {
  CredentialDownloads,
  CredentialFacts,
  heldCardClass,
  LevelBar,
  LevelEmblem,
  StatusPanel,
  ShareLink,
} from "~/features/credentials";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getUser } from "~/features/auth/index.server";
import { linkedInFor, credentialPage } from "~/features/credentials/index.server";
import { loaderHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

export const headers = loaderHeaders;

/**
 * A credential's page: public once its holder switched it on, otherwise for the holder
 * and admins only (404 to others). The status is read live at every request: never cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await getUser(request, context);
  const page = await credentialPage(context, viewer, params.id);
  return data(
    {
      messages: pageMessages(context, "credentials"),
      ...page,
      staff: !page.viewerIsHolder && !page.credential.publicPage,
      // Downloads (helper "downloads"): for whoever sees the page; LinkedIn for the holder only.
      certificate: pageMessages(context, "certificate"),
      linkedIn: page.viewerIsHolder ? linkedInFor(context, page.credential) : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function CredentialPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("credentials", loaderData.messages);
  const { t } = useTranslation("credentials");
  const { credential, checkedOn, viewerIsHolder, staff } = loaderData;
  const status = t(`statuses.${credential.status}`);
  const title = t("meta.publicTitle", { certification: credential.certification, name: credential.holderName });
  const description = t("meta.publicDescription", {
    name: credential.holderName,
    id: credential.id,
    certification: credential.certification,
    status,
  });
  return (
    <main id="main" className="bg-steam-100">
      <PageMeta title={title} description={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={credential.url} />
      <meta property="og:site_name" content="GeoCert" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {credential.publicPage ? null : <meta name="robots" content="noindex" />}

      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
        {credential.publicPage ? null : (
          <p
            role="note"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-basalt-300 bg-white p-4 text-basalt-800"
          >
            <Lock aria-hidden className="size-4 shrink-0" />
            <span className="flex-1">{staff ? t("page.staffNotice") : t("page.privateNotice")}</span>
            {viewerIsHolder ? (
              <Link to="/account/credentials" className="font-medium text-mineral-800 underline underline-offset-4">
                {t("page.privateAction")}
              </Link>
            ) : null}
          </p>
        )}

        <div className={heldCardClass}>
          <article aria-labelledby="credential-heading">
            <LevelBar levelKey={credential.levelKey} />
            <div className="grid gap-8 p-6 sm:p-10">
              <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
                <LevelEmblem
                  levelKey={credential.levelKey}
                  number={credential.levelNumber}
                  label={t("page.badgeLabel", { level: credential.level })}
                  size={128}
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold tracking-wider text-mineral-700 uppercase">
                    {t("card.levelLabel", { number: credential.levelNumber, level: credential.level })}
                  </p>
                  <h1 id="credential-heading" className="mt-2 text-3xl font-bold text-basalt-950 sm:text-4xl">
                    {credential.certification}
                  </h1>
                  <p className="mt-4 text-sm font-medium text-basalt-600">{t("page.issuedTo")}</p>
                  <p className="text-2xl font-semibold text-basalt-950" data-testid="holder-name">
                    {credential.holderName}
                  </p>
                  <p className="mt-3 inline-flex items-center gap-2 text-basalt-700">
                    <Building2 aria-hidden className="size-4" />
                    {t("page.issuedBy")}
                  </p>
                </div>
              </div>
              <StatusPanel status={credential.status} />
              <CredentialFacts credential={credential} />
              <p className="text-sm text-basalt-600">{t("page.checked", { date: checkedOn })}</p>
            </div>
          </article>
        </div>

        <Card>
          <CredentialDownloads
            id={credential.id}
            linkedIn={loaderData.linkedIn}
            messages={loaderData.certificate}
            headingLevel={2}
          />
        </Card>

        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <section aria-labelledby="verify-heading" className="grid gap-3">
              <h2 id="verify-heading" className="flex items-center gap-2 text-xl font-semibold text-basalt-950">
                <ShieldCheck aria-hidden className="size-5 text-mineral-700" />
                {t("page.verifyHeading")}
              </h2>
              <p className="text-basalt-700">{t("page.verifyText")}</p>
              <Button asChild variant="secondary" className="justify-self-start">
                <Link to={credential.verifyPath} aria-label={t("page.verifyLabel", { id: credential.id })}>
                  {t("page.verifyLink")}
                </Link>
              </Button>
            </section>
          </Card>
          <Card>
            <section aria-labelledby="share-heading" className="grid gap-3">
              <h2 id="share-heading" className="text-xl font-semibold text-basalt-950">
                {t("page.shareHeading")}
              </h2>
              <p className="text-basalt-700">{t("page.shareText")}</p>
              <ShareLink url={credential.url} />
            </section>
          </Card>
        </div>
      </div>
    </main>
  );
}
