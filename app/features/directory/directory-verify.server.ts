import type { Database } from "~/db/client.server";
import { credentialsHeldByAccounts, verifyCredentials } from "~/features/registry/index.server";
import { normaliseCredentialId } from "~/features/registry";
import { verifyHref, type PublicDirectoryEntry, type StoredDirectoryProfile } from "~/features/directory/directory";
import { lastName } from "~/lib/community/community";

/**
 * The directory's "verified" mark links to the live check of the member's credential; it is shown
 * only when that check passes now (a valid credential in the registry under the member's last name)
 * and the registry records the credential under the member's account email (ids are public).
 */
export async function withLiveVerification(
  db: Database,
  profiles: readonly StoredDirectoryProfile[],
  entries: PublicDirectoryEntry[],
): Promise<PublicDirectoryEntry[]> {
  const queries = profiles.map((profile) => ({
    id: profile.credentialId ? (normaliseCredentialId(profile.credentialId) ?? "") : "",
    lastName: lastName(profile.name),
  }));
  const checked = queries.filter((q) => q.id);
  const results = checked.length ? await verifyCredentials(db, checked) : [];
  const valid = new Set(checked.filter((_, i) => results[i]?.status === "valid").map((q) => `${q.id}|${q.lastName}`));
  const held = await credentialsHeldByAccounts(
    db,
    profiles.flatMap((profile, i) =>
      queries[i]!.id ? [{ credentialId: queries[i]!.id, userId: profile.userId }] : [],
    ),
  );
  return entries.map((entry, i) => {
    const query = queries[i]!;
    const holder = profiles[i]!.userId;
    if (entry.verifyHref && valid.has(`${query.id}|${query.lastName}`) && held.has(`${query.id}|${holder}`)) {
      return { ...entry, verifyHref: verifyHref(query.id, profiles[i]!.name) };
    }
    const { verifyHref: _hidden, ...rest } = entry;
    return rest;
  });
}
