import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  countCredentialsByStatus,
  createCredential,
  CREDENTIALS_PAGE_SIZE,
  holderName,
  listCredentials,
  setCredentialStatus,
} from "~/features/registry/queries.server";
import { holderAccounts } from "~/features/registry/holders-queries.server";
import { samePage } from "~/lib/http/paths";
import type { SessionUser } from "~/features/auth/index.server";
import { cpdRule } from "~/content/cpd-rule";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";
import { refuseFields } from "~/lib/forms/submission.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getNamespace } from "~/locales/index.server";
import { filterStatuses, type FilterStatus, type IssueForm, type StatusForm } from "./credential-forms";
import { credentialLevels, effectiveStatus } from "./registry";
import { isoToday } from "~/lib/format/dates";

type Context = Readonly<RouterContextProvider>;

const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z
    .enum(filterStatuses as [FilterStatus, ...FilterStatus[]])
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** What /admin/credentials shows: the counts, one page of the (searched, filtered) list, the issue form's defaults. */
export async function credentialRegistryPage(request: Request, context: Context) {
  const { db } = getAppContext(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const today = isoToday();
  const [{ rows, total }, counts] = await Promise.all([
    listCredentials(db, { query: query.q || undefined, status: query.status, page: query.page, today }),
    countCredentialsByStatus(db, today),
  ]);
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  const language = getRequestLanguage(context);
  const accounts = await holderAccounts(
    db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  return {
    submission: newSubmissionToken(),
    q: query.q,
    status: query.status ?? "",
    page: query.page,
    pages: Math.max(1, Math.ceil(total / CREDENTIALS_PAGE_SIZE)),
    total,
    totalText: formatInteger(total, language),
    counts: Object.fromEntries(
      Object.entries(counts).map(([key, value]) => [key, formatInteger(value, language)]),
    ) as Record<keyof typeof counts, string>,
    levelOptions: credentialLevels.map((level) => ({ value: level, label: levels[level].certification })),
    today,
    years: cpdRule.cycleYears,
    credentials: rows.map((row) => ({
      id: row.id,
      holder: holderName(row),
      email: row.email ?? "",
      level: levels[row.level].certification,
      issuedOn: formatDate(row.issuedOn),
      expiresOn: formatDate(row.expiresOn),
      // Why the validity is not the rule's, as staff stated it (null: the rule gives it).
      validityReason: row.validityReason ?? "",
      stored: row.status,
      status: effectiveStatus(row, today),
      reason: row.statusReason ?? "",
      changedOn: row.statusChangedOn ? formatDate(row.statusChangedOn) : "",
      // The account holding it: claimed by the member or linked by an admin.
      account: row.userId ? (accounts.get(row.userId) ?? null) : null,
    })),
  };
}

export type CredentialRow = Awaited<ReturnType<typeof credentialRegistryPage>>["credentials"][number];

/**
 * "issue": a new credential. Issued once, however often the form is sent (decision 018): a resend
 * gets the first answer, the same redirect and message.
 */
export async function issueCredential(context: Context, me: SessionUser, form: FormData, input: IssueForm) {
  const { intent: _, ...credential } = input;
  const stored = await storeOnce(getAppContext(context).db, form, "credential-issue", async (tx) => {
    const id = await createCredential(tx, credential, me.id);
    return { id, name: `${credential.givenNames} ${credential.lastName}` };
  });
  throw redirectWithFlash(context, "/admin/credentials", {
    ns: "credentialsAdmin",
    key: "issue.done",
    values: stored.result,
    form: "issue",
  });
}

/** "status": suspends, revokes or reinstates (from suspended) one credential; back to the same list. */
export async function changeCredentialStatus(request: Request, context: Context, form: FormData, input: StatusForm) {
  const { db } = getAppContext(context);
  const changed = await setCredentialStatus(db, input.id, input);
  if (changed === "missing") return refuseFields(form, { id: "errors.notFound" }, { status: 404 });
  // Revocation is final: reinstating means issuing a new credential (the page says so).
  if (changed === "final") return refuseFields(form, { status: "errors.revokedFinal" }, { status: 409 });
  const statusName = getNamespace(getRequestLanguage(context), "credentialsAdmin").statuses[input.status];
  throw redirectWithFlash(context, samePage(request), {
    ns: "credentialsAdmin",
    key: "change.done",
    values: { id: input.id, status: statusName },
    form: "status",
  });
}
