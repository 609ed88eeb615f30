// Bitstring Status Lists (docs/decisions/022): one signed list credential per purpose and
// per 131,072 credentials, derived from the credentials table at each request, so an admin's status
// change shows at once and every instance answers the same (same bits, same date, same signature).
import { createList } from "@digitalbazaar/vc-bitstring-status-list";
import { highestStatusIndex, statusListEntries } from "~/features/credentials/queries.server";
import { VC_V2_CONTEXT } from "./contexts.server";
import { signCredential, type Issuer } from "./issuer-context.server";
import {
  MESSAGE_LIST_BITS,
  MESSAGE_LIST_SLOTS,
  messagePosition,
  STATUS_LIST_LENGTH,
  STATUS_SIZE,
  statusMessages,
  type StatusPurpose,
} from "./issuer.server";
import { ensureCurrentKey } from "./keys.server";
import { LRUCache } from "lru-cache";

const statusOfPurpose = { revocation: "revoked", suspension: "suspended" } as const;

/** The epoch stands in for a list none of whose credentials exists yet. */
const EPOCH = new Date("2020-01-01T00:00:00Z");

/** Signed lists by (url, key, bits, date): signing is skipped when nothing changed. */
const signedLists = new LRUCache<string, Record<string, unknown>>({ max: 64 });

/** Credentials per list of each purpose. */
function perList(purpose: StatusPurpose): number {
  return purpose === "message" ? MESSAGE_LIST_SLOTS : STATUS_LIST_LENGTH;
}

/** Whether list `n` exists: lists run from 0 to the one holding the highest status index. */
export async function statusListExists(issuer: Issuer, purpose: StatusPurpose, list: number): Promise<boolean> {
  if (!Number.isSafeInteger(list) || list < 0) return false;
  const top = await highestStatusIndex(issuer.db);
  return list === 0 || (top !== null && list <= Math.floor(top / perList(purpose)));
}

/** The bits of the message list holding status indexes `from`.. (2 bits a credential, decision 035). */
async function messageBits(issuer: Issuer, from: number) {
  const to = from + MESSAGE_LIST_SLOTS;
  const [suspended, revoked] = await Promise.all([
    statusListEntries(issuer.db, "suspended", from, to),
    statusListEntries(issuer.db, "revoked", from, to),
  ]);
  const bits = await createList({ length: MESSAGE_LIST_BITS });
  const mark = (statusIndex: number, message: (typeof statusMessages)[number]) => {
    const { index } = messagePosition(statusIndex);
    const value = statusMessages.indexOf(message);
    // Most significant bit first, as the Bitstring Status List reads a multi-bit entry.
    for (let bit = 0; bit < STATUS_SIZE; bit++) {
      bits.setStatus(index * STATUS_SIZE + bit, ((value >> (STATUS_SIZE - 1 - bit)) & 1) === 1);
    }
    // The bit that verifiers ignoring statusSize read: set for anything but active.
    bits.setStatus(index, true);
  };
  for (const statusIndex of suspended.indexes) mark(statusIndex, "suspended");
  for (const statusIndex of revoked.indexes) mark(statusIndex, "revoked");
  return { bits, changedAt: suspended.changedAt };
}

/** The bits of a one-bit list (revocation or suspension) of credentials signed before the message list. */
async function oneBitList(issuer: Issuer, purpose: "revocation" | "suspension", from: number) {
  const { indexes, changedAt } = await statusListEntries(
    issuer.db,
    statusOfPurpose[purpose],
    from,
    from + STATUS_LIST_LENGTH,
  );
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of indexes) bits.setStatus(index - from, true);
  return { bits, changedAt };
}

/** The signed BitstringStatusListCredential of `purpose` number `list` (null: no such list). */
export async function statusListCredential(
  issuer: Issuer,
  purpose: StatusPurpose,
  list: number,
): Promise<Record<string, unknown> | null> {
  if (!(await statusListExists(issuer, purpose, list))) return null;
  const from = list * perList(purpose);
  const { bits, changedAt } =
    purpose === "message" ? await messageBits(issuer, from) : await oneBitList(issuer, purpose, from);
  const encodedList = await bits.encode();
  const key = await ensureCurrentKey(issuer);
  // Whole seconds: the date is the proof's `created` and the list's validFrom. Never before the key that
  // signs it exists (after a rotation the list is signed again by the new key, dated from then).
  const changed = Math.max((changedAt ?? EPOCH).getTime(), key.createdAt.getTime());
  const date = new Date(Math.floor(changed / 1000) * 1000);
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
    key,
  );
  signedLists.set(cacheKey, signed);
  return structuredClone(signed);
}
