// A registry credential as a signed Open Badges 3.0 OpenBadgeCredential (decision 022).
import { createHash, createHmac } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { findCredential, holderName, type Credential } from "~/features/registry/index.server";
import { getServerSecret } from "~/lib/server/settings.server";
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from "./contexts.server";
import { achievement, issuerProfile } from "./issuer-documents.server";
import { issuerOf, signCredential, type Issuer } from "./issuer-context.server";
import { messagePosition, STATUS_SIZE, statusMessageEntries } from "./issuer.server";
import { ensureCurrentKey } from "./keys.server";
import { LRUCache } from "lru-cache";

/** The holder's address hashed as OB 3.0 allows (IdentityObject, sha256 of address + salt). */
export function hashedEmail(email: string, salt: string): string {
  return `sha256$${createHash("sha256")
    .update(email.trim().toLowerCase() + salt)
    .digest("hex")}`;
}

/** A salt per credential, stable across signatures, not guessable before the credential is seen. */
function identitySalt(serverSecret: string, id: string): string {
  return createHmac("sha256", serverSecret).update(`ob3-identity-salt:${id}`).digest("hex").slice(0, 32);
}

/** The unsigned OpenBadgeCredential of a registry credential. */
export function unsignedOpenBadge(issuer: Issuer, credential: Credential, salt: string): Record<string, unknown> {
  const { urls } = issuer;
  const { list, index } = messagePosition(credential.statusIndex);
  const level = achievement(urls, credential.level);
  return {
    "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: urls.credential(credential.id),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: level.name,
    issuer: issuerProfile(urls),
    validFrom: `${credential.issuedOn}T00:00:00Z`,
    validUntil: `${credential.expiresOn}T23:59:59Z`,
    credentialSubject: {
      type: ["AchievementSubject"],
      name: holderName(credential),
      ...(credential.email
        ? {
            identifier: [
              {
                type: "IdentityObject",
                identityType: "emailAddress",
                hashed: true,
                identityHash: hashedEmail(credential.email, salt),
                salt,
              },
            ],
          }
        : {}),
      achievement: level,
    },
    // One entry (OB 3.0 allows no more): a 2-bit message entry saying active, suspended or revoked.
    credentialStatus: {
      id: `${urls.statusList("message", list)}#${index}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "message",
      statusListIndex: String(index),
      statusListCredential: urls.statusList("message", list),
      statusSize: STATUS_SIZE,
      statusMessage: statusMessageEntries,
    },
  };
}

/** Signed credentials by (id, last change, key): a staff edit or a rotation signs again. */
const signed = new LRUCache<string, Record<string, unknown>>({ max: 500 });

/**
 * The signed OpenBadgeCredential of a registry credential (by id, or the row a caller has just read, so
 * it is read once), or null when there is none.
 */
export async function signedOpenBadge(
  issuer: Issuer,
  which: string | Credential,
): Promise<Record<string, unknown> | null> {
  const credential = typeof which === "string" ? await findCredential(issuer.db, which) : which;
  if (!credential) return null;
  const key = await ensureCurrentKey(issuer);
  const cacheKey = [issuer.urls.origin, credential.id, credential.updatedAt.toISOString(), key.id].join("|");
  const cached = signed.get(cacheKey);
  if (cached) return structuredClone(cached);
  const salt = identitySalt(await getServerSecret(issuer.db), credential.id);
  // The proof's date: the credential's last change (or the key's creation, if later), whole seconds,
  // so every instance signs the same bytes.
  const changed = Math.max(credential.updatedAt.getTime(), key.createdAt.getTime());
  const document = await signCredential(
    issuer,
    unsignedOpenBadge(issuer, credential, salt),
    new Date(Math.floor(changed / 1000) * 1000),
    key,
  );
  signed.set(cacheKey, document);
  return structuredClone(document);
}

/** The signed OpenBadgeCredential JSON for a registry credential (null if none). */
export async function signedCredentialFor(
  context: Readonly<RouterContextProvider>,
  which: string | Credential,
): Promise<Record<string, unknown> | null> {
  return signedOpenBadge(issuerOf(context), which);
}
