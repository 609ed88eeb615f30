/** The CPD ledger page: what it shows, and one function per form intent. */
import type { RouterContextProvider } from "react-router";
import {
  addManualEntry,
  countedThroughOf,
  deleteManualEntry,
  findLedgerEntry,
  ledgerEntries,
  storeEvidence,
  updateManualEntry,
  type LedgerEntry,
} from "~/features/cpd/queries.server";
import { heldCredentials } from "~/features/registry/index.server";
import type { SessionUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { MAX_EVIDENCE_BYTES, safeEvidenceName, sniffEvidenceType } from "./evidence";
import { latestActivityDate, type CpdLedgerForm } from "./forms";
import { canChangeEntry } from "./policy";
import {
  credentialCycleProgress,
  type CountedCredential,
  type CycleProgress,
  type RenewalPhase,
  renewalPhase,
} from "~/content/cpd-rule";
import { type CredentialLevel } from "~/features/registry";
import { isoToday } from "~/lib/format/dates";

export const LEDGER_PATH = "/account/cpd";

export type CredentialProgress = {
  id: string;
  level: CredentialLevel;
  issuedOn: string;
  expiresOn: string;
  /** Where its renewal stands today (grace and reinstatement count entries up to today). */
  phase: RenewalPhase;
  progress: CycleProgress;
};

/** Each held credential's counting window today (countingWindow), read from the member's ledger. */
export function progressOf(
  held: ReadonlyArray<CountedCredential & { id: string; level: CredentialLevel }>,
  entries: ReadonlyArray<LedgerEntry>,
  today: string,
): CredentialProgress[] {
  return held.map((credential) => ({
    id: credential.id,
    level: credential.level,
    issuedOn: credential.issuedOn,
    expiresOn: credential.expiresOn,
    phase: renewalPhase(credential, today),
    progress: credentialCycleProgress(credential, entries, today),
  }));
}

/** What the page and the exports show of a member's ledger. */
export async function ledgerOf(context: Readonly<RouterContextProvider>, userId: string, today: string = isoToday()) {
  const { db } = getAppContext(context);
  const [entries, held] = await Promise.all([ledgerEntries(db, userId), heldCredentials(db, userId)]);
  const countedThrough = await countedThroughOf(
    db,
    held.map((credential) => credential.id),
  );
  const counted = held.map((credential) => ({ ...credential, countedThrough: countedThrough.get(credential.id) }));
  return { entries, credentials: progressOf(counted, entries, today) };
}

/** The page's data: the ledger, and the entry being edited (`?edit=<id>`) when it is the member's own. */
export async function ledgerPage(context: Readonly<RouterContextProvider>, user: SessionUser, url: URL) {
  const { entries, credentials } = await ledgerOf(context, user.id);
  const editId = url.searchParams.get("edit");
  const editing = editId ? (entries.find((entry) => entry.id === editId && canChangeEntry(user, entry)) ?? null) : null;
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      activityDate: entry.activityDate,
      category: entry.category,
      hoursTenths: entry.hoursTenths,
      provider: entry.provider,
      description: entry.description,
      source: entry.source,
      evidence: entry.evidence ? { id: entry.evidence.id, fileName: entry.evidence.fileName } : null,
      canChange: canChangeEntry(user, entry),
    })),
    credentials,
    editing: editing
      ? {
          id: editing.id,
          activityDate: editing.activityDate,
          category: editing.category,
          hours: String(editing.hoursTenths / 10),
          provider: editing.provider,
          description: editing.description,
          evidence: editing.evidence ? { fileName: editing.evidence.fileName } : null,
        }
      : null,
    latestDate: latestActivityDate(),
    submission: newSubmissionToken(),
  };
}

type Evidence = { fileName: string; contentType: string; bytes: Uint8Array } | null;

/**
 * The post's evidence file: none, a checked file, or the refusal to answer (too large, not a PDF,
 * JPEG or PNG by its content). `tooLarge`: the body was over what the server reads.
 */
