// The issuer's Ed25519 signing keys (docs/decisions/022): created on first use, sealed
// with ISSUER_KEY_SECRET when it is set, rotated by an admin; retired keys stay published.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import type { Ed25519KeyPair } from "@digitalbazaar/ed25519-multikey";
import type { Database } from "~/db/client.server";
import {
  findCurrentIssuerKey,
  insertCurrentKeyIfAbsent,
  listIssuerKeys,
  rotateIssuerKeyRow,
  type IssuerKeyRow,
} from "~/features/credentials/queries.server";

const PLAIN = "plain:";
const SEALED = "aes256gcm:";

function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "geocert-issuer-keys", "issuer signing key seal v1", 32));
}

/** The secret key as stored: AES-256-GCM under ISSUER_KEY_SECRET, or marked plain without it. */
export function sealSecretKey(secretKeyMultibase: string, secret: string | undefined, keyId: string): string {
  if (!secret) return `${PLAIN}${secretKeyMultibase}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret), iv);
  cipher.setAAD(Buffer.from(keyId));
  const body = Buffer.concat([cipher.update(secretKeyMultibase, "utf8"), cipher.final()]);
  return `${SEALED}${[iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".")}`;
}

export class IssuerKeyUnavailable extends Error {}

export function unsealSecretKey(stored: string, secret: string | undefined, keyId: string): string {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (!stored.startsWith(SEALED)) throw new IssuerKeyUnavailable(`Issuer key ${keyId}: unknown storage format`);
  if (!secret) {
    throw new IssuerKeyUnavailable(`Issuer key ${keyId} is sealed: set ISSUER_KEY_SECRET to the secret that sealed it`);
  }
  const [iv, tag, body] = stored
    .slice(SEALED.length)
    .split(".")
    .map((part) => Buffer.from(part, "base64url"));
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret), iv!);
    decipher.setAAD(Buffer.from(keyId));
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8");
  } catch {
    throw new IssuerKeyUnavailable(
      `Issuer key ${keyId} does not open with ISSUER_KEY_SECRET (another secret sealed it)`,
    );
  }
}

/** A fresh key's fragment: `key-YYYYMMDD-xxxxxx`. */
function newKeyId(now: Date): string {
  return `key-${now.toISOString().slice(0, 10).replaceAll("-", "")}-${randomBytes(3).toString("hex")}`;
}

async function newKeyRow(secret: string | undefined, now = new Date()) {
  const id = newKeyId(now);
  const pair = await Ed25519Multikey.generate();
  const exported = await pair.export({ publicKey: true, secretKey: true });
  return {
    id,
    publicKeyMultibase: pair.publicKeyMultibase,
    secretKeySealed: sealSecretKey(String(exported.secretKeyMultibase), secret, id),
  };
}

export type IssuerKeys = { db: Database; secret: string | undefined };

/** The current key's row, created (once, whatever the number of instances) when there is none. */
export async function ensureCurrentKey({ db, secret }: IssuerKeys): Promise<IssuerKeyRow> {
  const current = await findCurrentIssuerKey(db);
  if (current) return current;
  return insertCurrentKeyIfAbsent(db, await newKeyRow(secret));
}

/** Every published key (current and retired), oldest first; creates the first one if needed. */
export async function publishedKeys(keys: IssuerKeys): Promise<IssuerKeyRow[]> {
  await ensureCurrentKey(keys);
  return listIssuerKeys(keys.db);
}

/** Retires the current key and makes a new one current. False: someone else rotated just now. */
export async function rotateSigningKey(keys: IssuerKeys): Promise<{ rotated: boolean; current: IssuerKeyRow }> {
  const current = await ensureCurrentKey(keys);
  let rotated = false;
  try {
    rotated = await rotateIssuerKeyRow(keys.db, current.id, await newKeyRow(keys.secret));
  } catch {
    rotated = false; // a concurrent rotation stored its key first (unique index on the current key)
  }
  const now = await findCurrentIssuerKey(keys.db);
  return { rotated, current: now ?? current };
}

const keyPairs = new Map<string, Promise<Ed25519KeyPair>>();

/**
 * A key as a signing key pair (its id the verification method `did#key`): the one the caller read, so a
 * document's proof date, its cache entry and its signature all come from one key even if another instance
 * rotates meanwhile; the current key when none is given.
 */
export async function signingKeyPair(keys: IssuerKeys, did: string, key?: IssuerKeyRow): Promise<Ed25519KeyPair> {
  const row = key ?? (await ensureCurrentKey(keys));
  const cacheKey = `${did}#${row.id}:${row.publicKeyMultibase}`;
  let pair = keyPairs.get(cacheKey);
  if (!pair) {
    pair = Ed25519Multikey.from({
      type: "Multikey",
      id: `${did}#${row.id}`,
      controller: did,
      publicKeyMultibase: row.publicKeyMultibase,
      secretKeyMultibase: unsealSecretKey(row.secretKeySealed, keys.secret, row.id),
    });
    pair.catch(() => keyPairs.delete(cacheKey));
    keyPairs.set(cacheKey, pair);
  }
  return pair;
}
