import type { RouterContextProvider } from "react-router";
import { createUserWithPassword } from "~/features/auth/users-queries.server";
import type { Role } from "~/features/auth/roles";
import { createAuth, type Auth } from "~/features/auth/auth.server";
import { deriveGateKey } from "~/features/gate/gate.server";
import { createMailer } from "~/lib/mail/mail.server";
import { createLoadContext, requestLanguageContext } from "~/lib/server/app-context.server";
import { createDeps } from "~/lib/server/deps.server";
import { parseConfig } from "~/lib/server/env.server";
import { createRateLimits } from "~/lib/server/rate-limit.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { mailOutbox } from "~/db/schema";
import { readFlash } from "~/lib/forms/flash.server";
import { setupTestDatabase } from "./test-db.server";

export const SITE = "http://localhost:3999";

/** What a loader or an action answered, whether it returned or threw (a redirect, a refusal). */
export type RouteOutcome = {
  status: number;
  /** Where a redirect goes. */
  location: string | null;
  /** The returned data (a `data()` payload or a plain object). */
  data: unknown;
  headers: Headers;
};

export async function outcomeOf(run: () => Promise<unknown>): Promise<RouteOutcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
    if (!(error instanceof Response) && !isData(error)) throw error;
  }
  if (value instanceof Response) {
    const type = value.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await value.json() : await value.text();
    return { status: value.status, location: value.headers.get("location"), data: body, headers: value.headers };
  }
  if (isData(value)) {
    return {
      status: value.init?.status ?? 200,
      location: null,
      data: value.data,
      headers: new Headers(value.init?.headers),
    };
  }
  return { status: 200, location: null, data: value, headers: new Headers() };
}

function isData(value: unknown): value is { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: string }).type === "DataWithResponseInit";
}

/** A flash as a test reads it: what the action wrote and the text the next page shows. */
export type FlashSeen = {
  type: "success" | "error";
  ns: string;
  key: string;
  form?: string;
  values?: Record<string, string | number>;
  path: string;
  text: string;
};

/**
 * Loader and action tests (docs/guides/testing.md): a migrated database emptied before each test, the
 * app's real context (auth, rate limits, an outbox mailer), and requests as a browser sends them.
 * Call a route's `loader`/`action` with `{ request, params, context }` and read `outcomeOf`.
 */
export function setupRouteTests(options: { env?: Record<string, string> } = {}) {
  const database = setupTestDatabase();
  // The server's validated configuration; `env` adds variables as the environment would.
  const config = parseConfig({ SITE_URL: SITE, NODE_ENV: "test", ...options.env });
  const gateKey = deriveGateKey("route-test-secret", "route-test-password");
  let auth: Auth | undefined;
  const getAuth = () =>
    (auth ??= createAuth({
      db: database.db,
      secret: "route-test-secret-route-test-secret",
      siteUrl: SITE,
      mailer: mailer(),
    }));
  const mailer = () => createMailer({ db: database.db, from: "GeoCert <noreply@example.org>" });

  const api = {
    get db() {
      return database.db;
    },
    config,
    /** The context a loader/action gets, in `language` (as the root middleware would set it). */
    context(options: { language?: LanguageCode; clientIp?: string } = {}) {
      const context = createLoadContext({
        ...createDeps({ db: database.db, config, mailer: mailer() }),
        gateKey,
        rateLimits: createRateLimits(database.db),
        auth: getAuth(),
        clientIp: options.clientIp ?? "203.0.113.7",
        cspNonce: "test",
      });
      context.set(requestLanguageContext, { language: options.language ?? "en", source: "default" });
      return context;
    },
    /** A member, partner or admin with a password; returns the user's id. */
    async createUser(role: Role, name: string, email: string, password = "Test-pass-12345") {
      return createUserWithPassword(database.db, { name, email, password, role });
    },
    /** The Cookie header of a real sign-in. */
    async signIn(email: string, password = "Test-pass-12345"): Promise<string> {
      const result = await getAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
      return result.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    },
    /** A GET of `path`, signed in with `cookie` if given. */
    get(path: string, cookie?: string): Request {
      return new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
    },
    /** A form POST to `path`, as a browser sends it from the site's own page. */
    post(path: string, fields: Record<string, string | string[]>, cookie?: string): Request {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) {
        for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
      }
      return new Request(`${SITE}${path}`, {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...(cookie ? { cookie } : {}) },
      });
    },
    /**
     * The flash a redirect carries (decision 019), as the action wrote it (namespace, key, form, values,
     * path) and as the next page shows it (`text`, in `language`); null when there is none or its
     * signature is not the server's.
     */
    flash(out: RouteOutcome, language: LanguageCode = "en"): FlashSeen | null {
      const pair = out.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("toast="))
        ?.split(";")[0];
      if (!pair) return null;
      const { flash } = readFlash(new Request(SITE, { headers: { cookie: pair } }), gateKey, language);
      if (!flash) return null;
      const payload = decodeURIComponent(pair.slice("toast=".length)).split(".")[0] ?? "";
      const written = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Omit<FlashSeen, "text">;
      return { ...written, type: flash.type, text: flash.text };
    },
    /** The mails waiting in the outbox. */
    async outbox(): Promise<Array<{ to: string; subject: string; text: string }>> {
      return database.db
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox);
    },
  };
  return api;
}

/**
 * The arguments React Router hands a loader or action (the generated `Route.LoaderArgs`/`ActionArgs`):
 * `{ request, params, context }` plus the URL and route pattern it derives from them.
 */
export function routeArgs<P extends Record<string, string | undefined>>(parts: {
  request: Request;
  params: P;
  context: RouterContextProvider;
}) {
  return { ...parts, url: new URL(parts.request.url), pattern: "" };
}
