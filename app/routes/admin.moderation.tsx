import { useTranslation } from "~/lib/i18n/react";
import type { Route } from "./+types/admin.moderation";
import { AdminHeading } from "~/features/admin";
import { FormSuccess } from "~/components/forms/form-status";
import { ModerationDiscussions, ModerationQueue, moderationForms } from "~/features/forum";
import { PageMeta } from "~/components/page-meta";
import { requireRole } from "~/features/auth/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { moderationPage, reviewPost, setDiscussion } from "~/features/forum/index.server";
import { usePageMessages } from "~/lib/i18n/page-messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  return moderationPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ["admin"]);
  const form = await request.formData();
  const parsed = parseForm(form, moderationForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const input = parsed.value;
  switch (input.intent) {
    case "hide":
    case "restore":
      return reviewPost(request, context, user, input);
    case "pin":
    case "unpin":
    case "lock":
    case "unlock":
      return setDiscussion(request, context, user, input);
  }
}

export default function AdminModeration({ loaderData }: Route.ComponentProps) {
  usePageMessages("forum", loaderData.messages);
  const { t } = useTranslation("forum");
  return (
    <>
      <PageMeta title={t("meta.moderationTitle")} />
      <AdminHeading title={t("moderation.heading")} text={t("moderation.text")} />
      <FormSuccess form="moderation" className="mt-4" />
      <ModerationQueue data={loaderData} />
      <ModerationDiscussions data={loaderData} />
    </>
  );
}
