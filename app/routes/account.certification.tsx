import { Link } from "react-router";
import type { Route } from "./+types/account.certification";
import { FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { APPEAL_WINDOW_DAYS, ApplicationCard, dashboardForms, levelKeys } from "~/features/applications";
import {
  answerMoreInfo,
  appealDecline,
  candidateDashboard,
  checkDocument,
  readDocumentPost,
  replaceReferee,
  sendAuditEvidence,
  withdrawApplication,
} from "~/features/applications/index.server";
import { requireUser } from "~/features/auth/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { parseForm, refuse, refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { getAppContext } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

const HERE = "/account/certification";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return {
    messages: pageMessages(context, "applications"),
    levels: levelTexts(context),
    levelKeys,
    appealDays: APPEAL_WINDOW_DAYS,
    applications: await candidateDashboard(getAppContext(context), user.id, formatDateFor(context)),
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
        {/* An approved application's exam is booked, moved and sat from the exams page. */}
        {applications.some((item) => item.application.state === "approved") ? (
          <p>
            <Button asChild>
              <Link to="/account/exams">{t("dashboard.examsLink")}</Link>
            </Button>
          </p>
        ) : null}
        {applications.map((item) => (
          <ApplicationCard
            key={item.application.id}
            item={item}
            levelName={levelName(item.application.level)}
            appealDays={loaderData.appealDays}
          />
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
