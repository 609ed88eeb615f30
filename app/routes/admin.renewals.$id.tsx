import { ArrowLeft } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.renewals.$id";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import {
  RenewalEntries,
  RenewalProgress,
  renewalStatusTone,
  canReviewRenewals,
  renewalReviewForms,
} from "~/features/renewal";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/field";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import {
  approveRenewalFor,
  declineRenewalFor,
  requestEvidenceFor,
  renewalReview,
} from "~/features/renewal/index.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  ensure(canReviewRenewals(await requireUser(request, context)));
  return renewalReview(context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireUser(request, context);
  ensure(canReviewRenewals(admin));
  const form = await request.formData();
  const parsed = parseForm(form, renewalReviewForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "requestEvidence":
      return requestEvidenceFor(context, params.id, form);
    case "approve":
      return approveRenewalFor(context, admin, params.id, form);
    case "decline":
      return declineRenewalFor(context, admin, params.id, parsed.value.reason, form);
  }
}

export default function AdminRenewal({ loaderData }: Route.ComponentProps) {
  usePageMessages("renewal", loaderData.messages);
  const { t } = useTranslation("renewal");
  const err = useErrorText("renewal");
  const navigation = useNavigation();
  const reply = useFormReply("approve");
  const requestReply = useFormReply("requestEvidence");
  const declineReply = useFormReply("decline");
  const { renewal, credential } = loaderData;
  const busy = navigation.state === "submitting";
  const { decline: open, approve: canApprove } = renewal.can;
  const rows: Array<[string, string]> = [
    [t("admin.holder"), [credential.holder, credential.account].filter(Boolean).join(" · ")],
    [t("admin.cycle"), t("admin.cycleValue", { start: renewal.cycleStart, end: renewal.cycleEnd })],
    [t("admin.columns.sent"), renewal.sent],
    [t("admin.conduct"), t("admin.conductValue", { date: renewal.conduct })],
    [
      t("admin.draw"),
      t("admin.drawValue", {
        draw: renewal.auditDraw,
        rate: renewal.auditRate,
        outcome: renewal.audited ? t("admin.sampled") : t("admin.notSampled"),
      }),
    ],
    [t("admin.credentialStatus"), `${t(`admin.credentialStatuses.${credential.status}`)} · ${credential.expiresOn}`],
  ];
  if (renewal.newValidity) {
    rows.push([t("admin.newValidity"), t("admin.cycleValue", renewal.newValidity)]);
  }
  return (
    <>
      <PageMeta title={t("meta.adminDetailTitle", { id: credential.id })} />
      <Link
        to="/admin/renewals"
        className="inline-flex items-center gap-1 text-sm font-medium text-mineral-800 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("admin.back")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold text-basalt-950">{t("admin.detailHeading", { id: credential.id })}</h2>
        <Badge tone={renewalStatusTone[renewal.status]} data-testid="renewal-admin-status">
          {t(`admin.statuses.${renewal.status}`)}
        </Badge>
      </div>
      <p className="mt-1 text-basalt-700">{credential.certification}</p>
      <FormSuccess form="review" className="mt-4" />
      <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-6">
          <Card>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_1fr]">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-sm font-medium text-basalt-600">{label}</dt>
                  <dd className="min-w-0 break-words text-basalt-950">{value}</dd>
                </div>
              ))}
            </dl>
            {renewal.declineReason ? (
              <div className="mt-4">
                <p className="text-sm font-medium text-basalt-600">{t("page.declinedReason")}</p>
                <p className="mt-1 whitespace-pre-line text-basalt-950">{renewal.declineReason}</p>
              </div>
            ) : null}
          </Card>
          <section aria-labelledby="progress-heading" className="grid gap-4">
            <h3 id="progress-heading" className="text-lg font-semibold text-basalt-950">
              {t("page.progressHeading")}
            </h3>
            <RenewalProgress progress={renewal.progress} />
          </section>
          <section aria-labelledby="entries-heading" className="grid gap-4">
            <h3 id="entries-heading" className="text-lg font-semibold text-basalt-950">
              {t("page.entriesHeading")}
            </h3>
            <RenewalEntries entries={renewal.entries} links />
          </section>
        </div>
        <Card className="grid gap-5 self-start">
          <h3 className="text-lg font-semibold text-basalt-950">{t("admin.reviewHeading")}</h3>
          {!open ? (
            <p className="text-basalt-800">
              {renewal.decidedOn ? t("admin.decidedOn", { date: renewal.decidedOn }) : null}
            </p>
          ) : null}
          {renewal.status === "submitted" ? (
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="requestEvidence" />
              <FormAlert message={err(requestReply.formError)} />
              <p className="text-sm text-basalt-700">{t("admin.requestEvidenceText")}</p>
              <Button
                type="submit"
                variant={canApprove ? "secondary" : "primary"}
                className="justify-self-start"
                disabled={busy}
              >
                {t("admin.requestEvidence")}
              </Button>
            </Form>
          ) : null}
          {renewal.status === "inAudit" ? <p className="text-basalt-800">{t("admin.waitingEvidence")}</p> : null}
          {canApprove ? (
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="approve" />
              <FormAlert message={err(reply.formError)} />
              <p className="text-sm text-basalt-700">{t("admin.approveText", { years: loaderData.years })}</p>
              <Button type="submit" className="justify-self-start" disabled={busy}>
                {t("admin.approve")}
              </Button>
            </Form>
          ) : null}
          {open ? (
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="decline" />
              <FormAlert message={err(declineReply.formError)} />
              <TextareaField
                label={t("admin.reason")}
                hint={t("admin.reasonHint")}
                error={err(declineReply.fieldErrors.reason)}
                textareaProps={{
                  name: "reason",
                  rows: 4,
                  maxLength: 2000,
                  required: true,
                  defaultValue: declineReply.values.reason ?? "",
                }}
              />
              <Button type="submit" variant="secondary" className="justify-self-start" disabled={busy}>
                {t("admin.decline")}
              </Button>
            </Form>
          ) : null}
        </Card>
      </div>
    </>
  );
}
