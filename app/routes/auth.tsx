import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/auth";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { safeNext, signInSchema, signUpSchema } from "~/lib/auth/account";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getUser } from "~/lib/auth/auth.server";
import { fieldErrors, formValues } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { isLanguageCode } from "~/lib/i18n/languages";
import { consume, forgetSignInFailures, spendSignInAttempt } from "~/lib/server/rate-limit.server";
import { signUp } from "~/lib/auth/sign-up.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { accountRedirectHeaders, authErrorCode } from "~/lib/auth/session-cookies.server";
import { cn } from "~/lib/util/cn";
import { logger } from "~/lib/server/log.server";

type Tab = "signin" | "signup";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  // Already signed in: nothing to do here.
  if (await getUser(request, context)) throw redirect(next);
  const tab: Tab = url.searchParams.get("tab") === "signup" ? "signup" : "signin";
  return data({ messages: pageMessages(context, "auth"), tab, next }, { headers: { "Cache-Control": "no-store" } });
}

type ActionResult = {
  intent: Tab;
  formError?: string;
  formErrorValues?: Record<string, string | number>;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** Sign-up accepted: the "check your inbox" screen, for this address. */
  checkMail?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  const intent: Tab = form.get("intent") === "signup" ? "signup" : "signin";
  const next = safeNext(form.get("next"));
  const secure = app.config.siteUrl.startsWith("https:");

  if (intent === "signup") {
    // Passwords are never sent back to the page.
    const values = formValues(form, ["name", "email"]);
    const reply = (status: number, result: Partial<ActionResult>) =>
      data<ActionResult>({ intent, errors: {}, values, ...result }, { status });
    const parsed = signUpSchema.safeParse({ ...values, password: String(form.get("password") ?? "") });
    if (!parsed.success) return reply(400, { errors: fieldErrors(parsed.error) });
    if ((await consume(app.rateLimits.signUp, app.clientIp)) > 0)
      return reply(429, { formError: "errors.rateLimited" });
    // An address in use gets the same answer as a new one (its owner gets a notice): nothing reveals who has an account.
    const outcome = await signUp(app, { ...parsed.data, language: getRequestLanguage(context) }, request.headers);
    if (outcome === "failed") return reply(500, { formError: "errors.failed" });
    return reply(200, { checkMail: parsed.data.email });
  }

  const values = formValues(form, ["email"]);
  const reply = (status: number, result: Partial<ActionResult>, headers?: HeadersInit) =>
    data<ActionResult>({ intent, errors: {}, values, ...result }, { status, headers });
  const parsed = signInSchema.safeParse({ ...values, password: String(form.get("password") ?? "") });
  if (!parsed.success) return reply(400, { errors: fieldErrors(parsed.error) });
  const { email, password } = parsed.data;

  // Limits per client and per account, so neither one address nor one machine can be hammered. Both
  // are spent before the password is checked, so parallel guesses cannot slip past them; a successful
  // sign-in forgets the account's failures (docs/decisions/013).
  const clientWait = await consume(app.rateLimits.signIn, app.clientIp);
  const wait = clientWait > 0 ? clientWait : await spendSignInAttempt(app.rateLimits, email);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    return reply(
      429,
      { formError: "errors.tooManyAttempts", formErrorValues: { minutes: String(minutes), count: minutes } },
      { "Retry-After": String(wait) },
    );
  }

  try {
    const result = await app.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await forgetSignInFailures(app.rateLimits, email);
    const user = result.response.user as { language?: unknown };
    const language = isLanguageCode(user.language) ? user.language : undefined;
    throw redirectWithFlash(context, next, { ns: "common", key: "session.signedIn" }, {
      headers: accountRedirectHeaders({ secure, authHeaders: result.headers, language }),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const known = authErrorCode(error);
    if (!known || known.status >= 500) {
      logger.error({ err: error }, "Sign-in failed");
      return reply(500, { formError: "errors.failed" });
    }
    if (known.code === "EMAIL_NOT_VERIFIED") return reply(403, { formError: "errors.notVerified" });
    if (known.code === "ACCOUNT_DISABLED") return reply(403, { formError: "errors.disabled" });
    return reply(401, { formError: "errors.invalidCredentials" });
  }
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("auth", loaderData.messages);
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const tab: Tab = actionData?.intent ?? loaderData.tab;
  const nextQuery = loaderData.next === "/account" ? "" : `&next=${encodeURIComponent(loaderData.next)}`;

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        {actionData?.checkMail ? (
          <CheckMail email={actionData.checkMail} />
        ) : (
          <Card>
            <nav aria-label={t("tabs.label")} className="grid grid-cols-2 border-b border-basalt-200">
              <TabLink to={`/auth?tab=signin${nextQuery}`} current={tab === "signin"}>
                {t("tabs.signIn")}
              </TabLink>
              <TabLink to={`/auth?tab=signup${nextQuery}`} current={tab === "signup"}>
                {t("tabs.signUp")}
              </TabLink>
            </nav>
            <div className="pt-6 sm:px-2">
              {tab === "signin" ? (
                <SignInForm next={loaderData.next} result={actionData?.intent === "signin" ? actionData : undefined} />
              ) : (
                <SignUpForm next={loaderData.next} result={actionData?.intent === "signup" ? actionData : undefined} />
              )}
            </div>
          </Card>
        )}
      </div>
    </main>
  );
}

function TabLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      aria-current={current ? "page" : undefined}
      className={cn(
        "flex h-12 items-center justify-center border-b-2 text-sm font-semibold rounded-t-md",
        current
          ? "border-magma-600 text-basalt-950"
          : "border-transparent text-basalt-600 hover:bg-steam-100 hover:text-basalt-900",
      )}
    >
      {children}
    </Link>
  );
}

type FormResult = ActionResult | undefined;

function FormProblem({ result }: { result: FormResult }) {
  const err = useErrorText("auth");
  if (!result?.formError) return null;
  return (
    <div role="alert" className="rounded-lg border border-magma-200 bg-magma-50 p-3">
      <FieldError message={err(result.formError, result.formErrorValues)} />
    </div>
  );
}

/** The frame both forms share: a named form, its heading, the form-wide problem and the hidden fields. */
function AuthForm({
  intent,
  id,
  heading,
  next,
  result,
  children,
}: {
  intent: "signin" | "signup";
  id: string;
  heading: string;
  next: string;
  result: FormResult;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="grid gap-5" noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-basalt-950">
        {heading}
      </h2>
      <FormProblem result={result} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="next" value={next} />
      {children}
    </Form>
  );
}

/** The email field of both forms, keeping what was typed. */
function EmailField({ id, label, hint, result }: { id: string; label: string; hint?: string; result: FormResult }) {
  const err = useErrorText("auth");
  return (
    <Field
      label={label}
      hint={hint}
      error={err(result?.errors.email)}
      inputProps={{
        id,
        name: "email",
        type: "email",
        autoComplete: "email",
        required: true,
        defaultValue: result?.values.email ?? "",
      }}
    />
  );
}

function SignInForm({ next, result }: { next: string; result: FormResult }) {
  const { t } = useTranslation("auth");
  const err = useErrorText("auth");
  const submitting = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  return (
    <AuthForm intent="signin" id="sign-in" heading={t("signIn.heading")} next={next} result={result}>
      <EmailField id="sign-in-email" label={t("signIn.email")} result={result} />
      <Field
        label={t("signIn.password")}
        error={err(errors.password)}
        inputProps={{
          id: "sign-in-password",
          name: "password",
          type: "password",
          autoComplete: "current-password",
          required: true,
        }}
      />
      <Button type="submit" disabled={submitting}>
        {t("signIn.submit")}
      </Button>
      <p className="text-sm">
        <Link to="/auth/forgot-password" className="font-medium text-mineral-800 underline underline-offset-4">
          {t("signIn.forgot")}
        </Link>
      </p>
    </AuthForm>
  );
}

function SignUpForm({ next, result }: { next: string; result: FormResult }) {
  const { t } = useTranslation("auth");
  const err = useErrorText("auth");
  const submitting = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  return (
    <AuthForm intent="signup" id="sign-up" heading={t("signUp.heading")} next={next} result={result}>
      <Field
        label={t("signUp.name")}
        hint={t("signUp.nameHint")}
        error={err(errors.name)}
        inputProps={{
          id: "sign-up-name",
          name: "name",
          autoComplete: "name",
          required: true,
          maxLength: 120,
          defaultValue: result?.values.name ?? "",
        }}
      />
      <EmailField id="sign-up-email" label={t("signUp.email")} hint={t("signUp.emailHint")} result={result} />
      <Field
        label={t("signUp.password")}
        hint={t("signUp.passwordHint")}
        error={err(errors.password)}
        inputProps={{
          id: "sign-up-password",
          name: "password",
          type: "password",
          autoComplete: "new-password",
          required: true,
          minLength: 10,
          maxLength: 128,
        }}
      />
      <p className="text-sm text-basalt-600">{t("signUp.terms")}</p>
      <Button type="submit" disabled={submitting}>
        {t("signUp.submit")}
      </Button>
    </AuthForm>
  );
}

function CheckMail({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  return (
    <Card role="status" className="grid gap-4 text-center">
      <MailCheck aria-hidden className="mx-auto size-10 text-mineral-700" />
      <h2 className="text-xl font-semibold text-basalt-950">{t("checkMail.heading")}</h2>
      <p className="text-basalt-700">{t("checkMail.text", { email })}</p>
      <p>
        <Link to="/auth" className="font-medium text-mineral-800 underline underline-offset-4">
          {t("checkMail.back")}
        </Link>
      </p>
    </Card>
  );
}
