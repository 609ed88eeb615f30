import { Form, Link } from "react-router";
import type { Route } from "./+types/account.certification";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, SelectField } from "~/components/ui/field";
import { dashboardForms, isOpen, levelKeys, withdrawalRefunds } from "~/features/applications";
import {
  applicationInvoice,
  applicationsOf,
  replaceReferee,
  withdrawApplication,
} from "~/features/applications/index.server";
import { requireUser } from "~/features/auth/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { languages } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { getAppContext } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

const HERE = "/account/certification";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  const items = await applicationsOf(db, user.id);
  const withInvoices = await Promise.all(
    items.map(async (item) => ({
      ...item,
      invoice: await applicationInvoice(db, item.application.id),
      refunds: withdrawalRefunds(item.application.state),
      open: isOpen(item.application.state),
    })),
  );
  return {
    messages: pageMessages(context, "applications"),
    levels: levelTexts(context),
    levelKeys,
    applications: withInvoices.map(({ application: a, ...rest }) => ({
      ...rest,
      application: {
        id: a.id,
        level: a.level,
        state: a.state,
        createdAt: a.createdAt.toISOString().slice(0, 10),
        submittedAt: a.submittedAt ? a.submittedAt.toISOString().slice(0, 10) : null,
        auditEvidenceDueOn: a.auditEvidenceDueOn,
        moreInfoDueOn: a.moreInfoDueOn,
        eligibleFrom: a.eligibleFrom,
        eligibleUntil: a.eligibleUntil,
      },
      events: rest.events.map((e) => ({
        id: e.id,
        action: e.action,
        toState: e.toState,
        reason: e.reason,
        at: e.at.toISOString().slice(0, 10),
      })),
      referees: rest.referees.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString().slice(0, 10) })),
      messages: rest.messages.map((m) => ({ id: m.id, body: m.body, at: m.createdAt.toISOString().slice(0, 10) })),
    })),
  };
}

/** Withdraw one's own application; the feature refuses what the state machine does not allow. */
async function withdraw(context: Route.ActionArgs["context"], form: FormData, userId: string, applicationId: string) {
  const outcome = await withdrawApplication(getAppContext(context), { userId, applicationId });
  if (outcome === "notFound") throw new Response("Not found", { status: 404 });
  if (outcome === "refused") return refuseForm(form, "errors.withdraw", { status: 409 });
  throw redirectWithFlash(context, HERE, { ns: "applications", key: "dashboard.withdrawn" });
}

