import { useTranslation } from "~/lib/i18n/react";
import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { FormAlert, FormSuccess, StatusNotice } from "~/components/forms/form-status";
import { LanguagePicker } from "~/components/language-picker";
import { LogoMark } from "~/components/logo";
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

/**
 * A page of its own (like the gate's): it must read the same whether or not the visitor has the
 * site's password, and before unlocking the browser gets no header or footer strings.
 */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  usePageMessages("mail", loaderData.messages);
  const { t } = useTranslation("mail");
  const { t: common } = useTranslation();
  const err = useErrorText("mail");
  const reply = formReply(useActionData<typeof action>(), "unsubscribe");
  const submitting = useNavigation().state === "submitting";
  const { page } = loaderData;
  return (
    <div className="flex min-h-screen flex-col bg-steam-100">
      <header className="bg-basalt-950 text-steam-50">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <a href="/" className="flex items-center gap-3 rounded-md text-lg font-bold">
            <LogoMark />
            {common("brand.name")}
          </a>
          <LanguagePicker variant="ghost-inverse" />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-12 sm:px-6">
        <title>{t("unsubscribe.metaTitle")}</title>
        <Card className="grid gap-5">
          <h1 className="text-3xl font-bold text-basalt-950">
            {page.valid ? t("unsubscribe.heading") : t("unsubscribe.invalidHeading")}
          </h1>
          {page.valid ? (
            <>
              <p className="text-lg text-basalt-700">{t("unsubscribe.lead")}</p>
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
                    <p className="mt-1 break-words text-basalt-700">{page.what}</p>
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
                <a href="/contact" className="font-medium text-mineral-800 underline underline-offset-4">
                  {t("unsubscribe.contact")}
                </a>
              </p>
            </>
          )}
        </Card>
      </main>
      <footer className="bg-basalt-950 px-4 py-6 text-center text-sm text-steam-100">{common("brand.fullName")}</footer>
    </div>
  );
}
