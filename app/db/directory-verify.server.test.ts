import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { credentials } from "./schema";
import { openTestDatabase, resetTestDatabase } from "./test-db.server";
import { generateCredentialId } from "~/lib/credential-id";
import { publicEntry, type StoredDirectoryProfile } from "~/lib/directory";
import { withLiveVerification } from "~/lib/directory-verify.server";

let handle: DatabaseHandle;
const validId = generateCredentialId(2026);
const revokedId = generateCredentialId(2025);

function profile(name: string, credentialId: string | null): StoredDirectoryProfile {
  return {
    userId: name,
    name,
    country: "",
    city: "",
    level: "",
    domains: [],
    employer: "",
    bio: "",
    languages: [],
    showCountry: false,
    showCity: false,
    showLevel: false,
    showDomains: false,
    showEmployer: false,
    showBio: false,
    showLanguages: false,
    credentialId,
  };
}

describe("the directory's verified mark", () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
    await resetTestDatabase(handle);
    const base = { level: "professional" as const, domains: [], issuedOn: "2026-01-10", expiresOn: "2099-01-10" };
    await handle.db.insert(credentials).values([
      { id: validId, givenNames: "Amina", lastName: "Odhiambo", ...base },
      { id: revokedId, givenNames: "Rui", lastName: "Costa", ...base, status: "revoked" },
    ]);
  });
  afterAll(async () => handle.close());

  it("links to the live check only when the registry confirms a valid credential under the member's last name", async () => {
    const profiles = [
      profile("Amina Odhiambo", validId.toLowerCase()),
      profile("Amina Smith", validId),
      profile("Rui Costa", revokedId),
      profile("No Credential", null),
    ];
    const entries = await withLiveVerification(handle.db, profiles, profiles.map(publicEntry));
    expect(entries[0]?.verifyHref).toBe(`/partners/verify?id=${validId}&name=Odhiambo`);
    expect(entries[1]?.verifyHref).toBeUndefined();
    expect(entries[2]?.verifyHref).toBeUndefined();
    expect(entries[3]?.verifyHref).toBeUndefined();
  });
});
