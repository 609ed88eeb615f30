import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { describe, expect, it } from "vitest";
import { createCredential, setCredentialStatus } from "~/features/registry/index.server";
import { listIssuerKeys } from "~/features/credentials/queries.server";
import { sampleCredential } from "../../../tests/support/credential-fixtures";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { createDocumentLoader } from "./document-loader.server";
import { createIssuer } from "./issuer-context.server";
import { ensureCurrentKey, rotateSigningKey } from "./keys.server";
import { signCredential } from "./issuer-context.server";
import { signedOpenBadge } from "./open-badge.server";

const handle = setupTestDatabase();
const SITE = "http://localhost:3999";

const base = sampleCredential;

function issuer(secret?: string) {
  return createIssuer({ db: handle.db, siteUrl: SITE, secret });
}

async function verify(credential: Record<string, unknown>, secret?: string) {
  const documentLoader = createDocumentLoader(issuer(secret));
  const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
  return vc.verifyCredential({ credential, suite, documentLoader, checkStatus });
}

describe("signed Open Badges 3.0 credentials", () => {
  it("signs an OpenBadgeCredential that verifies, with its one status entry clear", async () => {
    const id = await createCredential(handle.db, base);
    const started = performance.now();
    const signed = await signedOpenBadge(issuer(), id);
    console.info(`signing one credential took ${Math.round(performance.now() - started)} ms (incl. key creation)`);
    expect(signed).toMatchObject({
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      issuer: { id: "did:web:localhost%3A3999", name: "GeoCert" },
      credentialSubject: { name: "Sigríður Þórsdóttir", achievement: { achievementType: "Certification" } },
      proof: [{ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022" }],
      credentialStatus: { type: "BitstringStatusListEntry", statusPurpose: "message", statusSize: 2 },
    });
    const result = await verify(signed!);
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(result.statusResult.results.map((r: { status: boolean }) => r.status)).toEqual([false]);
  });

  it("fails when one byte changes", async () => {
    const id = await createCredential(handle.db, base);
    const signed = (await signedOpenBadge(issuer(), id))!;
    const tampered = JSON.parse(JSON.stringify(signed).replace("Sigríður", "Sigríðar"));
    expect((await verify(tampered)).verified).toBe(false);
  });

  it("sets the bit one-bit verifiers read when staff suspend the credential (the 2-bit value: verify-file)", async () => {
    const id = await createCredential(handle.db, base);
    const other = await createCredential(handle.db, { ...base, email: "other@example.org" });
    const signed = (await signedOpenBadge(issuer(), id))!;
    const neighbour = (await signedOpenBadge(issuer(), other))!;
    await setCredentialStatus(handle.db, id, { status: "suspended", reason: "x", changedOn: "2026-01-01" });
    // The proof still holds; the library reads bit statusListIndex (it ignores statusSize).
    const result = await verify(signed);
    expect(result.verified).toBe(true);
    expect(result.statusResult.results.map((r: { status: boolean }) => r.status)).toEqual([true]);
    // The other credential's entry is untouched by this one's two bits.
    const second = await verify(neighbour);
    expect(second.statusResult.results.map((r: { status: boolean }) => r.status)).toEqual([false]);
  });

  it("keeps credentials signed with a retired key valid after a rotation", async () => {
    const id = await createCredential(handle.db, base);
    const before = (await signedOpenBadge(issuer(), id))!;
    const { rotated } = await rotateSigningKey(issuer());
    expect(rotated).toBe(true);
    const after = (await signedOpenBadge(issuer(), id))!;
    const method = (document: Record<string, unknown>) =>
      (document.proof as Array<{ verificationMethod: string }>)[0]!.verificationMethod;
    expect(method(after)).not.toBe(method(before));
    expect((await verify(before)).verified).toBe(true);
    expect((await verify(after)).verified).toBe(true);
    expect(await listIssuerKeys(handle.db)).toHaveLength(2);
  });

  it("signs with the key it read, though another instance rotates before the signature is made", async () => {
    // The proof's date, the cache entry and the signature must all be of one key: read once, passed on.
    const read = await ensureCurrentKey(issuer());
    const { rotated, current } = await rotateSigningKey(issuer());
    expect(rotated).toBe(true);
    const unsigned = {
      "@context": ["https://www.w3.org/ns/credentials/v2"],
      type: ["VerifiableCredential"],
      issuer: "did:web:localhost%3A3999",
      validFrom: "2026-01-01T00:00:00Z",
      credentialSubject: { id: "urn:example:subject" },
    };
    const signed = await signCredential(issuer(), unsigned, new Date("2026-01-01T00:00:00Z"), read);
    const method = (signed.proof as Array<{ verificationMethod: string }>)[0]!.verificationMethod;
    expect(method).toBe(`did:web:localhost%3A3999#${read.id}`);
    expect(method).not.toContain(current.id);
    const latest = await signCredential(issuer(), unsigned, new Date("2026-01-01T00:00:00Z"));
    expect((latest.proof as Array<{ verificationMethod: string }>)[0]!.verificationMethod).toContain(current.id);
  });

  it("creates one current key when instances start at once", async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => ensureCurrentKey(issuer())));
    expect(new Set(keys.map((key) => key.id)).size).toBe(1);
    expect(await listIssuerKeys(handle.db)).toHaveLength(1);
  });

  it("seals keys with ISSUER_KEY_SECRET and cannot sign without it", async () => {
    const secret = "s".repeat(40);
    const key = await ensureCurrentKey(issuer(secret));
    expect(key.secretKeySealed.startsWith("aes256gcm:")).toBe(true);
    const id = await createCredential(handle.db, base);
    const signed = (await signedOpenBadge(issuer(secret), id))!;
    expect((await verify(signed, secret)).verified).toBe(true);
    await rotateSigningKey(issuer(secret)); // a key this process has not opened yet
    const other = await createCredential(handle.db, base);
    await expect(signedOpenBadge(issuer("t".repeat(40)), other)).rejects.toThrow(/ISSUER_KEY_SECRET/);
    await expect(signedOpenBadge(issuer(), other)).rejects.toThrow(/ISSUER_KEY_SECRET/);
  });
});
