// Open Badges 3.0 conformance of the credentials we issue: the 1EdTech JSON Schema (vendored), and an
// independent verifier (DCC's verifier-core, not the Digital Bazaar libraries that sign) accepting them.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createCredential, findCredential, setCredentialStatus } from "~/features/registry/index.server";
import { credentials } from "~/db/schema";
import { sampleCredential } from "../../../tests/support/credential-fixtures";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { OB3_SCHEMA_URL, ob3Schema, ob3SchemaErrors } from "../../../tests/support/ob3-schema";
import { bundledContext } from "./contexts.server";
import { issuerDocument } from "./document-loader.server";
import { createIssuer, signCredential } from "./issuer-context.server";
import { statusPosition } from "./issuer.server";
import { rotateSigningKey } from "./keys.server";
import { signedOpenBadge, unsignedOpenBadge } from "./open-badge.server";
import { statusListCredential } from "./status-list.server";
import { verifyWithIssuer } from "./verify-file.server";

const handle = setupTestDatabase();
const SITE = "https://geocert.example";

const base = sampleCredential;

function issuer() {
  return createIssuer({ db: handle.db, siteUrl: SITE });
}

describe("OB 3.0 conformance", () => {
  it("a freshly issued credential passes the 1EdTech AchievementCredential JSON Schema", async () => {
    const id = await createCredential(handle.db, base);
    const signed = await signedOpenBadge(issuer(), id);
    expect(ob3SchemaErrors(signed)).toEqual([]);
  });
});

describe("status lists", () => {
  it("dates a status list's proof no earlier than the key that signs it, after a rotation", async () => {
    const id = await createCredential(handle.db, base);
    // The credential last changed long before the next key exists.
    await handle.db
      .update(credentials)
      .set({ updatedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(credentials.id, id));
    const { current } = await rotateSigningKey(issuer());
    for (const purpose of ["message", "revocation"] as const) {
      const list = (await statusListCredential(issuer(), purpose, 0))!;
      const proof = (list.proof as Array<{ created: string; verificationMethod: string }>)[0]!;
      expect(proof.verificationMethod.endsWith(`#${current.id}`)).toBe(true);
      expect(Date.parse(proof.created)).toBeGreaterThanOrEqual(Math.floor(current.createdAt.getTime() / 1000) * 1000);
    }
  });

  it("keeps a credential signed with the two one-bit entries (before the message list) verifiable", async () => {
    const id = await createCredential(handle.db, base);
    const credential = (await findCredential(handle.db, id))!;
    const { urls } = issuer();
    const { list, index } = statusPosition(credential.statusIndex);
    const legacy = await signCredential(issuer(), {
      ...unsignedOpenBadge(issuer(), credential, "salt"),
      credentialStatus: (["revocation", "suspension"] as const).map((purpose) => ({
        id: `${urls.statusList(purpose, list)}#${index}`,
        type: "BitstringStatusListEntry",
        statusPurpose: purpose,
        statusListIndex: String(index),
        statusListCredential: urls.statusList(purpose, list),
      })),
    });
    expect((await verifyWithIssuer(issuer(), legacy)).verdict).toBe("valid");
    await setCredentialStatus(handle.db, id, { status: "suspended", reason: "x", changedOn: "2026-01-01" });
    expect((await verifyWithIssuer(issuer(), legacy)).verdict).toBe("suspended");
  });
});

describe("an independent verifier (DCC verifier-core) reads our credentials", () => {
  /** Everything verifier-core asks the network for, answered from our own documents (no network in tests). */
  function offlineFetch(requested: string[]) {
    return async (input: string | URL | Request) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      requested.push(url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
      if (url === OB3_SCHEMA_URL) return json(ob3Schema);
      const context = bundledContext(url);
      if (context) return json(context.document);
      const document = url.startsWith(SITE) ? await issuerDocument(issuer(), url).catch(() => null) : null;
      return document ? json(document) : new Response("not found", { status: 404 });
    };
  }

  it("accepts the signature, the schema and reads the status of the one message entry", async () => {
    const requested: string[] = [];
    vi.stubGlobal("fetch", offlineFetch(requested));
    try {
      const { verifyCredential } = await import("@digitalcredentials/verifier-core");
      const id = await createCredential(handle.db, base);
      const signed = (await signedOpenBadge(issuer(), id))!;
      const check = async () => {
        const response = (await verifyCredential({
          credential: signed as unknown as Parameters<typeof verifyCredential>[0]["credential"],
          knownDIDRegistries: [],
        })) as VerifierResponse;
        expect(response.errors).toBeUndefined();
        const step = (name: string) => response.log?.find((entry) => entry.id === name);
        expect(step("valid_signature")?.valid).toBe(true);
        expect(step("expiration")?.valid).toBe(true);
        const schema = response.additionalInformation?.find((entry) => entry.id === "schema_check");
        expect(schema?.results?.[0]?.result).toEqual({ valid: true });
        // verifier-core names the step after the entry's purpose and answers one bit: active or not.
        return step("message_status")?.valid;
      };
      expect(await check()).toBe(true);
      await setCredentialStatus(handle.db, id, { status: "suspended", reason: "x", changedOn: "2026-01-01" });
      expect(await check()).toBe(false);
      await setCredentialStatus(handle.db, id, { status: "revoked", reason: "x", changedOn: "2026-01-02" });
      expect(await check()).toBe(false);
      // Our own verifier tells the two apart through the same entry.
      expect((await verifyWithIssuer(issuer(), signed)).verdict).toBe("revoked");
      expect(requested.every((url) => url.startsWith(SITE) || url === OB3_SCHEMA_URL || bundledContext(url))).toBe(
        true,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

type VerifierResponse = {
  errors?: unknown[];
  log?: Array<{ id: string; valid?: boolean }>;
  additionalInformation?: Array<{ id: string; results?: Array<{ result: unknown }> }>;
};
