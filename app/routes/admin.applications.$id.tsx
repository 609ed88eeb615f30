import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.applications.$id";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField, TextareaField } from "~/components/ui/field";
import { FormSuccess } from "~/components/forms/form-status";
import { getApplication, updateApplication } from "~/features/registry/index.server";
import {
  decisionOf,
  invitationOf,
  approveApplication,
  declineApplication,
  resendInvitation,
} from "~/features/partners/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { requireUser, type SessionUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { applicationReviewForms, reviewStatuses } from "~/features/admin";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { canResendInvitation, canReviewApplications, applicationStatusTone as statusTone } from "~/features/registry";
import { formatDateFor } from "~/lib/format/date-words.server";
import { languageNameOf } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { referenceOf } from "~/lib/mail/site-mail.server";
import { DecisionPanel } from "~/features/partners";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  ensure(canReviewApplications(user));
  const { db } = getAppContext(context);
  const application = await getApplication(db, params.id);
  if (!application) throw data(null, { status: 404 });
  const formatDate = formatDateFor(context);
  const [decision, invitation] = await Promise.all([decisionOf(db, application.id), invitationOf(db, application.id)]);
  return {
    messages: pageMessages(context, "partnerApply"),
    decision: decision && {
      decision: decision.decision,
      outcome: decision.outcome,
      reason: decision.reason,
      date: formatDate(decision.decidedAt),
      expires: invitation ? formatDate(invitation.expiresAt) : "",
      expired: invitation ? invitation.expiresAt <= new Date() : false,
      accepted: invitation?.acceptedAt ? formatDate(invitation.acceptedAt) : null,
      // The count the resend form carries back, and when the current link was sent if sent again.
      sends: invitation?.sends ?? 0,
      resent: invitation && invitation.sends > 1 ? formatDate(invitation.sentAt) : null,
      mayResend: canResendInvitation(user, invitation && { accepted: invitation.acceptedAt !== null }),
    },
    application: {
      ...application,
      // With the reference quoted in the applicant's confirmation mail.
      received: `${formatDate(application.createdAt)} · ${referenceOf("P", application.id)}`,
      languageName: languageNameOf(application.language),
      createdAt: undefined,
      updatedAt: undefined,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireUser(request, context);
  ensure(canReviewApplications(admin));
  const form = await request.formData();
  const parsed = parseForm(form, applicationReviewForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "review":
      return saveReview(context, params.id, parsed.value);
    case "approve":
      return approve(context, form, admin, params.id);
    case "decline":
      return decline(context, form, admin, params.id, parsed.value.reason);
    case "resend":
      return resend(context, form, admin, params.id, parsed.value.sends);
  }
}

type Context = Route.ActionArgs["context"];

/** Stores the review's status and notes (a decided application keeps its status); back with a flash. */
async function saveReview(
  context: Context,
  id: string,
  review: { status?: (typeof reviewStatuses)[number]; notes: string },
) {
  const { db } = getAppContext(context);
  const [application, decided] = await Promise.all([getApplication(db, id), decisionOf(db, id)]);
  if (!application) throw data(null, { status: 404 });
  const status = decided ? decided.decision : (review.status ?? application.status);
  if (!(await updateApplication(db, id, { status, notes: review.notes }))) throw data(null, { status: 404 });
  throw redirectWithFlash(context, `/admin/applications/${id}`, {
    ns: "partnerApply",
    key: "admin.saved",
    form: "review",
  });
}

function decisionDeps(context: Context) {
  const { db, mailer, config } = getAppContext(context);
  return { db, mailer, siteUrl: config.siteUrl };
}

/** Approves (docs/decisions/034): the role or an invitation, and one mail, however often it is posted. */
async function approve(context: Context, form: FormData, admin: SessionUser, id: string) {
  const result = await approveApplication(decisionDeps(context), { applicationId: id, adminId: admin.id });
  if (!result.ok) {
    if (result.error === "notFound") throw data(null, { status: 404 });
    return refuseForm(form, "decision.decided", { status: 409 });
  }
  const application = await getApplication(getAppContext(context).db, id);
  throw redirectWithFlash(context, `/admin/applications/${id}`, {
    ns: "partnerApply",
    key: result.outcome === "granted" ? "decision.granted" : "decision.invited",
    values: { email: application?.email ?? "" },
    form: "approve",
  });
}

/** Declines with the staff's reason, mailed to the applicant once. */
async function decline(context: Context, form: FormData, admin: SessionUser, id: string, reason: string) {
  const result = await declineApplication(decisionDeps(context), { applicationId: id, adminId: admin.id, reason });
  if (!result.ok) {
    if (result.error === "notFound") throw data(null, { status: 404 });
    return refuseForm(form, "decision.decided", { status: 409 });
  }
  throw redirectWithFlash(context, `/admin/applications/${id}`, {
    ns: "partnerApply",
    key: "decision.declined",
    form: "decline",
  });
}

/**
 * Sends the invitation again (docs/decisions/034): a new link, or the role when a confirmed account
 * has the address by now. `sends` is the count the page showed; a post from a page that showed an
 * earlier one (a double click, another admin) gets the first post's answer and sends nothing.
 */
async function resend(context: Context, form: FormData, admin: SessionUser, id: string, sends: number) {
  const invitation = await invitationOf(getAppContext(context).db, id);
  const repeat = invitation !== null && invitation.sends !== sends;
  if (!repeat) ensure(canResendInvitation(admin, invitation && { accepted: invitation.acceptedAt !== null }));
  const result = await resendInvitation(decisionDeps(context), { applicationId: id, sends });
  if (!result.ok) {
    if (result.error === "notFound") throw data(null, { status: 404 });
    return refuseForm(form, result.error === "accepted" ? "decision.alreadyAccepted" : "decision.noInvitation", {
      status: 409,
    });
  }
  const application = await getApplication(getAppContext(context).db, id);
  throw redirectWithFlash(context, `/admin/applications/${id}`, {
    ns: "partnerApply",
    key: result.outcome === "granted" ? "decision.granted" : "decision.resent",
    values: { email: application?.email ?? "" },
    form: "resend",
  });
}

export default function AdminApplication({ loaderData }: Route.ComponentProps) {
  usePageMessages("partnerApply", loaderData.messages);
  const { t } = useTranslation("partnerApply");
  const err = useErrorText("partnerApply");
  const navigation = useNavigation();
  const reply = useFormReply("review");
  const say = t as unknown as (key: string) => string;
  const { application } = loaderData;
  const rows: Array<[string, React.ReactNode]> = [
    [t("admin.type"), say(`types.${application.organisationType}`)],
    [t("admin.tier"), say(`tiers.${application.tier}`)],
    [t("admin.country"), application.country],
    [
      t("admin.website"),
      application.website ? (
        <a
          href={application.website}
          rel="noopener noreferrer nofollow"
          target="_blank"
          className="break-all text-mineral-800 underline underline-offset-4"
        >
          {application.website}
        </a>
      ) : (
        t("review.none")
      ),
    ],
    [t("admin.contact"), application.contactName],
    [t("admin.role"), application.contactRole ?? t("review.none")],
    [
      t("admin.email"),
      <a
        key="email"
        href={`mailto:${application.email}`}
        className="break-all text-mineral-800 underline underline-offset-4"
      >
        {application.email}
      </a>,
    ],
    [t("admin.phone"), application.phone ?? t("review.none")],
    [t("admin.language"), application.languageName],
    [t("admin.received"), application.received],
    [
      t("admin.areas"),
      application.areas.length ? application.areas.map((a) => say(`areas.${a}`)).join(", ") : t("review.none"),
    ],
  ];
  return (
    <>
      <PageMeta title={t("meta.adminDetailTitle", { organisation: application.organisation })} />
      <Link
        to="/admin/applications"
        className="inline-flex items-center gap-1 text-sm font-medium text-mineral-800 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("admin.back")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold text-basalt-950">{application.organisation}</h2>
        <Badge tone={statusTone[application.status]}>{t(`admin.statuses.${application.status}`)}</Badge>
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_22rem]">
        <Card>
          <h3 className="text-lg font-semibold text-basalt-950">{t("admin.details")}</h3>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-basalt-600">{label}</dt>
                <dd className="text-basalt-950">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 text-lg font-semibold text-basalt-950">{t("admin.contribution")}</h3>
          <p className="mt-2 whitespace-pre-line text-basalt-900">{application.contribution}</p>
        </Card>
        <Card className="self-start">
          <h3 className="text-lg font-semibold text-basalt-950">{t("admin.review")}</h3>
          <FormSuccess form="review" className="mt-3" />
          <Form method="post" className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="review" />
            {loaderData.decision ? null : (
              <SelectField
                label={t("admin.status")}
                options={reviewStatuses.map((status) => ({ value: status, label: t(`admin.statuses.${status}`) }))}
                selectProps={{ name: "status", defaultValue: reply.values.status ?? application.status }}
              />
            )}
            <TextareaField
              label={t("admin.notes")}
              hint={t("admin.notesHint")}
              error={err(reply.fieldErrors.notes)}
              textareaProps={{
                name: "notes",
                rows: 6,
                maxLength: 5000,
                defaultValue: reply.values.notes ?? application.notes,
              }}
            />
            <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
              {t("admin.save")}
            </Button>
          </Form>
          <DecisionPanel decision={loaderData.decision} />
        </Card>
      </div>
    </>
  );
}