async function evidenceOf(
  form: FormData,
  tooLarge: boolean,
): Promise<{ file: Evidence } | { refusal: ReturnType<typeof refuseFields> }> {
  const tooBig = () => ({ refusal: refuseFields(form, { evidence: "errors.fileTooLarge" }, { status: 413 }) });
  if (tooLarge) return tooBig();
  const file = form.get("evidence");
  if (!(file instanceof File) || file.size === 0) return { file: null };
  if (file.size > MAX_EVIDENCE_BYTES) return tooBig();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffEvidenceType(bytes);
  if (!type) return { refusal: refuseFields(form, { evidence: "errors.fileType" }, { status: 415 }) };
  return { file: { fileName: safeEvidenceName(file.name, type), contentType: type, bytes } };
}

async function rateLimited(context: Readonly<RouterContextProvider>, user: SessionUser, form: FormData) {
  const wait = await consume(getAppContext(context).rateLimits.cpdChanges, user.id);
  if (wait <= 0) return null;
  return refuseForm(form, "errors.rateLimited", {
    status: 429,
    headers: { "Retry-After": String(wait) },
    values: { count: Math.ceil(wait / 60) },
  });
}

type Intent<I extends CpdLedgerForm["intent"]> = Extract<CpdLedgerForm, { intent: I }>;

/** "add": a new entry the member typed, with its evidence file if one came (stored once per form). */
export async function addEntry(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  form: FormData,
  input: Intent<"add">,
  tooLarge: boolean,
) {
  const evidence = await evidenceOf(form, tooLarge);
  if ("refusal" in evidence) return evidence.refusal;
  const limited = await rateLimited(context, user, form);
  if (limited) return limited;
  const { db } = getAppContext(context);
  await storeOnce(db, form, "cpd-entry", async (tx) => {
    const evidenceId = evidence.file ? await storeEvidence(tx, { userId: user.id, ...evidence.file }) : null;
    return addManualEntry(tx, user.id, input, evidenceId);
  });
  throw redirectWithFlash(context, LEDGER_PATH, { ns: "cpd", key: "done.added", form: "add" });
}

/** "edit": the member's own typed entry; a new file replaces the old one, which is deleted. */
export async function editEntry(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  form: FormData,
  input: Intent<"edit">,
  tooLarge: boolean,
) {
  const { db } = getAppContext(context);
  const entry = await findLedgerEntry(db, input.id);
  if (!entry || entry.userId !== user.id) return refuseForm(form, "errors.notFound", { status: 404 });
  ensure(canChangeEntry(user, entry));
  const evidence = await evidenceOf(form, tooLarge);
  if ("refusal" in evidence) return evidence.refusal;
  const limited = await rateLimited(context, user, form);
  if (limited) return limited;
  await db.transaction(async (tx) => {
    const replaceWith = evidence.file ? await storeEvidence(tx, { userId: user.id, ...evidence.file }) : null;
    await updateManualEntry(
      tx,
      user.id,
      input.id,
      input,
      evidence.file || input.removeEvidence ? { replaceWith } : { keep: true },
    );
  });
  throw redirectWithFlash(context, `${LEDGER_PATH}#entry-${input.id}`, { ns: "cpd", key: "done.saved" });
}

/** "delete": the member's own typed entry and its evidence file. */
export async function deleteEntry(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  form: FormData,
  input: Intent<"delete">,
) {
  const { db } = getAppContext(context);
  const entry = await findLedgerEntry(db, input.id);
  if (!entry || entry.userId !== user.id) return refuseForm(form, "errors.notFound", { status: 404 });
  ensure(canChangeEntry(user, entry));
  const limited = await rateLimited(context, user, form);
  if (limited) return limited;
  await db.transaction((tx) => deleteManualEntry(tx, user.id, input.id));
  throw redirectWithFlash(context, LEDGER_PATH, { ns: "cpd", key: "done.deleted" });
}
