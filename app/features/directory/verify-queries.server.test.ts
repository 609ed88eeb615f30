import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { credentials, users } from "~/db/schema";
import { openTestDatabase, resetTestDatabase } from "../../../tests/support/test-db.server";
import { generateCredentialId } from "~/features/registry";
import { publicEntry, type StoredDirectoryProfile } from "~/features/directory/directory";
import { withLiveVerification } from "~/features/directory/directory-verify.server";

let handle: DatabaseHandle;
const validId = generateCredentialId(2026);
const revokedId = generateCredentialId(2025);
const unclaimedId = generateCredentialId(2024);

function profile(name: string, credentialId: string | null, userId = name): StoredDirectoryProfile {
  return {
    userId,
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
    const account = (id: string, name: string, email: string) => ({ id, name, email, emailVerified: true });
    await handle.db
      .insert(users)
      .values([
        account("amina", "Amina Odhiambo", "amina@example.org"),
        account("impostor", "Amina Odhiambo", "impostor@example.org"),
        account("rui", "Rui Costa", "rui@example.org"),
        account("sameAddress", "Lea Linkless", "lea@example.org"),
      ]);
    // The credentials are held by their accounts (claimed or linked by an admin: credentials.user_id).
    await handle.db.insert(credentials).values([
      { id: validId, givenNames: "Amina", lastName: "Odhiambo", email: "Amina@Example.org", userId: "amina", ...base },
      {
        id: revokedId,
        givenNames: "Rui",
        lastName: "Costa",
        email: "rui@example.org",
        userId: "rui",
        ...base,
        status: "revoked",
      },
      // Issued to the member's address but not claimed (nor linked): the e-mail match alone proves nothing.
      { id: unclaimedId, givenNames: "Lea", lastName: "Linkless", email: "lea@example.org", ...base },
    ]);
  });
  afterAll(async () => handle.close());

  it("links to the live check only when the registry confirms a valid credential of this member (last name, and the credential linked to the member's account)", async () => {
    const profiles = [
      profile("Amina Odhiambo", validId.toLowerCase(), "amina"),
      profile("Amina Smith", validId, "amina"),
      profile("Rui Costa", revokedId, "rui"),
      profile("No Credential", null),
      // Same name and a public credential id, but the credential is held by another account.
      profile("Amina Odhiambo", validId, "impostor"),
    ];
    const entries = await withLiveVerification(handle.db, profiles, profiles.map(publicEntry));
    expect(entries[0]?.verifyHref).toBe(`/partners/verify?id=${validId}&name=Odhiambo`);
    expect(entries[1]?.verifyHref).toBeUndefined();
    expect(entries[2]?.verifyHref).toBeUndefined();
    expect(entries[3]?.verifyHref).toBeUndefined();
    expect(entries[4]?.verifyHref).toBeUndefined();
  });

  it("does not verify on an e-mail match alone: the credential must be linked to the account", async () => {
    const profiles = [profile("Lea Linkless", unclaimedId, "sameAddress")];
    const entries = await withLiveVerification(handle.db, profiles, profiles.map(publicEntry));
    expect(entries[0]?.verifyHref).toBeUndefined();
    await handle.db.update(credentials).set({ userId: "sameAddress" }).where(eq(credentials.id, unclaimedId));
    const linked = await withLiveVerification(handle.db, profiles, profiles.map(publicEntry));
    expect(linked[0]?.verifyHref).toBe(`/partners/verify?id=${unclaimedId}&name=Linkless`);
  });
});
