import { createHmac, timingSafeEqual } from "node:crypto";
import { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { getServerSecret } from "~/lib/server/settings.server";
import type { LanguageCode } from "~/lib/i18n/languages";
import { getAppContext, type AppContext } from "~/lib/server/app-context.server";

/**
 * One-click unsubscribe (RFC 8058) for mail that is not transactional (decision 028). A link
 * carries a signed token naming what to stop — a kind ("newsletter", "notifications-all", …) and
 * a subject (an address, a user id, an alert id) — so `/unsubscribe` needs no sign-in and no
 * stored token: the HMAC with a key derived from the server secret proves the link came from us.
 */

/** What a feature registers for its kind of mail. */
export type UnsubscribeKind = {
  /** Stops the mail for `subject`, at once. Must be idempotent (a second click changes nothing). */
  handler: (db: Database, subject: string) => Promise<void>;
  /** What stops, in the page's language, e.g. "the GeoCert newsletter at ada@example.org". */
  describe: (language: LanguageCode, subject: string) => string;
  /** Whether the mail still goes out (the page then shows the button); unknown when absent. */
  isActive?: (db: Database, subject: string) => Promise<boolean>;
};

const kinds = new Map<string, UnsubscribeKind>();

/** Registers a kind; app/lib/mail/unsubscribe-kinds.server.ts registers every one the site has. */
export function registerUnsubscribeKind(kind: string, definition: UnsubscribeKind): void {
  if (!/^[a-z][a-z0-9-]{0,40}$/.test(kind)) throw new Error(`Bad unsubscribe kind "${kind}"`);
  kinds.set(kind, definition);
}

export function unsubscribeKind(kind: string): UnsubscribeKind | undefined {
  return kinds.get(kind);
}

/** How long a link works: mail is kept for years, but a link from long ago should not be a key forever. */
export const UNSUBSCRIBE_TOKEN_DAYS = 400;

const keys = new WeakMap<Database, Promise<Buffer>>();

/** The signing key, derived from the server secret (read once per database handle). */
export function unsubscribeKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getServerSecret(db).then((secret) =>
      createHmac("sha256", secret).update("geocert/mail-unsubscribe/v1").digest(),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** A token for `kind` and `subject`, issued now (`now` for tests). */
export function signUnsubscribeToken(
  key: Buffer,
  target: { kind: string; subject: string },
  now: Date = new Date(),
): string {
  const payload = Buffer.from(
    JSON.stringify({ k: target.kind, s: target.subject, i: Math.floor(now.getTime() / 1000) }),
  ).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

/** The kind and subject of a genuine, unexpired token; null for anything else. */
export function verifyUnsubscribeToken(
  key: Buffer,
  token: string,
  now: Date = new Date(),
): { kind: string; subject: string } | null {
  if (token.length > 2000) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      k?: unknown;
      s?: unknown;
      i?: unknown;
    };
    if (typeof data.k !== "string" || typeof data.s !== "string" || typeof data.i !== "number") return null;
    const ageSeconds = now.getTime() / 1000 - data.i;
    if (ageSeconds < -300 || ageSeconds > UNSUBSCRIBE_TOKEN_DAYS * 86_400) return null;
    return { kind: data.k, subject: data.s };
  } catch {
    return null;
  }
}

export type UnsubscribeLinks = {
  /** The page (GET shows what stops and a button): the visible link in the mail's footer. */
  pageUrl: string;
  /** The address mail clients POST `List-Unsubscribe=One-Click` to (RFC 8058). */
  oneClickUrl: string;
  /** For `mailer.send({ …, headers })`: List-Unsubscribe and List-Unsubscribe-Post. */
  headers: { "List-Unsubscribe": string; "List-Unsubscribe-Post": string };
};

/**
 * Where the links point and which database holds the server secret: the app context (or the
 * router context), or `{ db, siteUrl }`. Inside a transaction pass the transaction as `db`
 * (on the embedded database a second connection would wait for it).
 */
export type UnsubscribeSource =
  Readonly<RouterContextProvider> | Pick<AppContext, "db" | "config"> | { db: Database; siteUrl: string };

function resolve(source: UnsubscribeSource): { db: Database; siteUrl: string } {
  if (source instanceof RouterContextProvider) {
    const app = getAppContext(source);
    return { db: app.db, siteUrl: app.config.siteUrl };
  }
  if ("config" in source) return { db: source.db, siteUrl: source.config.siteUrl };
  return source as { db: Database; siteUrl: string };
}

/** The links and headers that let the recipient stop `kind` mail for `subject` with one click. */
export async function unsubscribeLinks(
  source: UnsubscribeSource,
  target: { kind: string; subject: string },
): Promise<UnsubscribeLinks> {
  const { db, siteUrl } = resolve(source);
  return unsubscribeLinksWithKey(await unsubscribeKey(db), siteUrl, target);
}

/** The same, with the key at hand (`unsubscribeKey(db)`): for many mails in one go. */
export function unsubscribeLinksWithKey(
  key: Buffer,
  siteUrl: string,
  target: { kind: string; subject: string },
): UnsubscribeLinks {
  const token = signUnsubscribeToken(key, target);
  const url = `${siteUrl.replace(/\/+$/, "")}/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    pageUrl: url,
    oneClickUrl: url,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export type UnsubscribeOutcome =
  { ok: true; kind: string; subject: string; definition: UnsubscribeKind } | { ok: false };

/** Reads a token: a genuine token of a registered kind, or not. */
export async function readUnsubscribeToken(db: Database, token: string | null): Promise<UnsubscribeOutcome> {
  if (!token) return { ok: false };
  const target = verifyUnsubscribeToken(await unsubscribeKey(db), token);
  const definition = target ? kinds.get(target.kind) : undefined;
  if (!target || !definition) return { ok: false };
  return { ok: true, ...target, definition };
}
