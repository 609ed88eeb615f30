import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/auth.verify-email";
import { DeadLinkCard, verifyEmailSchema } from "~/features/auth";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { getAppContext } from "~/lib/server/app-context.server";
import {
  confirmEmail,
  pendingConfirmation,
  refuseOverSignInLimit,
  accountRedirectHeaders,
} from "~/features/auth/index.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { forgetSignInFailures } from "~/lib/server/rate-limit.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";

// The token is in the address: it must not leak to other sites or stay in a cache.
const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

function tokenFrom(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 2000) : "";
}

/**
 * The link from the confirmation mail opens a form: opening it changes nothing (a mail scanner or
 * a prefetch cannot confirm, and no link signs anyone in). Confirming is a POST with the account's
 * password (decision 012). An expired, used or forged link shows why and what to do.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const token = tokenFrom(new URL(request.url).searchParams.get("token"));
  const pending = await pendingConfirmation(app, token);
  return data(
    { messages: pageMessages(context, "auth"), token: pending ? token : null, email: pending?.email ?? "" },
    { status: pending ? 200 : 400, headers },
  );
}

/** The refusal that means the link is used, expired or forged: the page shows why and what to do. */
const DEAD_LINK = "verify.failedText";

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForm(form, verifyEmailSchema);
  if (!parsed.ok) return refuse(parsed.reply, { headers });
  const token = tokenFrom(parsed.value.token);
  const password = parsed.value.password.slice(0, 200);

  const pending = await pendingConfirmation(app, token);
  if (!pending) return refuseForm(form, DEAD_LINK, { headers });
  if (!password) return refuseFields(form, { password: "errors.passwordRequired" }, { headers });
  // The same limits as signing in, spent before the password is checked (docs/decisions/013).
  const limited = await refuseOverSignInLimit(context, form, pending.email, headers);
  if (limited) return limited;

  const result = await confirmEmail(app, { token, password, headers: request.headers });
  if (result.status === "dead-link") return refuseForm(form, DEAD_LINK, { headers });
  if (result.status === "wrong-password") {
    return refuseFields(form, { password: "errors.confirmPassword" }, { headers });
  }
  await forgetSignInFailures(app.rateLimits, pending.email);
  throw redirectWithFlash(
    context,
    "/account",
    { ns: "common", key: "session.verified" },
    {
      headers: accountRedirectHeaders({
        secure: app.config.siteUrl.startsWith("https:"),
        authHeaders: result.headers,
        language: result.language,
      }),
    },
  );
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  usePageMessages("auth", loaderData.messages);
  const { t } = useTranslation("auth");
  const err = useErrorText("auth");
  const reply = useFormReply("verify");
  const submitting = useNavigation().state === "submitting";
  const dead = !loaderData.token || reply.formError === DEAD_LINK;
  // The form has one field: what is wrong (a password, or too many attempts) is said under it.
  const error = err(reply.fieldErrors.password) ?? err(reply.formError, reply.formErrorValues);
  return (
    <main id="main">
      <PageMeta title={t("meta.verifyTitle")} />
      <PageHeader title={dead ? t("verify.failedHeading") : t("verify.heading")} />
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        {dead ? (
          <DeadLinkCard text={t("verify.failedText")} action={t("verify.toSignIn")} to="/auth" />
        ) : (
          <Card className="grid gap-6">
            <Form method="post" className="grid gap-5" noValidate>
              <p className="text-basalt-800">{t("verify.text", { email: loaderData.email })}</p>
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="token" value={loaderData.token ?? ""} />
              <Field
                label={t("verify.password")}
                error={error}
                inputProps={{
                  id: "verify-password",
                  name: "password",
                  type: "password",
                  autoComplete: "current-password",
                  required: true,
                }}
              />
              <Button type="submit" disabled={submitting}>
                {t("verify.submit")}
              </Button>
            </Form>
            <p className="border-t border-basalt-200 pt-5 text-sm text-basalt-700">
              {t("verify.notYou")}{" "}
              <Link to="/auth/forgot-password" className="font-medium text-mineral-800 underline underline-offset-4">
                {t("verify.chooseNew")}
              </Link>
            </p>
          </Card>
        )}
      </div>
    </main>
  );
}
