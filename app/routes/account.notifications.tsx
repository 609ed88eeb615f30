import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/account.notifications";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField } from "~/components/ui/field";
import {
  preferencesOf,
  savePreferences,
  setCategoryWatch,
  setDiscussionWatch,
  watchesOf,
} from "~/features/notifications/index.server";
import { requireUser } from "~/features/auth/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { loaderHeaders } from "~/lib/http/route-headers";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import {
  choicesOf,
  preferencesForms,
  deliveries,
  groupOf,
  notificationGroups,
  notificationTypes,
} from "~/features/notifications";
import { getAppContext } from "~/lib/server/app-context.server";

export const headers = loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  const [preferences, watches] = await Promise.all([preferencesOf(db, user.id), watchesOf(db, user.id)]);
  return data(
    { messages: pageMessages(context, "notifications"), preferences, watches },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, preferencesForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const { db } = getAppContext(context);
  const input = parsed.value;
  switch (input.intent) {
    case "save":
      await savePreferences(db, user.id, choicesOf(input));
      throw redirectWithFlash(context, "/account/notifications", {
        ns: "notifications",
        key: "done.saved",
        form: "save",
      });
    case "unwatch":
      await setDiscussionWatch(db, user.id, input.discussionId, null);
      throw redirectWithFlash(context, "/account/notifications", {
        ns: "notifications",
        key: "done.saved",
        form: "watching",
      });
    case "unwatchCategory":
      await setCategoryWatch(db, user.id, input.categoryId, false);
      throw redirectWithFlash(context, "/account/notifications", {
        ns: "notifications",
        key: "done.saved",
        form: "watching",
      });
  }
}

export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  usePageMessages("notifications", loaderData.messages);
  const { t } = useTranslation("notifications");
  const err = useErrorText("notifications");
  const reply = useFormReply("save");
  const { preferences, watches } = loaderData;
  const options = deliveries.map((value) => ({ value, label: t(`delivery.${value}`) }));
  return (
    <main id="main">
      <PageMeta title={t("meta.preferencesTitle")} description={t("preferences.intro")} />
      <PageHeader title={t("preferences.heading")} lead={t("preferences.intro")} />
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6">
        <Link
          to="/account"
          className="inline-flex items-center gap-2 text-sm font-medium text-mineral-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("preferences.back")}
        </Link>
        <Form method="post" className="grid gap-6">
          <input type="hidden" name="intent" value="save" />
          <FormSuccess form="save" />
          <FormAlert message={err(reply.formError, reply.formErrorValues)} />
          {notificationGroups.map((group) => (
            <Card key={group} className="p-5">
              <fieldset className="grid gap-4">
                <legend className="mb-2 text-lg font-semibold text-basalt-950">{t(`groups.${group}`)}</legend>
                {notificationTypes
                  .filter((type) => groupOf(type) === group)
                  .map((type) => (
                    <SelectField
                      key={type}
                      label={t(`types.${type}.label` as "types.forum.reply.label")}
                      options={options}
                      error={err(reply.fieldErrors[type])}
                      selectProps={{ name: type, defaultValue: reply.values[type] ?? preferences[type] }}
                    />
                  ))}
              </fieldset>
            </Card>
          ))}
          <div>
            <Button type="submit">{t("preferences.save")}</Button>
          </div>
        </Form>

        <section aria-labelledby="watching-heading" className="grid gap-3">
          <h2 id="watching-heading" className="text-xl font-semibold text-basalt-950">
            {t("preferences.watching")}
          </h2>
          <FormSuccess form="watching" />
          {watches.discussions.length === 0 && watches.categories.length === 0 ? (
            <p className="text-basalt-700">{t("preferences.watchingNone")}</p>
          ) : (
            <ul className="grid gap-2">
              {watches.categories.map((category) => (
                <li
                  key={category.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-basalt-200 bg-white px-4 py-2"
                >
                  <Link
                    to={`/community?category=${category.slug}`}
                    className="font-medium text-mineral-700 hover:underline"
                  >
                    {`${t("preferences.category")}: ${category.name}`}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="unwatchCategory" />
                    <input type="hidden" name="categoryId" value={category.id} />
                    <Button type="submit" variant="ghost" size="sm">
                      {t("preferences.unwatch", { title: category.name })}
                    </Button>
                  </Form>
                </li>
              ))}
              {watches.discussions.map((discussion) => (
                <li
                  key={discussion.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-basalt-200 bg-white px-4 py-2"
                >
                  <span className="grid">
                    <Link to={`/community/${discussion.id}`} className="font-medium text-mineral-700 hover:underline">
                      {discussion.title}
                    </Link>
                    <span className="text-sm text-basalt-600">
                      {discussion.level === "mute" ? t("preferences.muted") : t("preferences.watched")}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="unwatch" />
                    <input type="hidden" name="discussionId" value={discussion.id} />
                    <Button type="submit" variant="ghost" size="sm">
                      {discussion.level === "mute"
                        ? t("preferences.unmute", { title: discussion.title })
                        : t("preferences.unwatch", { title: discussion.title })}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