/** Ask another referee in place of one who has not answered. */
async function replace(
  context: Route.ActionArgs["context"],
  form: FormData,
  user: { id: string; name: string; email: string },
  value: { requestId: string; refereeName: string; refereeEmail: string; refereeLanguage: string },
) {
  const outcome = await replaceReferee(getAppContext(context), {
    user,
    requestId: value.requestId,
    referee: { name: value.refereeName, email: value.refereeEmail, language: value.refereeLanguage },
  });
  if (outcome === "notFound") throw new Response("Not found", { status: 404 });
  if (outcome === "ownEmail") return refuseFields(form, { refereeEmail: "errors.ownEmail" });
  if (outcome === "refused") return refuseForm(form, "errors.replace", { status: 409 });
  throw redirectWithFlash(context, HERE, { ns: "applications", key: "dashboard.replaced" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, dashboardForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "withdraw":
      return withdraw(context, form, user.id, parsed.value.applicationId);
    case "replaceReferee":
      return replace(context, form, user, parsed.value);
  }
}

export default function CertificationDashboard({ loaderData }: Route.ComponentProps) {
  usePageMessages("applications", loaderData.messages);
  const { t } = useTranslation("applications");
  const { t: tCommon } = useTranslation("common");
  const err = useErrorText("applications");
  const withdrawReply = useFormReply("withdraw");
  const replaceReply = useFormReply("replaceReferee");
  const { applications, levels } = loaderData;
  const levelName = (key: string) => (levels as Record<string, { certification: string }>)[key]?.certification ?? key;
  return (
    <main id="main">
      <PageMeta title={t("meta.dashboardTitle")} description={t("dashboard.lead")} />
      <PageHeader
        title={t("dashboard.title")}
        lead={t("dashboard.lead")}
        trail={[[tCommon("session.account"), "/account"]]}
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <FormSuccess form="withdraw" />
        <FormSuccess form="replaceReferee" />
        {applications.length === 0 ? <p className="text-basalt-900">{t("dashboard.none")}</p> : null}
        {applications.map(({ application: a, events, referees, messages, invoice, refunds, open }) => (
          <Card key={a.id} className="grid gap-4" data-testid="application">
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-xl font-semibold text-basalt-950">{levelName(a.level)}</h2>
              <Badge>{t(`states.${a.state}`)}</Badge>
            </div>
            <p className="text-sm text-basalt-700">
              {t("dashboard.startedOn", { date: a.createdAt })}
              {a.submittedAt ? ` · ${t("dashboard.submittedOn", { date: a.submittedAt })}` : ""}
            </p>
            {a.state === "draft" ? (
              <Button asChild>
                <Link to={`/account/certification/apply/${a.level}`}>{t("dashboard.continue")}</Link>
              </Button>
            ) : null}
            {a.eligibleFrom && a.eligibleUntil ? (
              <p className="text-basalt-900">
                {t("dashboard.window", { from: a.eligibleFrom, until: a.eligibleUntil })}
              </p>
            ) : null}
            {open && a.state !== "draft" ? (
              <div>
                <h3 className="font-semibold text-basalt-950">{t("dashboard.needs")}</h3>
                <ul className="list-disc pl-6 text-basalt-900">
                  {referees
                    .filter((r) => !r.answer && !r.replaced)
                    .map((r) => (
                      <li key={r.id}>
                        {t("dashboard.needRefereeAnswer", {
                          name: r.refereeName,
                          employer: r.employer,
                          date: r.expiresAt,
                        })}
                      </li>
                    ))}
                  {invoice && invoice.status === "open" ? <li>{t("dashboard.needFee")}</li> : null}
                  {a.auditEvidenceDueOn ? <li>{t("dashboard.needAudit", { date: a.auditEvidenceDueOn })}</li> : null}
                  {a.state === "moreInfoRequested" && a.moreInfoDueOn ? (
                    <li>{t("dashboard.needMoreInfo", { date: a.moreInfoDueOn })}</li>
                  ) : null}
                </ul>
              </div>
            ) : null}
            {referees.length ? (
              <div>
                <h3 className="font-semibold text-basalt-950">{t("dashboard.referees")}</h3>
                <ul className="grid gap-3">
                  {referees.map((r) => (
                    <li key={r.id} className="grid gap-2">
                      <span>
                        {r.refereeName} ({r.employer}):{" "}
                        {r.replaced
                          ? t("dashboard.refereeReplacedNote")
                          : r.answer === "confirmed"
                            ? t("dashboard.refereeConfirmed")
                            : r.answer === "disputed"
                              ? t("dashboard.refereeDisputed")
                              : t("dashboard.refereePending")}
                      </span>
                      {open && !r.answer && !r.replaced ? (
                        <details>
                          <summary className="cursor-pointer text-sm font-medium">{t("dashboard.replace")}</summary>
                          <Form method="post" className="mt-2 grid gap-3">
                            <h4 className="font-medium">{t("dashboard.replaceHeading", { employer: r.employer })}</h4>
                            <input type="hidden" name="intent" value="replaceReferee" />
                            <input type="hidden" name="requestId" value={r.id} />
                            <FormAlert
                              message={replaceReply.values.requestId === r.id ? err(replaceReply.formError) : null}
                            />
                            <Field
                              label={t("apply.experience.refereeName")}
                              error={
                                replaceReply.values.requestId === r.id
                                  ? err(replaceReply.fieldErrors.refereeName)
                                  : null
                              }
                              inputProps={{
                                name: "refereeName",
                                required: true,
                                defaultValue:
                                  replaceReply.values.requestId === r.id ? replaceReply.values.refereeName : "",
                              }}
                            />
                            <Field
                              label={t("apply.experience.refereeEmail")}
                              error={
                                replaceReply.values.requestId === r.id
                                  ? err(replaceReply.fieldErrors.refereeEmail)
                                  : null
                              }
                              inputProps={{
                                name: "refereeEmail",
                                type: "email",
                                required: true,
                                defaultValue:
                                  replaceReply.values.requestId === r.id ? replaceReply.values.refereeEmail : "",
                              }}
                            />
                            <SelectField
                              label={t("apply.experience.refereeLanguage")}
                              options={languages.map((l) => ({ value: l.code, label: l.name }))}
                              selectProps={{ name: "refereeLanguage", defaultValue: "en" }}
                            />
                            <Button type="submit" variant="secondary">
                              {t("dashboard.replace")}
                            </Button>
                          </Form>
                        </details>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div>
              <h3 className="font-semibold text-basalt-950">{t("dashboard.history")}</h3>
              <ol className="list-decimal pl-6 text-sm text-basalt-900">
                {events.map((e) => (
                  <li key={e.id}>
                    {e.at}: {e.toState ? t(`states.${e.toState}`) : e.action}
                    {e.reason ? ` — ${e.reason}` : ""}
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="font-semibold text-basalt-950">{t("dashboard.messages")}</h3>
              {messages.length ? (
                <ul className="grid gap-2">
                  {messages.map((m) => (
                    <li key={m.id} className="whitespace-pre-line text-basalt-900">
                      {m.at}: {m.body}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-basalt-700">{t("dashboard.noMessages")}</p>
              )}
            </div>
            {invoice ? (
              <p>
                {t("dashboard.invoice")}: <a href={`/account/invoices/${invoice.id}.pdf`}>{invoice.number}</a> ·{" "}
                <Link to="/account/invoices">{t("dashboard.invoices")}</Link>
              </p>
            ) : null}
            {open ? (
              <Form method="post" className="grid gap-2">
                <input type="hidden" name="intent" value="withdraw" />
                <input type="hidden" name="applicationId" value={a.id} />
                <p className="text-sm text-basalt-700">
                  {refunds
                    ? t("dashboard.withdrawRefund")
                    : a.state === "draft"
                      ? t("dashboard.refundRule")
                      : t("dashboard.withdrawNoRefund")}
                </p>
                <FormAlert
                  message={withdrawReply.values.applicationId === a.id ? err(withdrawReply.formError) : null}
                />
                <Button type="submit" variant="secondary">
                  {t("dashboard.withdraw")}
                </Button>
              </Form>
            ) : null}
          </Card>
        ))}
        <div className="grid gap-2">
          <p className="text-sm text-basalt-700">{t("dashboard.refundRule")}</p>
          <div className="flex flex-wrap gap-3">
            {loaderData.levelKeys.map((level) => (
              <Button key={level} asChild variant="secondary">
                <Link to={`/certifications/eligibility?level=${level}`}>
                  {t("dashboard.check")}: {levelName(level)}
                </Link>
              </Button>
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}
