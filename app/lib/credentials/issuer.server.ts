// The issuer's identity and stable URLs (issue 18, docs/decisions/022).
import { frameworkLevels, type FrameworkLevel } from "~/content/framework";

/** Bits per status list: the Bitstring Status List minimum (16 KB before compression). */
export const STATUS_LIST_LENGTH = 131_072;

export const statusPurposes = ["revocation", "suspension"] as const;
export type StatusPurpose = (typeof statusPurposes)[number];

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

/** Where a credential's bit lives: list number and index inside it. */
export function statusPosition(statusIndex: number): { list: number; index: number } {
  return { list: Math.floor(statusIndex / STATUS_LIST_LENGTH), index: statusIndex % STATUS_LIST_LENGTH };
}
