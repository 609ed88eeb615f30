import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/admin.newsletter.$id";
import { AdminHeading } from "~/features/admin";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { IssueForm, issueForms } from "~/features/newsletter";
import { useRefreshWhile } from "~/lib/util/use-refresh-while";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";
import {
  countActiveSubscribers,
  getIssue,
  issueProgress,
  previewIssue,
  saveIssue,
  sendIssue,
  renderIssue,
  versionFor,
} from "~/features/newsletter/index.server";
import { requireRole } from "~/features/auth/index.server";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { formatInteger } from "~/lib/format/format";
import { loaderHeaders } from "~/lib/http/route-headers";
import { isLanguageCode, languages } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

async function loadIssue(request: Request, context: Route.LoaderArgs["context"], id: string) {
  await requireRole(request, context, ["admin"]);
  const issue = await getIssue(getAppContext(context).db, id).catch(() => null);
  if (!issue) throw data({ reason: "not-found" }, { status: 404 });
  return issue;
}

/** One issue: its words (editable while a draft), a preview as the mail looks, send, progress. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const issue = await loadIssue(request, context, params.id);
  const { db, config } = getAppContext(context);
  // The preview is drawn when asked for (the Preview button), in the language asked for.
  const wanted = new URL(request.url).searchParams.get("preview");
  const previewLanguage = wanted && isLanguageCode(wanted) ? wanted : "en";
  const version = wanted ? versionFor(issue.versions, previewLanguage) : undefined;
  const preview = version
    ? await renderIssue(version, previewLanguage, config.siteUrl, `${config.siteUrl}/unsubscribe`)
    : null;
  const language = getRequestLanguage(context);
  const progress = await issueProgress(db, issue.id);
  return {
    messages: pageMessages(context, "newsletter"),
    issue: { id: issue.id, status: issue.status, versions: issue.versions },
    subject: issue.versions.find((v) => v.language === "en")?.subject ?? "",
    preview: preview
      ? { language: previewLanguage, html: preview.html, fallback: version?.language !== previewLanguage }
      : null,
    progress: {
      ...progress,
      sentText: formatInteger(progress.sent, language),
      totalText: formatInteger(progress.total, language),
    },
    subscribers: formatInteger(await countActiveSubscribers(db), language),
  };
}

export const headers = loaderHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const issue = await loadIssue(request, context, params.id);
  const form = await request.formData();
  const parsed = parseForm(form, issueForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "save":
      return saveIssue(context, form, issue, parsed.value);
    case "preview":
      return previewIssue(issue, parsed.value.language);
    case "send":
      return sendIssue(context, form, issue);
  }
}

export default function AdminIssue({ loaderData }: Route.ComponentProps) {
  usePageMessages("newsletter", loaderData.messages);
  const { t } = useTranslation("newsletter");
  const err = useErrorText("newsletter");
  const actionData = useActionData<typeof action>();
  const { issue, preview, progress } = loaderData;
  const draft = issue.status === "draft";
  const sendReply = formReply(actionData, "send");
  const percent = progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  // While sending, the bar follows the batches (every 3 s); it stops when the issue is sent.
  useRefreshWhile(issue.status === "sending");
  const previewName = languages.find((l) => l.code === preview?.language)?.name ?? "";
  return (
    <>
      <PageMeta title={t("issue.editTitle")} />
      <p className="mb-4">
        <Link to="/admin/newsletter" className="font-medium text-mineral-800 underline underline-offset-4">
          {t("issue.back")}
        </Link>
      </p>
      <AdminHeading title={loaderData.subject || t("issue.editHeading")} text={t(`admin.status.${issue.status}`)} />

      {!draft ? (
        <section aria-labelledby="progress-heading" className="mt-6 grid max-w-3xl gap-2">
          <h3 id="progress-heading" className="text-lg font-semibold text-basalt-950">
            {t("issue.progressLabel")}
          </h3>
          <FormSuccess form="send" />
          <progress
            className="h-3 w-full accent-mineral-700"
            max={Math.max(progress.total, 1)}
            value={progress.sent}
            aria-labelledby="progress-heading"
          >
            {percent}%
          </progress>
          <p className="text-sm text-basalt-700">
            {t("issue.progress", { sent: progress.sentText, total: progress.totalText })}
          </p>
          <p className="text-sm text-basalt-700">{t("issue.readOnly")}</p>
        </section>
      ) : (
        <div className="mt-6">
          <IssueForm intent="save" versions={issue.versions} reply={formReply(actionData, "save")} />
        </div>
      )}

      <section aria-labelledby="preview-heading" id="preview" className="mt-10 grid max-w-3xl gap-3">
        <h3 id="preview-heading" className="text-lg font-semibold text-basalt-950">
          {t("issue.previewHeading")}
        </h3>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="preview" />
          <label className="grid gap-1 text-sm font-medium text-basalt-900">
            {t("issue.previewLanguage")}
            <select
              name="language"
              defaultValue={preview?.language ?? "en"}
              className="h-10 rounded-md border border-basalt-300 bg-white px-2"
            >
              {languages.map((l) => (
                <option key={l.code} value={l.code} lang={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary">
            {t("issue.previewHeading")}
          </Button>
        </Form>
        {preview?.fallback ? <p className="text-sm text-basalt-700">{t("issue.previewFallback")}</p> : null}
        {preview ? (
          <iframe
            title={t("issue.previewFrame", { language: previewName })}
            srcDoc={preview.html}
            sandbox=""
            className="h-[36rem] w-full rounded-md border border-basalt-200 bg-white"
          />
        ) : null}
      </section>

      {draft ? (
        <section aria-labelledby="send-heading" className="mt-10 grid max-w-3xl gap-3">
          <h3 id="send-heading" className="text-lg font-semibold text-basalt-950">
            {t("issue.sendHeading")}
          </h3>
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="send" />
            <FormAlert message={err(sendReply.formError, sendReply.formErrorValues)} />
            <p className="text-basalt-800">{t("issue.sendText", { count: loaderData.subscribers })}</p>
            <CheckboxField
              label={t("issue.confirm")}
              error={err(sendReply.fieldErrors.confirm)}
              inputProps={{ name: "confirm", value: "yes", required: true }}
            />
            <Button type="submit" className="justify-self-start">
              {t("issue.send")}
            </Button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
