import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/auth.verify-email";
import { DeadLinkCard } from "~/components/auth/dead-link-card";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { getAppContext } from "~/lib/server/app-context.server";
import { confirmEmail, pendingConfirmation } from "~/lib/auth/email-confirmation.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { consume, forgetSignInFailures, spendSignInAttempt } from "~/lib/server/rate-limit.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { accountRedirectHeaders } from "~/lib/auth/session-cookies.server";

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

type ActionResult = { dead: boolean; error?: string; errorValues?: Record<string, string | number> };

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  const token = tokenFrom(form.get("token"));
  const password = String(form.get("password") ?? "").slice(0, 200);
  const reply = (status: number, result: ActionResult, extra?: HeadersInit) =>
    data<ActionResult>(result, { status, headers: { ...headers, ...extra } });

  const pending = await pendingConfirmation(app, token);
  if (!pending) return reply(400, { dead: true });
  if (!password) return reply(400, { dead: false, error: "errors.passwordRequired" });
  // The same limits as signing in, spent before the password is checked (docs/decisions/013).
  const clientWait = await consume(app.rateLimits.signIn, app.clientIp);
  const wait = clientWait > 0 ? clientWait : await spendSignInAttempt(app.rateLimits, pending.email);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    return reply(
      429,
      { dead: false, error: "errors.tooManyAttempts", errorValues: { minutes: String(minutes), count: minutes } },
      { "Retry-After": String(wait) },
    );
  }

  const result = await confirmEmail(app, { token, password, headers: request.headers });
  if (result.status === "dead-link") return reply(400, { dead: true });
  if (result.status === "wrong-password") {
    return reply(400, { dead: false, error: "errors.confirmPassword" });
  }
  await forgetSignInFailures(app.rateLimits, pending.email);
  throw redirectWithFlash(context, "/account", { ns: "common", key: "session.verified" }, {
      headers: accountRedirectHeaders({ secure: app.config.siteUrl.startsWith("https:"), authHeaders: result.headers, language: result.language }),
    });
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  usePageMessages("auth", loaderData.messages);
  const { t } = useTranslation("auth");
  const err = useErrorText("auth");
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const dead = !loaderData.token || actionData?.dead;
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
              <input type="hidden" name="token" value={loaderData.token ?? ""} />
              <Field
                label={t("verify.password")}
                error={err(actionData?.error, actionData?.errorValues)}
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
