import { useTranslation } from "~/lib/i18n/react";
import type { Route } from "./+types/admin.newsletter.new";
import { AdminHeading } from "~/features/admin";
import { IssueForm, newIssueForms } from "~/features/newsletter";
import { PageMeta } from "~/components/page-meta";
import { requireRole } from "~/features/auth/index.server";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { loaderHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { createIssueAction } from "~/features/newsletter/index.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  return { messages: pageMessages(context, "newsletter"), submission: newSubmissionToken() };
}

export const headers = loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ["admin"]);
  const form = await request.formData();
  const parsed = parseForm(form, newIssueForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "create":
      return createIssueAction(context, form, user.id, parsed.value);
  }
}

export default function NewIssue({ loaderData }: Route.ComponentProps) {
  usePageMessages("newsletter", loaderData.messages);
  const { t } = useTranslation("newsletter");
  const reply = useFormReply("create");
  return (
    <>
      <PageMeta title={t("issue.newTitle")} />
      <div className="mb-6">
        <AdminHeading title={t("issue.newHeading")} text={t("admin.text")} />
      </div>
      <IssueForm intent="create" versions={[]} reply={reply} submission={loaderData.submission} />
    </>
  );
}
