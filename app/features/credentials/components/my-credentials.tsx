import type * as React from "react";
import { BadgeCheck, Eye, EyeOff, ExternalLink, Globe, Lock, RefreshCw } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { ShownCredential } from "~/features/credentials/holders.server";
import { useFormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { CredentialFacts, heldCardClass, LevelBar, LevelEmblem, StatusPanel } from "./credential-parts";

export type ClaimableCredential = {
  id: string;
  certification: string;
  level: string;
  levelKey: string;
  issuedOn: string;
  expiresOn: string;
  holderName: string;
};

/** Credentials issued to the member's verified address that nobody holds yet: one "claim" form each. */
export function ClaimList({ email, credentials }: { email: string; credentials: ClaimableCredential[] }) {
  const { t } = useTranslation("credentials");
  const err = useErrorText("credentials");
  const reply = useFormReply("claim");
  return (
    <section aria-labelledby="claim-heading" className="grid gap-4">
      <div>
        <h2 id="claim-heading" className="text-2xl font-semibold text-basalt-950">
          {t("claim.heading")}
        </h2>
        <p className="mt-1 text-basalt-700">{t("claim.text", { email })}</p>
      </div>
      <FormAlert message={err(reply.formError)} />
      <ul className="grid gap-3">
        {credentials.map((credential) => (
          <li
            key={credential.id}
            data-claimable={credential.id}
            className="flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] border border-sulphur-500/60 bg-sulphur-100/40 p-4"
          >
            <div className="min-w-0">
              <p className="font-semibold text-basalt-950">{credential.certification}</p>
              <p className="text-sm text-basalt-700">
                <span className="font-mono">{credential.id}</span> · {credential.holderName} · {credential.issuedOn} –{" "}
                {credential.expiresOn}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="claim" />
              <input type="hidden" name="id" value={credential.id} />
              <Button type="submit" size="sm" aria-label={t("claim.submitLabel", { id: credential.id })}>
                <BadgeCheck aria-hidden />
                {t("claim.submit")}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One credential the member holds: level, live status, facts, its public page switch and links. */
export function HeldCredentialCard({
  credential,
  downloads,
}: {
  credential: ShownCredential;
  downloads?: React.ReactNode;
}) {
  const { t } = useTranslation("credentials");
  const err = useErrorText("credentials");
  const form = `publicPage:${credential.id}`;
  const reply = useFormReply("publicPage");
  const refused = reply.values.id === credential.id ? err(reply.formError) : null;
  const headingId = `credential-${credential.id}-heading`;
  const action = credential.publicPage ? t("publicPage.switchOff") : t("publicPage.switchOn");
  return (
    <div className={heldCardClass} data-credential={credential.id}>
      <article aria-labelledby={headingId}>
        <LevelBar levelKey={credential.levelKey} />
        <div className="grid gap-6 p-6 sm:p-8">
          <div className="flex flex-wrap items-start gap-5">
            <LevelEmblem levelKey={credential.levelKey} number={credential.levelNumber} size={80} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold tracking-wider text-mineral-700 uppercase">
                {t("card.levelLabel", { number: credential.levelNumber, level: credential.level })}
              </p>
              <h3 id={headingId} className="mt-1 text-xl font-semibold text-basalt-950 sm:text-2xl">
                {credential.certification}
              </h3>
              <p className="mt-1 text-basalt-700">
                {t("card.holder")}: {credential.holderName}
              </p>
            </div>
          </div>
          <StatusPanel status={credential.status} />
          <CredentialFacts credential={credential} />
          {credential.renewal !== "none" ? (
            // Renewal: the window is open, or a renewal is under review.
            <p className="flex flex-wrap items-center gap-3" data-testid="renewal-link">
              {credential.renewal === "underReview" ? (
                <Badge tone="sulphur">{t("renewal.underReview")}</Badge>
              ) : (
                <Badge tone="mineral">{t("renewal.open")}</Badge>
              )}
              <Link
                to={`/account/renewal/${credential.id}`}
                aria-label={t("renewal.renewLabel", { id: credential.id })}
                className="inline-flex items-center gap-1 font-medium text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
              >
                <RefreshCw aria-hidden className="size-4" />
                {t("renewal.renew")}
              </Link>
            </p>
          ) : null}

          <div className="grid gap-3 rounded-lg bg-steam-100 p-4">
            <h4 className="flex items-center gap-2 font-semibold text-basalt-950">
              {credential.publicPage ? (
                <Globe aria-hidden className="size-4 text-mineral-700" />
              ) : (
                <Lock aria-hidden className="size-4 text-basalt-600" />
              )}
              {t("publicPage.heading")}
            </h4>
            <p className="text-basalt-800" data-testid="public-page-state">
              {credential.publicPage ? t("publicPage.on") : t("publicPage.off")}
            </p>
            <FormSuccess form={form} />
            <FormAlert message={refused} />
            <div className="flex flex-wrap items-center gap-3">
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="publicPage" />
                <input type="hidden" name="id" value={credential.id} />
                <input type="hidden" name="on" value={credential.publicPage ? "off" : "on"} />
                <Button
                  type="submit"
                  size="sm"
                  variant={credential.publicPage ? "secondary" : "primary"}
                  aria-label={t("publicPage.switchLabel", { action, id: credential.id })}
                >
                  {credential.publicPage ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                  {action}
                </Button>
              </Form>
              <Link
                to={credential.path}
                aria-label={
                  credential.publicPage
                    ? t("publicPage.openLabel", { id: credential.id })
                    : t("publicPage.previewLabel", { id: credential.id })
                }
                className="inline-flex items-center gap-1 font-medium text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
              >
                <ExternalLink aria-hidden className="size-4" />
                {credential.publicPage ? t("publicPage.open") : t("publicPage.preview")}
              </Link>
            </div>
            {credential.publicPage ? (
              <p className="text-sm break-all text-basalt-700">
                <span className="sr-only">{t("page.shareLabel")}: </span>
                {credential.url}
              </p>
            ) : null}
          </div>
          {downloads}
        </div>
      </article>
    </div>
  );
}
