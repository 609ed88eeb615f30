// "Verify a credential file": checks a credential document — schema, issuer key, proof,
// status lists and dates — with the same libraries and the same offline document loader as signing.
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { checkStatus, decodeList } from "@digitalbazaar/vc-bitstring-status-list";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { findIssuerKey } from "~/features/credentials/queries.server";
import { logger } from "~/lib/server/log.server";
import { unbakeSvg } from "./baked-badge.server";
import { VC_V2_CONTEXT } from "./contexts.server";
import {
  MAX_CREDENTIAL_FILE_BYTES,
  type CheckOutcome,
  type CredentialCheckName,
  type CredentialCheckResult,
  type CredentialFileReport,
  type CredentialSummary,
  type CredentialVerdict,
} from "./credential-check";
import { createDocumentLoader } from "./document-loader.server";
import { issuerOf, type Issuer } from "./issuer-context.server";

const OB_CONTEXT_PREFIX = "https://purl.imsglobal.org/spec/ob/v3p0/context";

const contextEntry = z.union([z.string(), z.record(z.string(), z.unknown())]);
const typeList = z.union([z.string().transform((type) => [type]), z.array(z.string())]);
const dateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "date");

/** Any Verifiable Credential (VC DM 2.0). */
const verifiableCredential = z.looseObject({
  "@context": z.array(contextEntry).min(1),
  type: typeList.refine((types) => types.includes("VerifiableCredential")),
  issuer: z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]),
  credentialSubject: z.union([z.looseObject({}), z.array(z.looseObject({})).min(1)]),
});

/** The shape of an OB 3.0 OpenBadgeCredential (1EdTech OB 3.0 §8: required properties). */
const openBadgeCredential = z.looseObject({
  "@context": z
    .array(contextEntry)
    .refine((contexts) => contexts[0] === VC_V2_CONTEXT)
    .refine((contexts) => contexts.some((entry) => typeof entry === "string" && entry.startsWith(OB_CONTEXT_PREFIX))),
  id: z.string().min(1),
  type: typeList.refine((types) => types.includes("OpenBadgeCredential") || types.includes("AchievementCredential")),
  name: z.string().optional(),
  issuer: z.union([z.string().min(1), z.looseObject({ id: z.string().min(1), name: z.string().optional() })]),
  validFrom: dateTime,
  validUntil: dateTime.optional(),
  credentialSubject: z.looseObject({
    name: z.string().optional(),
    achievement: z.looseObject({
      id: z.string().min(1),
      type: typeList.refine((types) => types.includes("Achievement")),
      name: z.string().min(1),
      criteria: z.looseObject({}),
    }),
  }),
  proof: z.unknown().optional(),
});

type OpenBadge = z.infer<typeof openBadgeCredential>;

function result(check: CredentialCheckName, outcome: CheckOutcome, code: string): CredentialCheckResult {
  return { check, outcome, code, key: `checks.${check}.${code}` };
}

function report(
  verdict: CredentialVerdict,
  checks: CredentialCheckResult[],
  credential: CredentialSummary | null = null,
): CredentialFileReport {
  return { verdict, verdictKey: `verdicts.${verdict}`, checks, credential };
}

const skippedAfter = (from: CredentialCheckName): CredentialCheckResult[] => {
  const order: CredentialCheckName[] = ["schema", "issuer", "proof", "status", "dates"];
  return order.slice(order.indexOf(from) + 1).map((check) => result(check, "skipped", "skipped"));
};

/** A file as uploaded (JSON, or a baked SVG) to the document inside, or the schema code that refuses it. */
export function credentialFromFile(
  text: string,
): { ok: true; document: unknown } | { ok: false; code: "empty" | "tooLarge" | "notJson" | "noBakedCredential" } {
  if (Buffer.byteLength(text, "utf8") > MAX_CREDENTIAL_FILE_BYTES) return { ok: false, code: "tooLarge" };
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (trimmed === "") return { ok: false, code: "empty" };
  if (trimmed.startsWith("<")) {
    const document = unbakeSvg(trimmed);
    return document === null ? { ok: false, code: "noBakedCredential" } : { ok: true, document };
  }
  try {
    return { ok: true, document: JSON.parse(trimmed) as unknown };
  } catch {
    return { ok: false, code: "notJson" };
  }
}

/** A report refusing a file before any check ran (not JSON, no baked credential, too large, empty). */
export function refusedFileReport(code: "empty" | "tooLarge" | "notJson" | "noBakedCredential"): CredentialFileReport {
  return report("notCredential", [result("schema", "fail", code), ...skippedAfter("schema")]);
}

