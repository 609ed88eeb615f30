import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { generateRandomString } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { accounts, sessions, staffDuties, users, verifications } from "~/db/schema";
import { getAppContext } from "~/lib/server/app-context.server";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer } from "~/lib/mail/mail.server";
import { accountMail } from "~/features/auth/account-mail.server";
import { hasRole, isRole, type Role } from "~/features/auth/roles";
import { duties as allDuties, isDuty, type Duty } from "~/features/auth/duties";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/auth/account";
import { samePage, signInPath } from "~/lib/http/paths";

/** Session lifetime: 30 days, renewed once a day while in use. */
const SESSION_DAYS = 30;
/** However often it is renewed, a session ends this many days after its sign-in. */
export const SESSION_MAX_DAYS = 90;
/** Verification and reset links expire after an hour. */
export const LINK_LIFETIME_SECONDS = 60 * 60;
export const SESSION_COOKIE_PREFIX = "geocert";

export type AuthOptions = { db: Database; secret: string; siteUrl: string; mailer: Mailer };

/**
 * better-auth on our database (Drizzle adapter, PGlite or PostgreSQL alike). Its HTTP handler is not
 * mounted: routes call `auth.api.*` from their actions, so every form works without JavaScript and
 * passes through our CSRF check, rate limits and messages. Mail goes through our mailer in the
 * recipient's language, with links to our own pages.
 */
export function createAuth({ db, secret, siteUrl, mailer }: AuthOptions) {
  const secure = siteUrl.startsWith("https:");
  const auth = betterAuth({
    appName: "GeoCert",
    baseURL: siteUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    telemetry: { enabled: false },
    // Our own limits (app/lib/server/rate-limit.server.ts) apply in the actions, per account and per client.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await mailer.send(
          await accountMail("reset", languageOf(user), { to: user.email, link: resetLink(token), siteUrl }),
        );
      },
      // Whoever sets a password through a mailed link owns the address: the account is confirmed (and
      // a password someone else chose when opening it with this address is gone, sessions with it).
      async onPasswordReset({ user }) {
        await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
      },
      // A sign-up for an address that has an account: better-auth answers as for a new one and
      // changes nothing; the owner gets a notice with a reset link (docs/decisions/012).
      async onExistingUserSignUp({ user }) {
        await mailExistingAccountNotice(user);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Confirming is a POST that also asks for the password, and signs in itself (email-confirmation.server.ts).
      autoSignInAfterVerification: false,
      expiresIn: LINK_LIFETIME_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const link = `${siteUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
        // No name or other text the requester typed: the address is not proven yet (decision 012).
        await mailer.send(await accountMail("verify", languageOf(user), { to: user.email, link, siteUrl }));
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "member", input: false },
        country: { type: "string", required: false, input: true },
        language: { type: "string", required: false, defaultValue: "en", input: true },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
      // No cookie cache: a disabled account or a changed role takes effect on the next request.
      cookieCache: { enabled: false },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no new session, whatever the way in.
          async before(session) {
            const [row] = await db
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (row?.disabledAt) throw new APIError("FORBIDDEN", { message: "ACCOUNT_DISABLED" });
            return { data: session };
          },
        },
      },
    },
  });

  function resetLink(token: string): string {
    return `${siteUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  }

  /** "Someone tried to create an account with your address", with a reset link (stored as better-auth stores its own). */
  async function mailExistingAccountNotice(user: { id: string; email: string }): Promise<void> {
    const context = await auth.$context;
    const token = generateRandomString(24, "a-z", "A-Z", "0-9");
    await context.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: user.id,
      expiresAt: new Date(Date.now() + LINK_LIFETIME_SECONDS * 1000),
    });
    await mailer.send(
      await accountMail("existing", languageOf(user), {
        to: user.email,
        link: resetLink(token),
        signIn: `${siteUrl}/auth`,
        siteUrl,
      }),
    );
  }

  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

function languageOf(user: object): LanguageCode {
  const language = (user as { language?: unknown }).language;
  return isLanguageCode(language) ? language : "en";
}

/** The signed-in user as pages see it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** The staff member's duties; every duty for an admin; none for members and partners. */
  duties: readonly Duty[];
  country: string | null;
  language: LanguageCode;
  createdAt: Date;
};

const resolved = new WeakMap<Request, Promise<SessionUser | null>>();
/** Set-Cookie headers better-auth answered while reading a request's session (a renewed session). */
const renewals = new WeakMap<Request, string[]>();

/**
 * Cookies to send back with this request's response: better-auth extends a session in use once a
 * day (SESSION_DAYS from the last visit, not from sign-in), and the browser needs the renewed cookie.
 */
export async function sessionRenewalCookies(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string[]> {
  await getUser(request, context);
  return renewals.get(request) ?? [];
}

/** The signed-in user of this request, or null (looked up once per request). */
export function getUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = lookUpUser(request, context);
    resolved.set(request, pending);
  }
  return pending;
}

async function lookUpUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie || !cookie.includes(`${SESSION_COOKIE_PREFIX}.session_token`)) return null;
  const { auth } = getAppContext(context);
  const result = await auth.api.getSession({ headers: request.headers, returnHeaders: true }).catch(() => null);
  const session = result?.response;
  if (!session) return null;
  // Renewal keeps a session in use alive; this cap makes a stolen or forgotten one end all the same.
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_MAX_DAYS * 24 * 60 * 60 * 1000) {
    const { db } = getAppContext(context);
    await db.delete(sessions).where(eq(sessions.id, session.session.id));
    return null;
  }
  const renewed = result.headers.getSetCookie();
  if (renewed.length > 0) renewals.set(request, renewed);
  const user = session.user as typeof session.user & Record<string, unknown>;
  if (user.disabledAt) return null;
  const role = isRole(user.role) ? user.role : "member";
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    duties: await dutiesOf(context, user.id, role),
    country: typeof user.country === "string" ? user.country : null,
    language: languageOf(user),
    createdAt: new Date(user.createdAt),
  };
}

/**
 * The viewer's duties (docs/decisions/040): admins hold all, members and partners none — for them no
 * query runs; a staff member's are one primary-key lookup.
 */
async function dutiesOf(
  context: Readonly<RouterContextProvider>,
  userId: string,
  role: Role,
): Promise<readonly Duty[]> {
  if (role === "admin") return allDuties;
  if (role !== "staff") return [];
  const { db } = getAppContext(context);
  const rows = await db.select({ duty: staffDuties.duty }).from(staffDuties).where(eq(staffDuties.userId, userId));
  return rows.map((row) => row.duty).filter(isDuty);
}

/** For pages: the signed-in user, or a redirect to /auth that comes back here afterwards. */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw redirect(signInPath(samePage(request)));
  return user;
}

/** For pages open to some roles: signed out → /auth; signed in without the role → the 403 page. */
export async function requireRole(
  request: Request,
  context: Readonly<RouterContextProvider>,
  allowed: readonly Role[],
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!hasRole(user.role, allowed)) throw data({ reason: "forbidden" }, { status: 403 });
  return user;
}

/** For APIs: 401 JSON when signed out, 403 JSON without the role. */
export async function requireApiRole(
  request: Request,
  context: Readonly<RouterContextProvider>,
  allowed: readonly Role[],
): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw Response.json({ error: "Sign in required" }, { status: 401 });
  if (!hasRole(user.role, allowed)) throw Response.json({ error: "Forbidden" }, { status: 403 });
  return user;
}
