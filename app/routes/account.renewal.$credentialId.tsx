import { BookOpenCheck, RefreshCw } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/account.renewal.$credentialId";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { RenewalEntries, RenewalProgress, renewalStatusTone, canRenew, renewalForms } from "~/features/renewal";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField } from "~/components/ui/field";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { evidenceReadyFor, heldCredentialOr404, submitRenewalFor, renewalPage } from "~/features/renewal/index.server";

export const headers = privateFormHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const credential = await heldCredentialOr404(context, user, params.credentialId);
  return renewalPage(context, credential);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const credential = await heldCredentialOr404(context, user, params.credentialId);
  ensure(canRenew(user, credential));
  const form = await request.formData();
  const parsed = parseForm(form, renewalForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "submit":
      return submitRenewalFor(context, credential, form);
    case "evidenceReady":
      return evidenceReadyFor(context, user, credential.id, parsed.value.renewalId, form);
  }
}

export default function RenewalPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("renewal", loaderData.messages);
  const { t } = useTranslation("renewal");
  const err = useErrorText("renewal");
  const navigation = useNavigation();
  const submitReply = useFormReply("submit");
  const readyReply = useFormReply("evidenceReady");
  const { credential, lead, phase, phaseCount, dates, progress, renewal, can } = loaderData;
  const busy = navigation.state === "submitting";
  return (
    <main id="main">
      <PageMeta title={t("meta.title", { id: credential.id })} description={t("meta.description")} />
      <PageHeader
        title={t("page.title")}
        lead={t(`page.lead.${lead.standing}`, {
          certification: credential.certification,
          id: credential.id,
          date: lead.date,
          until: lead.until,
        })}
        trail={[[t("page.credentials"), "/account/credentials"]]}
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <p
          className="rounded-[var(--radius-card)] border border-basalt-200 bg-steam-100 p-4 text-basalt-900"
          data-testid="renewal-phase"
        >
          {t(`page.phase.${phase}`, { date: credential.expiresOn, ...dates, count: phaseCount })}
        </p>

        {renewal ? (
          <Card className="grid gap-4" data-testid="renewal-status">
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-xl font-semibold text-basalt-950">{t("page.statusHeading")}</h2>
              <Badge tone={renewalStatusTone[renewal.status]}>
                {t(`page.status.${renewal.status}`, { date: renewal.newExpiresOn ?? "" })}
              </Badge>
            </div>
            <FormSuccess form="submit" />
            <FormSuccess form="evidenceReady" />
            <p className="text-sm text-basalt-700">{t("page.sentOn", { date: renewal.sentOn })}</p>
            {renewal.status === "declined" && renewal.declineReason ? (
              <div>
                <p className="font-medium text-basalt-900">{t("page.declinedReason")}</p>
                <blockquote className="mt-1 border-l-4 border-magma-600 pl-3 whitespace-pre-line text-basalt-900">
                  {renewal.declineReason}
                </blockquote>
                {can.submit ? <p className="mt-2 text-sm text-basalt-700">{t("page.renewAgain")}</p> : null}
              </div>
            ) : null}
            {renewal.status === "inAudit" ? (
              <div className="grid gap-4">
                <p className="text-basalt-900">{t("page.auditText")}</p>
                <RenewalEntries entries={renewal.entries} links={false} />
                <div className="flex flex-wrap gap-3">
                  <Button asChild variant="secondary">
                    <Link to="/account/cpd">
                      <BookOpenCheck aria-hidden />
                      {t("page.ledger")}
                    </Link>
                  </Button>
                  <Form method="post">
                    <input type="hidden" name="intent" value="evidenceReady" />
                    <input type="hidden" name="renewalId" value={renewal.id} />
                    <FormAlert message={err(readyReply.formError)} />
                    <Button type="submit" disabled={busy}>
                      {t("page.evidenceReady")}
                    </Button>
                  </Form>
                </div>
              </div>
            ) : null}
          </Card>
        ) : null}

        {phase !== "closed" && phase !== "blocked" ? (
          <section aria-labelledby="progress-heading" className="grid gap-4">
            <h2 id="progress-heading" className="text-2xl font-semibold text-basalt-950">
              {t("page.progressHeading")}
            </h2>
            <p className="text-basalt-700" data-testid="renewal-window">
              {progress.window === "cycle"
                ? t("page.progressText", { start: progress.start, end: progress.end })
                : t(`page.progressToday.${progress.window}`, { start: progress.start, expired: credential.expiresOn })}
            </p>
            <RenewalProgress progress={progress} />
            <div>
              <Button asChild variant="secondary">
                <Link to="/account/cpd">
                  <BookOpenCheck aria-hidden />
                  {t("page.ledger")}
                </Link>
              </Button>
            </div>
          </section>
        ) : null}

        {can.submit ? (
          <section aria-labelledby="submit-heading" className="grid gap-4">
            <h2 id="submit-heading" className="text-2xl font-semibold text-basalt-950">
              {t("page.submitHeading")}
            </h2>
            <div>
              <h3 className="font-semibold text-basalt-950">{t("page.feeHeading")}</h3>
              <p className="text-basalt-800">
                {t("page.fee", { certification: credential.certification, fee: loaderData.fee })}
              </p>
            </div>
            <p className="text-basalt-800">{t("page.submitText")}</p>
            {can.send ? (
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="intent" value="submit" />
                <FormAlert message={err(submitReply.formError)} />
                <CheckboxField
                  label={t("page.conduct")}
                  error={err(submitReply.fieldErrors.conduct)}
                  inputProps={{ name: "conduct", required: true }}
                />
                <Button type="submit" className="justify-self-start" disabled={busy}>
                  <RefreshCw aria-hidden />
                  {t("page.submit")}
                </Button>
              </Form>
            ) : (
              <p className="font-medium text-basalt-900">{t("page.notMetYet")}</p>
            )}
          </section>
        ) : null}
      </div>
    </main>
  );
}
