import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/auth.forgot-password";
import { MailSentCard, forgotPasswordSchema } from "~/features/auth";
import { FormAlert } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import { consume } from "~/lib/server/rate-limit.server";

export function loader({ context }: Route.LoaderArgs) {
  return data({ messages: pageMessages(context, "auth") }, { headers: { "Cache-Control": "no-store" } });
}

/** Mails a reset link. The answer ("look in your inbox") is the same whether the address has an account or not. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForm(form, forgotPasswordSchema);
  if (!parsed.ok) return refuse(parsed.reply);
  if ((await consume(app.rateLimits.accountMail, app.clientIp)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  try {
    await app.auth.api.requestPasswordReset({ body: { email: parsed.value.email }, headers: request.headers });
  } catch (error) {
    logger.error({ err: error }, "Password reset request failed");
    return refuseForm(form, "errors.failed", { status: 500 });
  }
  return data({ sentTo: parsed.value.email });
}

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  usePageMessages("auth", loaderData.messages);
  const { t } = useTranslation("auth");
  const err = useErrorText("auth");
  const actionData = useActionData<typeof action>();
  const reply = formReply(actionData, "forgot");
  const sentTo = actionData && "sentTo" in actionData ? actionData.sentTo : null;
  const submitting = useNavigation().state === "submitting";
  return (
    <main id="main">
      <PageMeta title={t("meta.forgotTitle")} />
      <PageHeader title={t("forgot.heading")} lead={t("forgot.text")} trail={[[t("title"), "/auth"]]} />
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        {sentTo ? (
          <MailSentCard
            heading={t("forgot.sentHeading")}
            text={t("forgot.sentText", { email: sentTo })}
            back={t("forgot.back")}
          />
        ) : (
          <Card>
            <Form method="post" className="grid gap-5" noValidate>
              <input type="hidden" name="intent" value="forgot" />
              <FormAlert message={err(reply.formError, reply.formErrorValues)} />
              <Field
                label={t("forgot.email")}
                error={err(reply.fieldErrors.email)}
                inputProps={{
                  name: "email",
                  type: "email",
                  autoComplete: "email",
                  required: true,
                  defaultValue: reply.values.email ?? "",
                }}
              />
              <Button type="submit" disabled={submitting}>
                {t("forgot.submit")}
              </Button>
              <p className="text-sm">
                <Link to="/auth" className="font-medium text-mineral-800 underline underline-offset-4">
                  {t("forgot.back")}
                </Link>
              </p>
            </Form>
          </Card>
        )}
      </div>
    </main>
  );
}
