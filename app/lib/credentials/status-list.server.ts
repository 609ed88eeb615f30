// Bitstring Status Lists (issue 18, docs/decisions/022): one signed list credential per purpose and
// per 131,072 credentials, derived from the credentials table at each request, so an admin's status
// change shows at once and every instance answers the same (same bits, same date, same signature).
import { createList } from "@digitalbazaar/vc-bitstring-status-list";
import { highestStatusIndex, statusListEntries } from "~/db/credentials.server";
import { VC_V2_CONTEXT } from "./contexts.server";
import { signCredential, type Issuer } from "./issuer-context.server";
import { STATUS_LIST_LENGTH, type StatusPurpose } from "./issuer.server";
import { ensureCurrentKey } from "./keys.server";

const statusOfPurpose = { revocation: "revoked", suspension: "suspended" } as const;

/** The epoch stands in for a list none of whose credentials exists yet. */
const EPOCH = new Date("2020-01-01T00:00:00Z");

/** Signed lists by (url, key, bits, date): signing is skipped when nothing changed. */
const signedLists = new Map<string, Record<string, unknown>>();
const MAX_CACHED_LISTS = 64;

/** Whether list `n` exists: lists run from 0 to the one holding the highest status index. */
export async function statusListExists(issuer: Issuer, list: number): Promise<boolean> {
  if (!Number.isSafeInteger(list) || list < 0) return false;
  const top = await highestStatusIndex(issuer.db);
  return list === 0 || (top !== null && list <= Math.floor(top / STATUS_LIST_LENGTH));
}

/** The signed BitstringStatusListCredential of `purpose` number `list` (null: no such list). */
export async function statusListCredential(
  issuer: Issuer,
  purpose: StatusPurpose,
  list: number,
): Promise<Record<string, unknown> | null> {
  if (!(await statusListExists(issuer, list))) return null;
  const from = list * STATUS_LIST_LENGTH;
  const { indexes, changedAt } = await statusListEntries(
    issuer.db,
    statusOfPurpose[purpose],
    from,
    from + STATUS_LIST_LENGTH,
  );
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of indexes) bits.setStatus(index - from, true);
  const encodedList = await bits.encode();
  // Whole seconds: the date is the proof's `created` and the list's validFrom.
  const date = new Date(Math.floor((changedAt ?? EPOCH).getTime() / 1000) * 1000);
  const key = await ensureCurrentKey(issuer);
  const id = issuer.urls.statusList(purpose, list);
  const cacheKey = [id, key.id, date.toISOString(), encodedList].join("|");
  const cached = signedLists.get(cacheKey);
  if (cached) return structuredClone(cached);
  const signed = await signCredential(
    issuer,
    {
      "@context": [VC_V2_CONTEXT],
      id,
      type: ["VerifiableCredential", "BitstringStatusListCredential"],
      issuer: issuer.urls.did,
      validFrom: date.toISOString().replace(".000Z", "Z"),
      credentialSubject: { id: `${id}#list`, type: "BitstringStatusList", statusPurpose: purpose, encodedList },
    },
    date,
  );
  if (signedLists.size >= MAX_CACHED_LISTS) signedLists.delete(signedLists.keys().next().value!);
  signedLists.set(cacheKey, signed);
  return structuredClone(signed);
}