function issuerId(issuer: OpenBadge["issuer"]): string {
  return typeof issuer === "string" ? issuer : issuer.id;
}

function proofsOf(document: Record<string, unknown>): Array<Record<string, unknown>> {
  const proof = document.proof;
  const list = Array.isArray(proof) ? proof : proof ? [proof] : [];
  return list.filter((entry): entry is Record<string, unknown> => typeof entry === "object" && entry !== null);
}

/** `now` moved inside the credential's validity, so the library checks the proof whatever the dates say. */
function instantWithin(credential: OpenBadge, now: Date): Date {
  let time = now.getTime();
  const from = Date.parse(credential.validFrom);
  if (time < from) time = from;
  if (credential.validUntil) time = Math.min(time, Date.parse(credential.validUntil));
  return new Date(time);
}

function summary(credential: OpenBadge): CredentialSummary {
  const issuer = credential.issuer;
  return {
    id: credential.id,
    name: credential.name ?? null,
    holderName: credential.credentialSubject.name ?? null,
    achievement: credential.credentialSubject.achievement.name,
    issuerName: typeof issuer === "string" ? null : (issuer.name ?? null),
    validFrom: credential.validFrom,
    validUntil: credential.validUntil ?? null,
  };
}

async function checkIssuerKey(issuer: Issuer, credential: OpenBadge, document: Record<string, unknown>) {
  if (issuerId(credential.issuer) !== issuer.urls.did) return result("issuer", "fail", "otherIssuer");
  const prefix = `${issuer.urls.did}#`;
  const method = proofsOf(document)
    .map((proof) => proof.verificationMethod)
    .find((value): value is string => typeof value === "string" && value.startsWith(prefix));
  const key = method ? await findIssuerKey(issuer.db, method.slice(prefix.length)) : null;
  if (!key) return result("issuer", "fail", "unknownKey");
  return result("issuer", "pass", key.retiredAt ? "retiredKey" : "currentKey");
}

async function checkProof(issuer: Issuer, credential: OpenBadge, document: Record<string, unknown>, now: Date) {
  const proofs = proofsOf(document);
  if (proofs.length !== 1 || proofs[0]!.cryptosuite !== "eddsa-rdfc-2022") return result("proof", "fail", "invalid");
  const outcome = await vc.verifyCredential({
    credential: document,
    suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
    documentLoader: createDocumentLoader(issuer),
    // The statuses are the next check (below), with their own result.
    checkStatus: async () => ({ verified: true }),
    now: instantWithin(credential, now),
  });
  return result("proof", outcome.verified ? "pass" : "fail", outcome.verified ? "ok" : "invalid");
}

const messageStatusEntry = z.looseObject({
  statusPurpose: z.literal("message"),
  statusListIndex: z.string().regex(/^\d{1,9}$/),
  statusListCredential: z.string(),
  statusSize: z.number().int().min(1).max(8),
  statusMessage: z.array(z.looseObject({ status: z.string().regex(/^0x[0-9a-fA-F]+$/), message: z.string() })),
});
type MessageStatusEntry = z.infer<typeof messageStatusEntry>;

