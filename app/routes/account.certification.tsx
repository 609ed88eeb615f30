import { Form, Link } from "react-router";
import type { Route } from "./+types/account.certification";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  APPEAL_WINDOW_DAYS,
  AnswerMoreInfoForm,
  AppealForm,
  AuditEvidenceForm,
  EventText,
  RefereeList,
  dashboardForms,
  isOpen,
  levelKeys,
  withdrawalRefunds,
} from "~/features/applications";
import {
  answerMoreInfo,
  appealDeadline,
  appealDecline,
  applicationInvoice,
  applicationsOf,
  auditEvidenceStates,
  checkDocument,
  readDocumentPost,
  replaceReferee,
  sendAuditEvidence,
  withdrawApplication,
} from "~/features/applications/index.server";
import { requireUser } from "~/features/auth/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { getAppContext } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

const HERE = "/account/certification";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, clock } = getAppContext(context);
  const now = clock.now();
  const date = formatDateFor(context);
  const day = (value: Date | string | null) => (value ? date(value) : null);
  const items = await applicationsOf(db, user.id);
  const applications = await Promise.all(
    items.map(async ({ application: a, events, referees, messages }) => {
      // The appeal window runs from the decision (the row's decidedAt, else the decline in the history).
      const declinedAt = a.decidedAt ?? events.filter((e) => e.toState === "declined").at(-1)?.at ?? null;
      const appealUntil = a.state === "declined" && declinedAt ? appealDeadline(declinedAt) : null;
      return {
        invoice: await applicationInvoice(db, a.id),
        refunds: withdrawalRefunds(a.state),
        open: isOpen(a.state),
        application: {
          id: a.id,
          level: a.level,
          state: a.state,
          createdAt: date(a.createdAt),
          submittedAt: day(a.submittedAt),
          audited: a.audited,
          auditEvidenceDueOn: day(a.auditEvidenceDueOn),
          auditEvidenceAt: day(a.auditEvidenceAt),
          takesAuditEvidence: a.audited && (auditEvidenceStates as readonly string[]).includes(a.state),
          moreInfoDueOn: day(a.moreInfoDueOn),
          eligibleFrom: day(a.eligibleFrom),
          eligibleUntil: day(a.eligibleUntil),
          appealUntil: appealUntil ? date(appealUntil) : null,
          appealOpen: appealUntil !== null && appealUntil >= now,
        },
        events: events.map((e) => ({
          id: e.id,
          action: e.action,
          toState: e.toState,
          reason: e.reason,
          at: date(e.at),
        })),
        referees: referees.map((r) => ({ ...r, expiresAt: date(r.expiresAt) })),
        messages: messages.map((m) => ({ id: m.id, body: m.body, at: date(m.createdAt) })),
      };
    }),
  );
  return {
    messages: pageMessages(context, "applications"),
    levels: levelTexts(context),
    levelKeys,
    appealDays: APPEAL_WINDOW_DAYS,
    applications,
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

/** The answer to a request for more information, with an optional document; back to review. */
async function answer(
  context: Route.ActionArgs["context"],
  form: FormData,
  userId: string,
  value: { applicationId: string; body: string },
  tooLarge: boolean,
) {
  if (tooLarge) return refuseFields(form, { document: "errors.fileTooLarge" }, { status: 413 });
  const upload = form.get("document");
  const file = upload && typeof upload !== "string" && upload.size > 0 ? await checkDocument(upload) : null;
  if (file && !file.ok) return refuseFields(form, { document: file.error });
  const outcome = await answerMoreInfo(getAppContext(context), {
    userId,
    applicationId: value.applicationId,
    body: value.body,
    file: file?.ok ? file : null,
  });
  if (outcome === "notFound") throw new Response("Not found", { status: 404 });
  if (outcome === "refused") return refuseForm(form, "errors.answerRefused", { status: 409 });
  throw redirectWithFlash(context, HERE, { ns: "applications", key: "dashboard.answered" });
}

/** An audited candidate's evidence document. */
async function auditEvidence(
  context: Route.ActionArgs["context"],
  form: FormData,
  userId: string,
  applicationId: string,
  tooLarge: boolean,
) {
  if (tooLarge) return refuseFields(form, { document: "errors.fileTooLarge" }, { status: 413 });
  const file = await checkDocument(form.get("document"));
  if (!file.ok) return refuseFields(form, { document: file.error });
  const outcome = await sendAuditEvidence(getAppContext(context), { userId, applicationId, file });
  if (outcome === "notFound") throw new Response("Not found", { status: 404 });
  if (outcome === "refused") return refuseForm(form, "errors.auditRefused", { status: 409 });
  throw redirectWithFlash(context, HERE, {
    ns: "applications",
    key: "dashboard.auditDone",
    form: `auditEvidence:${applicationId}`,
  });
}

/** An appeal of a decline, within the window, with the candidate's statement. */
async function appeal(
  context: Route.ActionArgs["context"],
  form: FormData,
  userId: string,
  value: { applicationId: string; statement: string },
) {
  const outcome = await appealDecline(getAppContext(context), { userId, ...value });
  if (outcome === "notFound") throw new Response("Not found", { status: 404 });
  if (outcome === "late") return refuseForm(form, "errors.appealLate", { status: 409 });
  if (outcome === "openApplication") return refuseForm(form, "errors.appealOpen", { status: 409 });
  if (outcome === "refused") return refuseForm(form, "errors.appealRefused", { status: 409 });
  throw redirectWithFlash(context, HERE, { ns: "applications", key: "dashboard.appealed" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  // Multipart for the forms that send a document; read up to the document limit.
  const { form, tooLarge } = await readDocumentPost(request);
  const parsed = parseForm(form, dashboardForms);
  if (!parsed.ok) {
    if (tooLarge) parsed.reply.fieldErrors.document = "errors.fileTooLarge";
    return refuse(parsed.reply, { status: tooLarge ? 413 : 400 });
  }
  switch (parsed.value.intent) {
    case "withdraw":
      return withdraw(context, form, user.id, parsed.value.applicationId);
    case "replaceReferee":
      return replace(context, form, user, parsed.value);
    case "answerMoreInfo":
      return answer(context, form, user.id, parsed.value, tooLarge);
    case "auditEvidence":
      return auditEvidence(context, form, user.id, parsed.value.applicationId, tooLarge);
    case "appeal":
      return appeal(context, form, user.id, parsed.value);
  }
}

export default function CertificationDashboard({ loaderData }: Route.ComponentProps) {
  usePageMessages("applications", loaderData.messages);
  const { t } = useTranslation("applications");
  const { t: tCommon } = useTranslation("common");
  const err = useErrorText("applications");
  const withdrawReply = useFormReply("withdraw");
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
              <NeedsList
                items={[
                  ...referees
                    .filter((r) => !r.answer && !r.replaced)
                    .map((r) =>
                      t("dashboard.needRefereeAnswer", {
                        name: r.refereeName,
                        employer: r.employer,
                        date: r.expiresAt,
                      }),
                    ),
                  ...(invoice && invoice.status === "open" ? [t("dashboard.needFee")] : []),
                  ...(a.takesAuditEvidence && !a.auditEvidenceAt && a.auditEvidenceDueOn
                    ? [t("dashboard.needAudit", { date: a.auditEvidenceDueOn })]
                    : []),
                  ...(a.state === "moreInfoRequested" && a.moreInfoDueOn
                    ? [t("dashboard.needMoreInfo", { date: a.moreInfoDueOn })]
                    : []),
                ]}
              />
            ) : null}
            {a.state === "moreInfoRequested" ? (
              <AnswerMoreInfoForm applicationId={a.id} dueOn={a.moreInfoDueOn} />
            ) : null}
            {a.takesAuditEvidence ? (
              <AuditEvidenceForm applicationId={a.id} dueOn={a.auditEvidenceDueOn} sentOn={a.auditEvidenceAt} />
            ) : null}
            {a.state === "declined" && a.appealUntil ? (
              <AppealForm applicationId={a.id} until={a.appealUntil} days={loaderData.appealDays} open={a.appealOpen} />
            ) : null}
            {referees.length ? <RefereeList referees={referees} open={open} /> : null}
            <div>
              <h3 className="font-semibold text-basalt-950">{t("dashboard.history")}</h3>
              <ol className="list-decimal pl-6 text-sm text-basalt-900">
                {events.map((e) => (
                  <li key={e.id}>
                    {e.at}: <EventText action={e.action} toState={e.toState} reason={e.reason} />
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

/** What is still needed, or that nothing is. */
function NeedsList({ items }: { items: string[] }) {
  const { t } = useTranslation("applications");
  return (
    <div>
      <h3 className="font-semibold text-basalt-950">{t("dashboard.needs")}</h3>
      {items.length ? (
        <ul className="list-disc pl-6 text-basalt-900">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="text-basalt-900">{t("dashboard.needsNothing")}</p>
      )}
    </div>
  );
}
