import { Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/community.new";
import { loaderHeaders } from "~/lib/http/route-headers";
import { DiscussionTitleField, PostBodyField, PostFormAlert } from "~/components/community/post-fields";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, SelectField } from "~/components/ui/field";
import { createDiscussion, findForumCategory, listForumCategories, mayPostIn } from "~/db/forum.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireUser } from "~/lib/auth/auth.server";
import { newDiscussionSchema, slugPattern } from "~/lib/forum/forum";
import { newAccountLimit, postingBlocked, postingLimitError } from "~/lib/forum/posting.server";
import { categoryText } from "~/lib/forum/view.server";
import { fieldErrors, formValues } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken, redirectIfStored, storeOnce } from "~/lib/forms/idempotency.server";

/** The loader's Cache-Control: pages that differ per member are never stored by shared caches. */
export const headers = loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  const messages = pageMessages(context, "forum");
  const language = getRequestLanguage(context);
  const requested = new URL(request.url).searchParams.get("category") ?? "";
  const categories = (await listForumCategories(db)).filter((c) => mayPostIn(c, user.role));
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

type ActionResult = { errors: Record<string, string>; values: Record<string, string>; formError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const app = getAppContext(context);
  const form = await request.formData();
  const values = formValues(form, ["title", "category", "tags", "body"]);
  const reply = (status: number, result: Partial<ActionResult>) =>
    data<ActionResult>({ errors: {}, values, ...result }, { status });
  await redirectIfStored(app.db, form, "discussion");
  const parsed = newDiscussionSchema.safeParse(values);
  if (!parsed.success) return reply(400, { errors: fieldErrors(parsed.error), formError: "errors.form" });
  const category = await findForumCategory(app.db, parsed.data.category);
  if (!category) return reply(400, { errors: { category: "errors.category" }, formError: "errors.form" });
  if (!mayPostIn(category, user.role)) {
    return reply(403, { errors: { category: "errors.categoryStaff" }, formError: "errors.form" });
  }
  const blocked = await postingBlocked(app, user, "discussion");
  if (blocked) return reply(blocked.status, { formError: blocked.error });
  const stored = await storeOnce(app.db, form, "discussion", async (tx) => {
    const { discussionId } = await createDiscussion(tx, {
      authorId: user.id,
      categoryId: category.id,
      title: parsed.data.title,
      body: parsed.data.body,
      tags: parsed.data.tags,
      limit: newAccountLimit(user, "discussion"),
    });
    return `/community/${discussionId}?done=posted`;
  }).catch((error: unknown) => postingLimitError(error) ?? Promise.reject(error));
  if (!("result" in stored)) return reply(stored.status, { formError: stored.error });
  throw redirect(stored.result);
}

export default function NewDiscussion({ loaderData }: Route.ComponentProps) {
  usePageMessages("forum", loaderData.messages);
  const { t } = useTranslation("forum");
  const err = useErrorText("forum");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
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
            <PostFormAlert message={err(actionData?.formError)} />
            <SubmissionField token={loaderData.submission} />
            <DiscussionTitleField error={err(errors.title)} defaultValue={values?.title ?? ""} />
            <SelectField
              label={t("editor.category")}
              error={err(errors.category)}
              placeholder={t("editor.chooseCategory")}
              options={loaderData.categories}
              selectProps={{ name: "category", required: true, defaultValue: values?.category ?? loaderData.category }}
            />
            <Field
              label={t("editor.tags")}
              hint={t("editor.tagsHint")}
              error={err(errors.tags)}
              inputProps={{ name: "tags", maxLength: 200, defaultValue: values?.tags ?? "" }}
            />
            <PostBodyField
              label={t("editor.body")}
              error={err(errors.body)}
              rows={10}
              defaultValue={values?.body ?? ""}
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
