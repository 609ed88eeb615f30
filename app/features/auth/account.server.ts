import type { RouterContextProvider } from "react-router";
import { subscribeConfirmed, unsubscribeFromNewsletter } from "~/features/newsletter/index.server";
import {
  checkPassword,
  countAdmins,
  deleteUserAndPersonalData,
  updateProfile,
} from "~/features/auth/users-queries.server";
import type { AccountForm } from "~/features/auth/account";
import { mayDeleteOwnAccount } from "~/features/auth/account-policy";
import type { SessionUser } from "~/features/auth/auth.server";
import { accountRedirectHeaders, authErrorCode, copySetCookies } from "~/features/auth/session-cookies.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getAppContext } from "~/lib/server/app-context.server";
import { logger } from "~/lib/server/log.server";
import { consume } from "~/lib/server/rate-limit.server";

// The intents of /account (app/routes/account.tsx): one function each.

type Context = Readonly<RouterContextProvider>;
type User = SessionUser;
type Intent<I extends AccountForm["intent"]> = Extract<AccountForm, { intent: I }>;

function isSecure(context: Context): boolean {
  return getAppContext(context).config.siteUrl.startsWith("https:");
}

/** Name, country, preferred language (which becomes the visitor's language choice) and newsletter. */
export async function saveProfile(context: Context, user: User, input: Intent<"profile">): Promise<never> {
  const { db } = getAppContext(context);
  const language = input.language as LanguageCode;
  await updateProfile(db, user.id, { name: input.name, country: input.country || null, language });
  // A signed-in member's address was proven at sign-up (accounts confirm their address): no second opt-in.
  if (input.newsletter) await subscribeConfirmed(db, { email: user.email, language, source: "account" });
  else await unsubscribeFromNewsletter(db, user.email);
  throw redirectWithFlash(
    context,
    "/account",
    { ns: "common", key: "session.profileSaved" },
    {
      headers: accountRedirectHeaders({ secure: isSecure(context), language }),
    },
  );
}

/** A new password, given the current one; other sessions are signed out. */
export async function changePassword(
  request: Request,
  context: Context,
  user: User,
  form: FormData,
  input: Intent<"password">,
) {
  const app = getAppContext(context);
  if ((await consume(app.rateLimits.accountChanges, user.id)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  let authHeaders: Headers;
  try {
    const result = await app.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    authHeaders = copySetCookies(result.headers);
  } catch (error) {
    const known = authErrorCode(error);
    if (known && known.status < 500) return refuseFields(form, { currentPassword: "errors.wrongPassword" });
    logger.error({ err: error }, "Password change failed");
    return refuseForm(form, "errors.failed", { status: 500 });
  }
  throw redirectWithFlash(
    context,
    "/account",
    { ns: "common", key: "session.passwordChanged" },
    {
      headers: accountRedirectHeaders({ secure: isSecure(context), authHeaders }),
    },
  );
}

/** Deletes the account and its personal data, given the password; never the last administrator. */
export async function deleteAccount(
  request: Request,
  context: Context,
  user: User,
  form: FormData,
  input: Intent<"delete">,
) {
  const app = getAppContext(context);
  if ((await consume(app.rateLimits.accountChanges, user.id)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  if (!(await checkPassword(app.db, user.id, input.currentPassword))) {
    return refuseFields(form, { currentPassword: "errors.wrongPassword" });
  }
  if (!mayDeleteOwnAccount(user, await countAdmins(app.db))) return refuseForm(form, "errors.lastAdmin");
  // Signing out first gives the headers that clear the session cookie.
  const signedOut = await app.auth.api.signOut({ headers: request.headers, returnHeaders: true }).catch(() => null);
  // Checked again atomically where the account is deleted (the last two admins deleting at once).
  if (!(await deleteUserAndPersonalData(app.db, user.id))) return refuseForm(form, "errors.lastAdmin");
  throw redirectWithFlash(
    context,
    "/",
    { ns: "common", key: "session.accountDeleted" },
    {
      headers: accountRedirectHeaders({ secure: isSecure(context), authHeaders: signedOut?.headers }),
    },
  );
}
