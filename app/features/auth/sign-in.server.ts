import { data, type RouterContextProvider } from "react-router";
import { safeNext, type AuthForm } from "~/features/auth/account";
import { accountRedirectHeaders, authErrorCode } from "~/features/auth/session-cookies.server";
import { signUp } from "~/features/auth/sign-up.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseForm } from "~/lib/forms/submission.server";
import { isLanguageCode } from "~/lib/i18n/languages";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import { consume, forgetSignInFailures, spendSignInAttempt } from "~/lib/server/rate-limit.server";

// The intents of /auth (app/routes/auth.tsx): one function each.

type Context = Readonly<RouterContextProvider>;
type Intent<I extends AuthForm["intent"]> = Extract<AuthForm, { intent: I }>;

/** What a sign-up that was accepted answers: the "check your inbox" screen, for this address. */
export type CheckMail = { checkMail: string };

/**
 * The sign-in limits per client and per account, spent before a password is checked so parallel
 * guesses cannot slip past them (docs/decisions/013); a successful sign-in forgets the account's
 * failures. The refusal (429) when either is used up, or null.
 */
export async function refuseOverSignInLimit(
  context: Context,
  form: FormData,
  email: string,
  headers: HeadersInit = {},
) {
  const app = getAppContext(context);
  const clientWait = await consume(app.rateLimits.signIn, app.clientIp);
  const wait = clientWait > 0 ? clientWait : await spendSignInAttempt(app.rateLimits, email);
  if (wait <= 0) return null;
  const minutes = Math.ceil(wait / 60);
  return refuseForm(form, "errors.tooManyAttempts", {
    status: 429,
    headers: { ...headers, "Retry-After": String(wait) },
    values: { minutes: String(minutes), count: minutes },
  });
}

/** Signs in with email and password, then goes where the visitor was heading. */
export async function signIn(request: Request, context: Context, form: FormData, input: Intent<"signin">) {
  const app = getAppContext(context);
  const limited = await refuseOverSignInLimit(context, form, input.email);
  if (limited) return limited;
  let result;
  try {
    result = await app.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    const known = authErrorCode(error);
    if (!known || known.status >= 500) {
      logger.error({ err: error }, "Sign-in failed");
      return refuseForm(form, "errors.failed", { status: 500 });
    }
    if (known.code === "EMAIL_NOT_VERIFIED") return refuseForm(form, "errors.notVerified", { status: 403 });
    if (known.code === "ACCOUNT_DISABLED") return refuseForm(form, "errors.disabled", { status: 403 });
    return refuseForm(form, "errors.invalidCredentials", { status: 401 });
  }
  await forgetSignInFailures(app.rateLimits, input.email);
  const user = result.response.user as { language?: unknown };
  const language = isLanguageCode(user.language) ? user.language : undefined;
  throw redirectWithFlash(
    context,
    safeNext(input.next),
    { ns: "common", key: "session.signedIn" },
    {
      headers: accountRedirectHeaders({
        secure: app.config.siteUrl.startsWith("https:"),
        authHeaders: result.headers,
        language,
      }),
    },
  );
}

/**
 * Opens an account. An address in use gets the same answer as a new one (its owner gets a notice):
 * nothing reveals who has an account.
 */
export async function openAccount(request: Request, context: Context, form: FormData, input: Intent<"signup">) {
  const app = getAppContext(context);
  if ((await consume(app.rateLimits.signUp, app.clientIp)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  const { name, email, password } = input;
  const outcome = await signUp(app, { name, email, password, language: getRequestLanguage(context) }, request.headers);
  if (outcome === "failed") return refuseForm(form, "errors.failed", { status: 500 });
  return data<CheckMail>({ checkMail: email });
}
