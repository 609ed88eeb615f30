import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  claimableCredentials,
  claimCredential,
  heldCredentials,
  holderAccounts,
  linkCredential,
  setPublicPage,
  unlinkCredential,
} from "./holders-queries.server";
import { createCredential, credentialsHeldByAccounts } from "~/features/registry/queries.server";
import { credentials, users } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

const base = {
  givenNames: "Hekla",
  lastName: "Holder",
  level: "professional" as const,
  domains: ["reservoirEngineering"] as Array<"reservoirEngineering">,
  issuedOn: "2025-03-01",
  expiresOn: "2028-03-01",
};

async function account(id: string, email: string, emailVerified = true) {
  await handle.db.insert(users).values({ id, name: `Account ${id}`, email, emailVerified });
}

async function row(id: string) {
  const [stored] = await handle.db.select().from(credentials).where(eq(credentials.id, id));
  return stored!;
}

describe("credential holders", () => {
  it("offers the unclaimed credentials issued to the verified address, letter case aside", async () => {
    await account("hekla", "hekla@example.org");
    const mine = await createCredential(handle.db, { ...base, email: "Hekla@Example.ORG" });
    await createCredential(handle.db, { ...base, email: "someone@example.org" });
    await createCredential(handle.db, { ...base, email: "" });
    expect((await claimableCredentials(handle.db, "hekla")).map((c) => c.id)).toEqual([mine]);
    expect(await heldCredentials(handle.db, "hekla")).toEqual([]);
  });

  it("offers nothing to an account whose address is not verified, and refuses its claim", async () => {
    await account("fresh", "fresh@example.org", false);
    const id = await createCredential(handle.db, { ...base, email: "fresh@example.org" });
    expect(await claimableCredentials(handle.db, "fresh")).toEqual([]);
    expect(await claimCredential(handle.db, id, "fresh")).toBe("refused");
    expect((await row(id)).userId).toBeNull();
  });

  it("claims once: two claims sent at once store one link, the second is told it is already theirs", async () => {
    await account("hekla", "hekla@example.org");
    const id = await createCredential(handle.db, { ...base, email: "HEKLA@example.org" });
    const outcomes = await Promise.all([
      claimCredential(handle.db, id, "hekla"),
      claimCredential(handle.db, id, "hekla"),
    ]);
    expect(outcomes.sort()).toEqual(["alreadyYours", "claimed"]);
    const stored = await row(id);
    expect(stored.userId).toBe("hekla");
    expect(stored.claimedAt).toBeInstanceOf(Date);
    expect(stored.publicPage).toBe(false);
    expect((await heldCredentials(handle.db, "hekla")).map((c) => c.id)).toEqual([id]);
    expect(await claimableCredentials(handle.db, "hekla")).toEqual([]);
  });

  it("refuses a claim of another address's credential, of one held by someone else, and of an unknown id", async () => {
    await account("hekla", "hekla@example.org");
    await account("other", "other@example.org");
    const others = await createCredential(handle.db, { ...base, email: "other@example.org" });
    expect(await claimCredential(handle.db, others, "hekla")).toBe("refused");
    expect(await claimCredential(handle.db, others, "other")).toBe("claimed");
    // Even if the address matched, a held credential is not taken over by a claim.
    await handle.db.update(users).set({ email: "twin@example.org" }).where(eq(users.id, "other"));
    await account("twin", "other@example.org");
    expect(await claimCredential(handle.db, others, "twin")).toBe("refused");
    expect((await row(others)).userId).toBe("other");
    expect(await claimCredential(handle.db, "GCF-2026-XXXX-XX", "hekla")).toBe("refused");
  });

  it("lets an admin link a credential to an account by its address (a mistyped address), and unlink it", async () => {
    await account("hekla", "hekla@example.org");
    await account("other", "other@example.org");
    const id = await createCredential(handle.db, { ...base, email: "hekla@exmaple.org" });
    expect(await claimableCredentials(handle.db, "hekla")).toEqual([]);
    const linked = await linkCredential(handle.db, id, "HEKLA@example.org");
    expect(linked.outcome).toBe("linked");
    expect(linked.account?.id).toBe("hekla");
    expect((await row(id)).userId).toBe("hekla");
    // Linking again to the same account is fine; to another one is refused until unlinked.
    expect((await linkCredential(handle.db, id, "hekla@example.org")).outcome).toBe("linked");
    expect((await linkCredential(handle.db, id, "other@example.org")).outcome).toBe("linkedElsewhere");
    expect((await linkCredential(handle.db, id, "nobody@example.org")).outcome).toBe("noAccount");
    expect((await linkCredential(handle.db, "GCF-2026-XXXX-XX", "hekla@example.org")).outcome).toBe("notFound");
    expect(await holderAccounts(handle.db, ["hekla", "hekla"])).toEqual(
      new Map([["hekla", { name: "Account hekla", email: "hekla@example.org" }]]),
    );

    expect(await setPublicPage(handle.db, id, "hekla", true)).toBe(true);
    expect(await unlinkCredential(handle.db, id)).toBe(true);
    const stored = await row(id);
    expect(stored.userId).toBeNull();
    expect(stored.claimedAt).toBeNull();
    expect(stored.publicPage).toBe(false);
    expect(await unlinkCredential(handle.db, "GCF-2026-XXXX-XX")).toBe(false);
    expect((await linkCredential(handle.db, id, "other@example.org")).outcome).toBe("linked");
  });

  it("switches the public page for the holder only", async () => {
    await account("hekla", "hekla@example.org");
    await account("other", "other@example.org");
    const id = await createCredential(handle.db, { ...base, email: "hekla@example.org" });
    expect(await claimCredential(handle.db, id, "hekla")).toBe("claimed");
    expect(await setPublicPage(handle.db, id, "other", true)).toBe(false);
    expect((await row(id)).publicPage).toBe(false);
    expect(await setPublicPage(handle.db, id, "hekla", true)).toBe(true);
    expect((await row(id)).publicPage).toBe(true);
    expect(await setPublicPage(handle.db, id, "hekla", false)).toBe(true);
    expect((await row(id)).publicPage).toBe(false);
  });

  it("tells which accounts hold which credentials by the link, not by an e-mail match", async () => {
    await account("hekla", "hekla@example.org");
    const linked = await createCredential(handle.db, { ...base, email: "hekla@example.org" });
    const sameAddress = await createCredential(handle.db, { ...base, email: "hekla@example.org" });
    await claimCredential(handle.db, linked, "hekla");
    const held = await credentialsHeldByAccounts(handle.db, [
      { credentialId: linked, userId: "hekla" },
      { credentialId: sameAddress, userId: "hekla" },
    ]);
    expect([...held]).toEqual([`${linked}|hekla`]);
  });
});
