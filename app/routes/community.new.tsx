import { Send } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/community.new";
import { loaderHeaders } from "~/lib/http/route-headers";
import { DiscussionTitleField, PostBodyField, newDiscussionForm, slugPattern, mayStartIn } from "~/features/forum";
import { FormAlert } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, SelectField } from "~/components/ui/field";
import { listForumCategories, startDiscussion, categoryText } from "~/features/forum/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireUser } from "~/features/auth/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { useFormReply } from "~/lib/forms/submission";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";

/** The loader's Cache-Control: pages that differ per member are never stored by shared caches. */
export const headers = loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  const messages = pageMessages(context, "forum");
  const language = getRequestLanguage(context);
  const requested = new URL(request.url).searchParams.get("category") ?? "";
  const categories = (await listForumCategories(db)).filter((c) => mayStartIn(user, c));
  return data(
    {
      messages,
      category: categories.some((c) => c.slug === requested) && slugPattern.test(requested) ? requested : "",
      categories: categories.map((c) => ({ value: c.slug, label: categoryText(messages, c, language).name })),
      submission: newSubmissionToken(),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, newDiscussionForm);
  if (!parsed.ok) return refuse({ ...parsed.reply, formError: "errors.form" });
  return startDiscussion(context, user, form, parsed.value);
}

export default function NewDiscussion({ loaderData }: Route.ComponentProps) {
  usePageMessages("forum", loaderData.messages);
  const { t } = useTranslation("forum");
  const err = useErrorText("forum");
  const reply = useFormReply("discussion");
  const navigation = useNavigation();
  const errors = reply.fieldErrors;
  const values = reply.values;
  return (
    <main id="main">
      <PageMeta title={t("meta.newTitle")} description={t("meta.description")} />
      <PageHeader
        title={t("editor.newHeading")}
        lead={t("editor.newLead")}
        trail={[[t("header.title"), "/community"]]}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Card>
          <Form method="post" className="grid gap-5" noValidate>
            <input type="hidden" name="intent" value="discussion" />
            <FormAlert message={err(reply.formError, reply.formErrorValues)} />
            <SubmissionField token={loaderData.submission} />
            <DiscussionTitleField error={err(errors.title)} defaultValue={values.title ?? ""} />
            <SelectField
              label={t("editor.category")}
              error={err(errors.category)}
              placeholder={t("editor.chooseCategory")}
              options={loaderData.categories}
              selectProps={{ name: "category", required: true, defaultValue: values.category ?? loaderData.category }}
            />
            <Field
              label={t("editor.tags")}
              hint={t("editor.tagsHint")}
              error={err(errors.tags)}
              inputProps={{ name: "tags", maxLength: 200, defaultValue: values.tags ?? "" }}
            />
            <PostBodyField
              label={t("editor.body")}
              error={err(errors.body)}
              rows={10}
              defaultValue={values.body ?? ""}
            />
            <p className="text-sm text-basalt-700">{t("editor.newLimits")}</p>
            <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
              <Send aria-hidden />
              {t("editor.submit")}
            </Button>
          </Form>
        </Card>
      </div>
    </main>
  );
}
