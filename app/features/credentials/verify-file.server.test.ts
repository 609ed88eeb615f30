import { describe, expect, it } from "vitest";
import { createCredential, setCredentialStatus } from "~/features/registry/index.server";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { bakeSvg } from "./baked-badge.server";
import { createIssuer } from "./issuer-context.server";
import { rotateSigningKey } from "./keys.server";
import { signedOpenBadge } from "./open-badge.server";
import { credentialFromFile, refusedFileReport, verifyWithIssuer } from "./verify-file.server";

const handle = setupTestDatabase();
const issuer = () => createIssuer({ db: handle.db, siteUrl: "http://localhost:3999" });

const base = {
  givenNames: "Kenji",
  lastName: "Watanabe",
  email: "kenji@example.org",
  level: "associate" as const,
  domains: ["riskAssessment"] as Array<"riskAssessment">,
  issuedOn: "2025-01-15",
  expiresOn: "2099-01-15",
};

async function signed(overrides: Partial<typeof base> = {}) {
  const id = await createCredential(handle.db, { ...base, ...overrides });
  return { id, document: (await signedOpenBadge(issuer(), id))! };
}

const codes = (report: { checks: Array<{ check: string; code: string }> }) =>
  Object.fromEntries(report.checks.map((check) => [check.check, check.code]));

describe("verifyCredentialDocument", () => {
  it("says valid for our credential, with every check passed and a summary", async () => {
    const { document } = await signed();
    const report = await verifyWithIssuer(issuer(), document);
    expect(report.verdict).toBe("valid");
    expect(report.verdictKey).toBe("verdicts.valid");
    expect(codes(report)).toEqual({
      schema: "ok",
      issuer: "currentKey",
      proof: "ok",
      status: "active",
      dates: "current",
    });
    expect(report.checks.every((check) => check.outcome === "pass")).toBe(true);
    expect(report.checks[0]!.key).toBe("checks.schema.ok");
    expect(report.credential).toMatchObject({
      holderName: "Kenji Watanabe",
      achievement: "Associate Geothermal Professional",
    });
  });

  it("says tampered when one character changes, and shows nothing of it", async () => {
    const { document } = await signed();
    const tampered = JSON.parse(JSON.stringify(document).replace("Kenji Watanabe", "Kenji Watanabf"));
    const report = await verifyWithIssuer(issuer(), tampered);
    expect(report.verdict).toBe("tampered");
    expect(codes(report)).toMatchObject({ issuer: "currentKey", proof: "invalid", status: "skipped" });
    expect(report.credential).toBeNull();
  });

  it("says suspended, valid again, then revoked, as staff change the status (one message entry)", async () => {
    const { id, document } = await signed();
    await setCredentialStatus(handle.db, id, { status: "suspended", reason: "x", changedOn: "2026-03-01" });
    const report = await verifyWithIssuer(issuer(), document);
    expect(report.verdict).toBe("suspended");
    expect(codes(report).status).toBe("suspended");
    await setCredentialStatus(handle.db, id, { status: "active", reason: "x", changedOn: "2026-03-02" });
    expect((await verifyWithIssuer(issuer(), document)).verdict).toBe("valid");
    await setCredentialStatus(handle.db, id, { status: "revoked", reason: "x", changedOn: "2026-03-03" });
    expect((await verifyWithIssuer(issuer(), document)).verdict).toBe("revoked");
  });

  it("says expired past validUntil and not yet valid before validFrom (the proof still holds)", async () => {
    const { document } = await signed({ issuedOn: "2020-01-01", expiresOn: "2023-01-01" });
    const expired = await verifyWithIssuer(issuer(), document);
    expect(expired.verdict).toBe("expired");
    expect(codes(expired)).toMatchObject({ proof: "ok", dates: "expired" });
    const { document: future } = await signed({ issuedOn: "2098-01-01" });
    expect((await verifyWithIssuer(issuer(), future)).verdict).toBe("notYetValid");
  });

  it("says tampered when the proof names a key that is not ours", async () => {
    const { document } = await signed();
    const proof = document.proof as Record<string, unknown>;
    const forged = { ...document, proof: { ...proof, verificationMethod: "did:web:localhost%3A3999#key-forged" } };
    const report = await verifyWithIssuer(issuer(), forged);
    expect(report.verdict).toBe("tampered");
    expect(codes(report)).toMatchObject({ issuer: "unknownKey", proof: "invalid", status: "skipped" });
  });

  it("says other issuer for a credential signed by someone else", async () => {
    const id = await createCredential(handle.db, base);
    const foreign = (await signedOpenBadge(createIssuer({ db: handle.db, siteUrl: "https://other.example" }), id))!;
    const report = await verifyWithIssuer(issuer(), foreign);
    expect(report.verdict).toBe("otherIssuer");
    expect(codes(report)).toMatchObject({ issuer: "otherIssuer", proof: "skipped", status: "skipped" });
  });

  it("keeps a credential signed with a retired key valid", async () => {
    const { document } = await signed();
    await rotateSigningKey(issuer());
    const report = await verifyWithIssuer(issuer(), document);
    expect(report.verdict).toBe("valid");
    expect(codes(report).issuer).toBe("retiredKey");
  });

  it("says not a credential for other JSON and unreadable files, and reads baked SVGs", async () => {
    expect((await verifyWithIssuer(issuer(), { hello: "world" })).verdict).toBe("notCredential");
    expect(codes(await verifyWithIssuer(issuer(), { hello: 1 })).schema).toBe("notCredential");
    const { document } = await signed();
    const notOb = { ...document, type: ["VerifiableCredential"] };
    expect(codes(await verifyWithIssuer(issuer(), notOb)).schema).toBe("notOpenBadge");
    expect(credentialFromFile("{ nope")).toEqual({ ok: false, code: "notJson" });
    expect(credentialFromFile("<svg></svg>")).toEqual({ ok: false, code: "noBakedCredential" });
    expect(credentialFromFile("  ")).toEqual({ ok: false, code: "empty" });
    expect(credentialFromFile("x".repeat(300 * 1024))).toEqual({ ok: false, code: "tooLarge" });
    expect(refusedFileReport("notJson").checks.map((check) => check.outcome)).toEqual([
      "fail",
      "skipped",
      "skipped",
      "skipped",
      "skipped",
    ]);
    const baked = credentialFromFile(bakeSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>', document));
    expect(baked.ok && (await verifyWithIssuer(issuer(), baked.document)).verdict).toBe("valid");
  });
});
