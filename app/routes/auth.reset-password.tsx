import { useTranslation } from "~/lib/i18n/react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/auth.reset-password";
import { DeadLinkCard, resetPasswordSchema } from "~/features/auth";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { isResetTokenValid, accountRedirectHeaders, authErrorCode } from "~/features/auth/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { logger } from "~/lib/server/log.server";

function tokenFrom(request: Request): string {
  return (new URL(request.url).searchParams.get("token") ?? "").slice(0, 500);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const token = tokenFrom(request);
  const valid = token !== "" && (await isResetTokenValid(app.db, token));
  return data(
    { messages: pageMessages(context, "auth"), token: valid ? token : null },
    { status: valid ? 200 : 400, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

/** The refusal that means the link is used, expired or forged: the page shows why and what to do. */
const DEAD_LINK = "reset.invalidText";

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForm(form, resetPasswordSchema);
  if (!parsed.ok) return refuse(parsed.reply);
  try {
    await app.auth.api.resetPassword({
      body: { token: parsed.value.token, newPassword: parsed.value.password },
      headers: request.headers,
    });
  } catch (error) {
    const known = authErrorCode(error);
    if (known && known.status < 500) return refuseForm(form, DEAD_LINK);
    logger.error({ err: error }, "Password reset failed");
    return refuseFields(form, { password: "errors.failed" }, { status: 500 });
  }
  throw redirectWithFlash(
    context,
    "/auth",
    { ns: "common", key: "session.passwordReset" },
    {
      headers: accountRedirectHeaders({ secure: app.config.siteUrl.startsWith("https:") }),
    },
  );
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  usePageMessages("auth", loaderData.messages);
  const { t } = useTranslation("auth");
  const err = useErrorText("auth");
  const reply = useFormReply("reset");
  const submitting = useNavigation().state === "submitting";
  const errors = reply.fieldErrors;
  const invalid = !loaderData.token || reply.formError === DEAD_LINK;
  return (
    <main id="main">
      <PageMeta title={t("meta.resetTitle")} />
      <PageHeader title={invalid ? t("reset.invalidHeading") : t("reset.heading")} trail={[[t("title"), "/auth"]]} />
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        {invalid ? (
          <DeadLinkCard text={t("reset.invalidText")} action={t("reset.again")} to="/auth/forgot-password" />
        ) : (
          <Card>
            <Form method="post" className="grid gap-5" noValidate>
              <input type="hidden" name="intent" value="reset" />
              <input type="hidden" name="token" value={loaderData.token ?? ""} />
              <Field
                label={t("reset.password")}
                hint={t("signUp.passwordHint")}
                error={err(errors.password)}
                inputProps={{ name: "password", type: "password", autoComplete: "new-password", required: true }}
              />
              <Field
                label={t("reset.confirm")}
                error={err(errors.confirm)}
                inputProps={{ name: "confirm", type: "password", autoComplete: "new-password", required: true }}
              />
              <FieldError message={err(errors.token)} />
              <Button type="submit" disabled={submitting}>
                {t("reset.submit")}
              </Button>
            </Form>
          </Card>
        )}
      </div>
    </main>
  );
}
