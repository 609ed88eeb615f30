import { Mail } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { Route } from "./+types/account.credentials";
import { FormSuccess } from "~/components/forms/form-status";
import { CredentialDownloads, ClaimList, HeldCredentialCard, canClaimCredentials } from "~/features/credentials";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { myCredentialForms } from "~/features/registry";
import {
  linkedInFor,
  claimCredentialFor,
  myCredentialsPage,
  switchPublicPage,
} from "~/features/credentials/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

export const headers = privateFormHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const page = await myCredentialsPage(context, user);
  return {
    messages: pageMessages(context, "credentials"),
    ...page,
    // Downloads (helper "downloads"): the links' words and LinkedIn's form per credential.
    certificate: pageMessages(context, "certificate"),
    linkedIn: Object.fromEntries(page.held.map((credential) => [credential.id, linkedInFor(context, credential)])),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, myCredentialForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "claim":
      ensure(canClaimCredentials(user));
      return claimCredentialFor(context, user, form, parsed.value);
    case "publicPage":
      return switchPublicPage(context, user, form, parsed.value);
  }
}

export default function MyCredentials({ loaderData }: Route.ComponentProps) {
  usePageMessages("credentials", loaderData.messages);
  const { t } = useTranslation("credentials");
  const { held, claimable, email } = loaderData;
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("mine.title")} lead={t("mine.lead")} trail={[[t("mine.account"), "/account"]]} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        <FormSuccess form="claim" />
        {claimable.length > 0 ? <ClaimList email={email} credentials={claimable} /> : null}
        <section aria-labelledby="held-heading" className="grid gap-6">
          <h2 id="held-heading" className="text-2xl font-semibold text-basalt-950">
            {t("mine.heldHeading")}
          </h2>
          {held.length === 0 ? (
            <EmptyState
              message={t("mine.empty")}
              action={
                <>
                  <p className="max-w-prose text-basalt-700">{t("mine.emptyHelp", { email })}</p>
                  <Button asChild variant="secondary" size="sm">
                    <Link to="/contact">
                      <Mail aria-hidden />
                      {t("mine.contact")}
                    </Link>
                  </Button>
                </>
              }
            />
          ) : (
            <ul className="grid gap-6">
              {held.map((credential) => (
                <li key={credential.id}>
                  <HeldCredentialCard
                    credential={credential}
                    downloads={
                      <CredentialDownloads
                        id={credential.id}
                        linkedIn={loaderData.linkedIn[credential.id] ?? null}
                        messages={loaderData.certificate}
                        headingLevel={4}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
