// The JSON-LD document loader of signing and verification (decision 022): bundled contexts
// from the installed packages, and our own issuer documents (DID document, keys, Profile, achievements,
// status lists) from the database. It never fetches the network: any other URL is an error.
import { findIssuerKey, listIssuerKeys } from "~/features/credentials/queries.server";
import { bundledContext, DocumentNotAvailable, type DocumentLoader } from "./contexts.server";
import {
  achievementDocument,
  didDocument,
  issuerProfileDocument,
  verificationMethodDocument,
} from "./issuer-documents.server";
import type { Issuer } from "./issuer-context.server";
import { isLevel, isStatusPurpose } from "./issuer.server";
import { ensureCurrentKey } from "./keys.server";
import { statusListCredential } from "./status-list.server";

/** Our own document at `url`, or null when the URL is not one of ours. */
export async function issuerDocument(issuer: Issuer, url: string): Promise<unknown> {
  const { urls } = issuer;
  if (url === urls.did || url === urls.didDocument) {
    await ensureCurrentKey(issuer);
    return didDocument(urls, await listIssuerKeys(issuer.db));
  }
  if (url.startsWith(`${urls.did}#`)) {
    const key = await findIssuerKey(issuer.db, url.slice(urls.did.length + 1));
    return key ? verificationMethodDocument(urls, key) : null;
  }
  if (url === urls.profile) return issuerProfileDocument(urls);
  const prefix = `${urls.profile}/`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length).split("/");
  if (rest.length === 2 && rest[0] === "achievements" && isLevel(rest[1]!)) {
    return achievementDocument(urls, rest[1]);
  }
  if (rest.length === 3 && rest[0] === "status" && isStatusPurpose(rest[1]!) && /^\d{1,9}$/.test(rest[2]!)) {
    return statusListCredential(issuer, rest[1], Number(rest[2]));
  }
  return null;
}

export function createDocumentLoader(issuer: Issuer): DocumentLoader {
  return async (url) => {
    const context = bundledContext(url);
    if (context) return context;
    const document = await issuerDocument(issuer, url);
    if (document === null || document === undefined) throw new DocumentNotAvailable(url);
    return { contextUrl: null, documentUrl: url, document };
  };
}
