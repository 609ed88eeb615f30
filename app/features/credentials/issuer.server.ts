// The issuer's identity and stable URLs (docs/decisions/022).
import { frameworkLevels, type FrameworkLevel } from "~/content/framework";

/**
 * Bits per list of the one-bit revocation and suspension lists (the Bitstring Status List minimum, 16 KB):
 * credentials signed before the message list carry an entry in each, and those files must keep verifying.
 */
export const STATUS_LIST_LENGTH = 131_072;

/**
 * The status list purposes served: `message` (the one entry of every credential signed now, decision 035)
 * and the two one-bit lists of credentials signed before it.
 */
export const statusPurposes = ["message", "revocation", "suspension"] as const;
export type StatusPurpose = (typeof statusPurposes)[number];

/** A credential's status as the message list states it, in the order of the 2-bit values. */
export const statusMessages = ["active", "suspended", "revoked"] as const;
export type StatusMessage = (typeof statusMessages)[number];

/** Bits per entry of the message list. */
export const STATUS_SIZE = 2;

/**
 * Credentials per message list. Entry `k` of a credential is `4 × slot + 1`: its two bits (2k, 2k+1) never
 * meet the bit `k` that verifiers ignoring `statusSize` read (DCC's and Digital Bazaar's libraries do), and
 * that bit is set too for a suspended or revoked credential, so those verifiers answer "not active" instead
 * of reading another credential's bits (decision 035).
 */
export const MESSAGE_LIST_SLOTS = 32_768;

/** Bits of a message list: 262,144 (32 KB before compression, a few hundred bytes gzip-compressed). */
export const MESSAGE_LIST_BITS = 8 * MESSAGE_LIST_SLOTS;

/** The `statusMessage` of the message entry: each 2-bit value and what it means. */
export const statusMessageEntries = statusMessages.map((message, value) => ({
  status: `0x${value.toString(16)}`,
  message,
}));

export function isStatusPurpose(value: string): value is StatusPurpose {
  return (statusPurposes as readonly string[]).includes(value);
}

export function isLevel(value: string): value is FrameworkLevel {
  return (frameworkLevels as readonly string[]).includes(value);
}

/**
 * The issuer's did:web for the public origin: the host, its port percent-encoded
 * (`did:web:localhost%3A3000`), a path's segments joined by colons.
 */
export function issuerDid(siteUrl: string): string {
  const url = new URL(siteUrl);
  const segments = url.pathname.split("/").filter(Boolean).map(encodeURIComponent);
  return ["did:web", encodeURIComponent(url.host), ...segments].join(":");
}

/** Every URL a verifier meets in our credentials. */
export function issuerUrls(siteUrl: string) {
  const origin = siteUrl.replace(/\/+$/, "");
  const did = issuerDid(origin);
  return {
    origin,
    did,
    didDocument: `${origin}/.well-known/did.json`,
    profile: `${origin}/issuer`,
    image: `${origin}/favicon.svg`,
    verificationMethod: (keyId: string) => `${did}#${keyId}`,
    achievement: (level: FrameworkLevel) => `${origin}/issuer/achievements/${level}`,
    statusList: (purpose: StatusPurpose, list: number) => `${origin}/issuer/status/${purpose}/${list}`,
    credential: (id: string) => `${origin}/credentials/${id}`,
    framework: `${origin}/certification-framework`,
  };
}

export type IssuerUrls = ReturnType<typeof issuerUrls>;

/** Where a credential's entry lives in the message lists: list number and `statusListIndex`. */
export function messagePosition(statusIndex: number): { list: number; index: number } {
  return { list: Math.floor(statusIndex / MESSAGE_LIST_SLOTS), index: 4 * (statusIndex % MESSAGE_LIST_SLOTS) + 1 };
}

/** Where a credential's bit lives in the one-bit lists (credentials signed before the message list). */
export function statusPosition(statusIndex: number): { list: number; index: number } {
  return { list: Math.floor(statusIndex / STATUS_LIST_LENGTH), index: statusIndex % STATUS_LIST_LENGTH };
}
