/**
 * Referee links (decision 041): `<request id>.<HMAC-SHA256 of it with a key derived from the server secret>`.
 * Signed rather than random-and-hashed so the 7- and 14-day reminders can carry the same link the first mail did;
 * the request row still decides whether the link works (not expired, not replaced, answered once).
 */
import { isUuid } from "~/lib/util/uuid";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "~/db/client.server";
import { getServerSecret } from "~/lib/server/settings.server";

const keys = new WeakMap<Database, Promise<Buffer>>();

export function refereeKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getServerSecret(db).then((secret) => createHmac("sha256", secret).update("geocert/referee-link/v1").digest());
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, id: string) => createHmac("sha256", key).update(`referee:${id}`).digest("base64url");

export function refereeToken(key: Buffer, requestId: string): string {
  return `${requestId}.${sign(key, requestId)}`;
}

/** The request id a token names, or null when it is malformed or was not signed here (tampered). */
export function requestIdOfToken(key: Buffer, token: string | undefined): string | null {
  if (!token || token.length > 200) return null;
  const [id, sig, extra] = token.split(".");
  if (!id || !sig || extra !== undefined || !isUuid(id)) return null;
  const expected = Buffer.from(sign(key, id));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** What the request row keeps of its link: never the link itself. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function refereeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/referee/${token}`;
}
