import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { FormAlert, FormSuccess, StatusNotice } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { oneClickUnsubscribe, unsubscribeByForm, unsubscribePage } from "~/lib/mail/unsubscribe-actions.server";
import { unsubscribeForms } from "~/lib/mail/unsubscribe-form";

/**
 * The link in every mail that is not transactional (decision 028): GET shows what stops and a
 * button; POST is the button, or a mail client's RFC 8058 one-click (`List-Unsubscribe=One-Click`).
 * No sign-in: the signed token in the link is the permission.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const page = await unsubscribePage(context, token);
  return data(
    { messages: pageMessages(context, "mail"), page },
    { status: page.valid ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

export const headers = privateFormHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("List-Unsubscribe") === "One-Click") {
    return oneClickUnsubscribe(context, new URL(request.url).searchParams.get("token"));
  }
  const parsed = parseForm(form, unsubscribeForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "unsubscribe":
      return unsubscribeByForm(context, form, parsed.value.token);
  }
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  usePageMessages("mail", loaderData.messages);
  const { t } = useTranslation("mail");
  const err = useErrorText("mail");
  const reply = formReply(useActionData<typeof action>(), "unsubscribe");
  const submitting = useNavigation().state === "submitting";
  const { page } = loaderData;
  return (
    <main id="main">
      <PageMeta title={t("unsubscribe.metaTitle")} />
      <PageHeader
        title={page.valid ? t("unsubscribe.heading") : t("unsubscribe.invalidHeading")}
        lead={page.valid ? t("unsubscribe.lead") : undefined}
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <Card className="grid gap-5">
          {page.valid ? (
            <>
              <FormSuccess form="unsubscribe" />
              <FormAlert message={err(reply.formError, reply.formErrorValues)} />
              {page.active === false ? (
                <StatusNotice>{t("unsubscribe.already", { what: page.what })}</StatusNotice>
              ) : (
                <Form method="post" className="grid gap-4">
                  <input type="hidden" name="intent" value="unsubscribe" />
                  <input type="hidden" name="token" value={page.token} />
                  <div>
                    <p className="font-medium text-basalt-900">{t("unsubscribe.willStop")}</p>
                    <p className="mt-1 text-basalt-700">{page.what}</p>
                  </div>
                  <Button type="submit" disabled={submitting} className="justify-self-start">
                    {t("unsubscribe.button")}
                  </Button>
                </Form>
              )}
            </>
          ) : (
            <>
              <p className="text-basalt-800">{t("unsubscribe.invalidText")}</p>
              <p>
                <Link to="/contact" className="font-medium text-mineral-800 underline underline-offset-4">
                  {t("unsubscribe.contact")}
                </Link>
              </p>
            </>
          )}
        </Card>
      </div>
    </main>
  );
}
