import { verifyJWT } from "better-auth/crypto";
import type { Database } from "~/db/client.server";
import { checkPassword, findUserByEmail } from "~/features/auth/users-queries.server";
import type { Auth } from "~/features/auth/auth.server";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";

type Deps = { auth: Auth; db: Database };

/** The unconfirmed account a confirmation link is for. */
export type PendingConfirmation = { userId: string; email: string };

/**
 * The account a confirmation link (better-auth's signed token) is for, if it still waits for
 * confirmation; null for a forged, expired or used link, or an account that is gone. Reads only:
 * opening the link (GET) changes nothing, so a mail scanner or a prefetch cannot confirm.
 */
export async function pendingConfirmation({ auth, db }: Deps, token: string): Promise<PendingConfirmation | null> {
  if (!token || token.length > 2000) return null;
  const { secret } = await auth.$context;
  const payload = await verifyJWT<{ email?: unknown; userId?: unknown; updateTo?: unknown }>(token, secret);
  if (!payload || typeof payload.email !== "string" || payload.updateTo !== undefined) return null;
  const user = await findUserByEmail(db, payload.email);
  if (!user || user.emailVerified) return null;
  // The token names the account it was made for: a later account on the same address is another one.
  if (typeof payload.userId === "string" && payload.userId !== user.id) return null;
  return { userId: user.id, email: user.email };
}

export type ConfirmResult =
  | { status: "confirmed"; headers: Headers; language: LanguageCode | undefined }
  | { status: "wrong-password" }
  | { status: "dead-link" };

/**
 * Confirms an address (a POST from the confirmation page) with the link AND the account's password:
 * the link proves the mailbox, the password that the confirmer is who chose it. So confirming never
 * leaves in place a password the confirmer did not set: whoever did not choose it takes the reset
 * link instead, which sets their own password (and confirms the address, see auth.server.ts). Then
 * signs in like the sign-in form does (the session cookie is in `headers`).
 */
export async function confirmEmail(
  deps: Deps,
  input: { token: string; password: string; headers: Headers },
): Promise<ConfirmResult> {
  const pending = await pendingConfirmation(deps, input.token);
  if (!pending) return { status: "dead-link" };
  if (!(await checkPassword(deps.db, pending.userId, input.password))) return { status: "wrong-password" };
  try {
    await deps.auth.api.verifyEmail({ query: { token: input.token }, headers: input.headers });
    const result = await deps.auth.api.signInEmail({
      body: { email: pending.email, password: input.password, rememberMe: true },
      headers: input.headers,
      returnHeaders: true,
    });
    const language = (result.response.user as { language?: unknown }).language;
    return { status: "confirmed", headers: result.headers, language: isLanguageCode(language) ? language : undefined };
  } catch {
    // Confirmed or deleted in between, or the account is disabled: the link is of no more use.
    return { status: "dead-link" };
  }
}
