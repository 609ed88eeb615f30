import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/auth.forgot-password";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { forgotPasswordSchema } from "~/lib/auth/account";
import { getAppContext } from "~/lib/server/app-context.server";
import { fieldErrors, formValues } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { consume } from "~/lib/server/rate-limit.server";
import { logger } from "~/lib/server/log.server";

export function loader({ context }: Route.LoaderArgs) {
  return data({ messages: pageMessages(context, "auth") }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  const values = formValues(form, ["email"]);
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values, sentTo: null, formError: null }, 400);
  if ((await consume(app.rateLimits.accountMail, app.clientIp)) > 0) {
    return data({ errors: {}, values, sentTo: null, formError: "errors.rateLimited" }, 429);
  }
  try {
    // The same answer whether or not the address has an account.
    await app.auth.api.requestPasswordReset({ body: { email: parsed.data.email }, headers: request.headers });
  } catch (error) {
    logger.error({ err: error }, "Password reset request failed");
    return data({ errors: {}, values, sentTo: null, formError: "errors.failed" }, 500);
  }
  return data({ errors: {}, values, sentTo: parsed.data.email, formError: null });
}

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  usePageMessages("auth", loaderData.messages);
  const { t } = useTranslation("auth");
  const err = useErrorText("auth");
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <main id="main">
      <PageMeta title={t("meta.forgotTitle")} />
      <PageHeader title={t("forgot.heading")} lead={t("forgot.text")} trail={[[t("title"), "/auth"]]} />
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        {actionData?.sentTo ? (
          <Card role="status" className="grid gap-4 text-center">
            <MailCheck aria-hidden className="mx-auto size-10 text-mineral-700" />
            <h2 className="text-xl font-semibold text-basalt-950">{t("forgot.sentHeading")}</h2>
            <p className="text-basalt-700">{t("forgot.sentText", { email: actionData.sentTo })}</p>
            <p>
              <Link to="/auth" className="font-medium text-mineral-800 underline underline-offset-4">
                {t("forgot.back")}
              </Link>
            </p>
          </Card>
        ) : (
          <Card>
            <Form method="post" className="grid gap-5" noValidate>
              {actionData?.formError ? (
                <div role="alert" className="rounded-lg border border-magma-200 bg-magma-50 p-3">
                  <FieldError message={err(actionData.formError)} />
                </div>
              ) : null}
              <Field
                label={t("forgot.email")}
                error={err(errors.email)}
                inputProps={{
                  name: "email",
                  type: "email",
                  autoComplete: "email",
                  required: true,
                  defaultValue: actionData?.values.email ?? "",
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
