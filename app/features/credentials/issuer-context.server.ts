// What the credential code needs of the server: the database, the public origin and the key secret.
import type { RouterContextProvider } from "react-router";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import type { Database } from "~/db/client.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { contextLoader } from "./contexts.server";
import { issuerUrls, type IssuerUrls } from "./issuer.server";
import type { IssuerKeyRow } from "./queries.server";
import { signingKeyPair, type IssuerKeys } from "./keys.server";

export type Issuer = IssuerKeys & { urls: IssuerUrls };

export function createIssuer(options: { db: Database; siteUrl: string; secret?: string }): Issuer {
  return { db: options.db, secret: options.secret, urls: issuerUrls(options.siteUrl) };
}

export function issuerOf(context: Readonly<RouterContextProvider>): Issuer {
  const { db, config } = getAppContext(context);
  return createIssuer({ db, siteUrl: config.siteUrl, secret: config.issuerKeySecret });
}

/**
 * Signs a credential with `key` (the current key when not given): a DataIntegrityProof, cryptosuite
 * eddsa-rdfc-2022, in a list. `date` is the proof's `created` (Ed25519 is deterministic: same document,
 * key and date, same bytes).
 */
export async function signCredential(
  issuer: Issuer,
  unsigned: Record<string, unknown>,
  date?: Date,
  key?: IssuerKeyRow,
): Promise<Record<string, unknown>> {
  const keyPair = await signingKeyPair(issuer, issuer.urls.did, key);
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), date, cryptosuite: eddsaRdfc2022 });
  const signed: Record<string, unknown> = await vc.issue({
    credential: structuredClone(unsigned),
    suite,
    documentLoader: contextLoader,
  });
  // The OB 3.0 JSON Schema wants `proof` as an array; in JSON-LD one proof and a list of one are the same
  // graph, so the signature holds either way.
  return { ...signed, proof: Array.isArray(signed.proof) ? signed.proof : [signed.proof] };
}