/** The credential's message status entry (Bitstring Status List, statusPurpose "message"), if it has one. */
function messageEntry(credentialStatus: unknown): MessageStatusEntry | null {
  const entries = Array.isArray(credentialStatus) ? credentialStatus : [credentialStatus];
  for (const entry of entries) {
    const parsed = messageStatusEntry.safeParse(entry);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** The message an entry's value stands for (value at bits index × size, most significant first). */
async function messageValue(issuer: Issuer, entry: MessageStatusEntry): Promise<string | null> {
  try {
    const { document } = await createDocumentLoader(issuer)(entry.statusListCredential);
    const encodedList = (document as { credentialSubject?: { encodedList?: unknown } }).credentialSubject?.encodedList;
    if (typeof encodedList !== "string") return null;
    const list = await decodeList({ encodedList });
    const start = Number(entry.statusListIndex) * entry.statusSize;
    if (start + entry.statusSize > list.length) return null;
    let value = 0;
    for (let bit = 0; bit < entry.statusSize; bit++) value = value * 2 + (list.getStatus(start + bit) ? 1 : 0);
    const found = entry.statusMessage.find((message) => Number.parseInt(message.status, 16) === value);
    return found?.message ?? null;
  } catch {
    return null;
  }
}

async function checkStatuses(issuer: Issuer, document: Record<string, unknown>) {
  if (!document.credentialStatus) return result("status", "skipped", "skipped");
  const outcome = await checkStatus({
    credential: document,
    documentLoader: createDocumentLoader(issuer),
    suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
    verifyBitstringStatusListCredential: true,
    verifyMatchingIssuers: true,
  });
  if (!outcome.verified) {
    logger.warn({ error: String(outcome.error?.message ?? outcome.error) }, "Credential status could not be checked");
    return result("status", "fail", "unavailable");
  }
  const message = messageEntry(document.credentialStatus);
  if (message) {
    // The library checked the list's signature and issuer but reads one bit: the 2-bit value is read here.
    const value = await messageValue(issuer, message);
    if (value === "revoked") return result("status", "fail", "revoked");
    if (value === "suspended") return result("status", "fail", "suspended");
    if (value === "active") return result("status", "pass", "active");
    return result("status", "fail", "unavailable");
  }
  // Credentials signed before the message list: a revocation and a suspension entry of one bit each.
  const set = (outcome.results ?? [])
    .filter((entry: { status: boolean }) => entry.status)
    .map((entry: { credentialStatus: { statusPurpose: string } }) => entry.credentialStatus.statusPurpose);
  if (set.includes("revocation")) return result("status", "fail", "revoked");
  if (set.includes("suspension")) return result("status", "fail", "suspended");
  return result("status", "pass", "active");
}

function checkDates(credential: OpenBadge, now: Date) {
  if (Date.parse(credential.validFrom) > now.getTime()) return result("dates", "fail", "notYetValid");
  if (credential.validUntil && Date.parse(credential.validUntil) < now.getTime())
    return result("dates", "fail", "expired");
  return result("dates", "pass", "current");
}

function verdictOf(checks: Record<CredentialCheckName, CredentialCheckResult>): CredentialVerdict {
  if (checks.issuer.code === "otherIssuer") return "otherIssuer";
  if (checks.issuer.outcome === "fail" || checks.proof.outcome === "fail") return "tampered";
  if (checks.status.code === "revoked") return "revoked";
  if (checks.status.code === "suspended") return "suspended";
  if (checks.status.code === "unavailable") return "statusUnavailable";
  if (checks.dates.code === "expired") return "expired";
  if (checks.dates.code === "notYetValid") return "notYetValid";
  return "valid";
}

/** Checks a credential document of ours with the issuer given (tests give their own). */
export async function verifyWithIssuer(
  issuer: Issuer,
  document: unknown,
  now: Date = new Date(),
): Promise<CredentialFileReport> {
  if (!verifiableCredential.safeParse(document).success) {
    return report("notCredential", [result("schema", "fail", "notCredential"), ...skippedAfter("schema")]);
  }
  const parsed = openBadgeCredential.safeParse(document);
  if (!parsed.success) {
    return report("notCredential", [result("schema", "fail", "notOpenBadge"), ...skippedAfter("schema")]);
  }
  const credential = parsed.data;
  const record = document as Record<string, unknown>;
  const schema = result("schema", "pass", "ok");
  const issuerKey = await checkIssuerKey(issuer, credential, record);
  if (issuerKey.code === "otherIssuer") {
    // Another issuer's keys and statuses are not ours to fetch (the loader never goes to the network).
    return report("otherIssuer", [
      schema,
      issuerKey,
      ...skippedAfter("issuer").slice(0, 2),
      checkDates(credential, now),
    ]);
  }
  const proof =
    issuerKey.outcome === "pass"
      ? await checkProof(issuer, credential, record, now)
      : result("proof", "fail", "invalid");
  // A status list is worth reading only for a credential whose proof holds.
  const status =
    proof.outcome === "pass" ? await checkStatuses(issuer, record) : result("status", "skipped", "skipped");
  const dates = checkDates(credential, now);
  const checks = { schema, issuer: issuerKey, proof, status, dates };
  const verdict = verdictOf(checks);
  return report(
    verdict,
    [schema, issuerKey, proof, status, dates],
    proof.outcome === "pass" ? summary(credential) : null,
  );
}

/** Checks a credential document (parsed JSON) against our issuer: a report with a verdict and one result per check. */
export async function verifyCredentialDocument(
  context: Readonly<RouterContextProvider>,
  document: unknown,
): Promise<CredentialFileReport> {
  return verifyWithIssuer(issuerOf(context), document);
}

/** Checks an uploaded file's text (JSON or a baked SVG). */
export async function verifyCredentialFile(
  context: Readonly<RouterContextProvider>,
  text: string,
): Promise<CredentialFileReport> {
  const read = credentialFromFile(text);
  if (!read.ok) return refusedFileReport(read.code);
  return verifyCredentialDocument(context, read.document);
}
