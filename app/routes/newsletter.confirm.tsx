import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
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
import { confirmForms } from "~/features/newsletter";
import { confirmByForm } from "~/features/newsletter/index.server";

/**
 * The link of the newsletter's double opt-in mail (decision 030). GET shows a button (mail scanners
 * fetch links; only a person's press confirms); POST confirms. No sign-in: the link's secret is the proof.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data(
    { messages: pageMessages(context, "newsletter"), token: token.slice(0, 200) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers = privateFormHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(form, confirmForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "confirm":
      return confirmByForm(context, form, parsed.value.token);
  }
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  usePageMessages("newsletter", loaderData.messages);
  const { t } = useTranslation("newsletter");
  const err = useErrorText("newsletter");
  const reply = formReply(useActionData<typeof action>(), "confirm");
  const submitting = useNavigation().state === "submitting";
  const refused = Boolean(reply.formError);
  return (
    <main id="main">
      <PageMeta title={t("confirm.metaTitle")} />
      <PageHeader title={t("confirm.heading")} lead={t("confirm.lead")} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <Card className="grid gap-5">
          <FormSuccess form="confirm" />
          <FormAlert message={err(reply.formError, reply.formErrorValues)} />
          {loaderData.token && !refused ? (
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit" disabled={submitting} className="justify-self-start">
                {t("confirm.button")}
              </Button>
            </Form>
          ) : null}
          {refused ? <p className="text-basalt-800">{t("confirm.invalidText")}</p> : null}
          <p>
            <Link to="/" className="font-medium text-mineral-800 underline underline-offset-4">
              {t("confirm.home")}
            </Link>
          </p>
        </Card>
      </div>
    </main>
  );
}
