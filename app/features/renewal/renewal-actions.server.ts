import { randomInt } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { certifications, formatUsd } from "~/content/certifications";
import { activitiesBetween, credentialProgress } from "~/features/cpd/index.server";
import type { Database } from "~/db/client.server";
import { findCredential, type Credential } from "~/features/registry/index.server";
import {
  endRenewalGrace,
  getAuditRate,
  getRenewal,
  insertRenewal,
  lockRenewalAndCredential,
  moveRenewal,
  renewCredential,
  type Renewal,
} from "~/features/renewal/queries.server";
import { findUserById, type SessionUser } from "~/features/auth/index.server";
import { graceEndsOn, renewalPhase } from "~/content/cpd-rule";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseForm } from "~/lib/forms/submission.server";
import type { Mailer } from "~/lib/mail/mail.server";
import { isoToday } from "~/lib/format/dates";
import { getAppContext } from "~/lib/server/app-context.server";
import {
  approvableStatuses,
  canSubmitIn,
  isApprovable,
  isAudited,
  isOpenRenewal,
  openRenewalStatuses,
  renewalCountsThrough,
  renewedValidity,
  type RenewalSnapshot,
} from "./renewal";
import { mailLanguage, renewalMail, type RenewalMailKind } from "./renewal-mail.server";

/**
 * What happens to a renewal (docs/decisions/033): the holder submits it and says the
 * evidence is ready; an admin asks for evidence, approves or declines. Each change and its mail
 * commit together (the outbox, decision 015); each move is conditional on the current status, so a
 * double click or two admins at once change it once.
 */

type Context = Readonly<RouterContextProvider>;
export type RenewalDeps = { db: Database; mailer: Mailer; siteUrl: string };

function depsOf(context: Context): RenewalDeps {
  const { db, mailer, config } = getAppContext(context);
  return { db, mailer, siteUrl: config.siteUrl };
}

/** The renewal fee of a level as text in `language`: members / others. */
export function renewalFeeText(level: Credential["level"], language: Parameters<typeof formatUsd>[1]): string {
  const fees = certifications.find((c) => c.key === level)!.fees.renewal;
  return `${formatUsd(fees.member, language)} / ${formatUsd(fees.nonMember, language)}`;
}

export type SubmitOutcome =
  { ok: true; renewal: Renewal; created: boolean } | { ok: false; reason: "phase" | "notMet" };

/**
 * Submits a renewal of a held credential: only in its window (or grace, or reinstatement) and when the
 * requirement is met in its counting window (countingWindow: the cycle, or from its start to today in
 * grace and reinstatement). The entries of that window are copied into the renewal; the audit
 * draw is a crypto random number 0–9,999 compared with the rate in force (both recorded).
 */
export async function submitRenewal(
  db: Database,
  credential: Credential & { userId: string },
  options: { today?: string; draw?: number } = {},
): Promise<SubmitOutcome> {
  const today = options.today ?? isoToday();
  if (!canSubmitIn(renewalPhase(credential, today))) return { ok: false, reason: "phase" };
  const progress = await credentialProgress(db, credential, today);
  if (!progress.met) return { ok: false, reason: "notMet" };
  // The entries of the counting window (to today in grace and reinstatement: hours logged after expiry count).
  const entries = await activitiesBetween(db, credential.userId, progress.cycle);
  const snapshot: RenewalSnapshot = {
    entries: entries.map((entry) => ({
      id: entry.id,
      activityDate: entry.activityDate,
      category: entry.category,
      hoursTenths: entry.hoursTenths,
      provider: entry.provider,
      description: entry.description,
      source: entry.source,
      evidenceId: entry.evidenceId,
    })),
    categories: progress.categories,
  };
  const rate = await getAuditRate(db);
  const draw = options.draw ?? randomInt(0, 10_000);
  const stored = await db.transaction((tx) =>
    insertRenewal(
      tx,
      {
        credentialId: credential.id,
        userId: credential.userId,
        level: credential.level,
        cycleStart: progress.cycle.start,
        cycleEnd: renewalCountsThrough(
          progress.cycle,
          today,
          entries.map((entry) => entry.activityDate),
        ),
        requiredTenths: progress.requiredTenths,
        countedTenths: progress.countedTenths,
        snapshot,
        auditRate: rate,
        auditDraw: draw,
        audited: isAudited(rate, draw),
      },
      { today, graceUntil: today <= credential.expiresOn ? graceEndsOn(credential.expiresOn) : null },
    ),
  );
  return { ok: true, ...stored };
}

async function mailHolder(
  deps: RenewalDeps,
  tx: Database,
  kind: RenewalMailKind,
  renewal: Renewal,
  credential: Pick<Credential, "id" | "level" | "expiresOn">,
  extra: { reason?: string; fee?: boolean } = {},
) {
  const holder = await findUserById(tx, renewal.userId);
  if (!holder || holder.disabledAt) return;
  const language = mailLanguage(holder.language);
  const message = await renewalMail(kind, language, deps.siteUrl, {
    to: holder.email,
    credentialId: credential.id,
    level: credential.level,
    expiresOn: credential.expiresOn,
    reason: extra.reason,
    fee: extra.fee ? renewalFeeText(credential.level, language) : undefined,
  });
  await deps.mailer.send(message, { db: tx });
}

/** The holder says the evidence asked for is attached: inAudit → evidenceReady. */
export async function evidenceReady(db: Database, renewalId: string, userId: string): Promise<Renewal | null> {
  const renewal = await getRenewal(db, renewalId);
  if (!renewal || renewal.userId !== userId) return null;
  return moveRenewal(db, renewalId, ["inAudit"], { status: "evidenceReady", evidenceReadyAt: new Date() });
}

/** An admin asks the holder for evidence (the sampled renewals, or any other): submitted → inAudit, mailed. */
export async function requestEvidence(deps: RenewalDeps, renewalId: string): Promise<Renewal | null> {
  return deps.db.transaction(async (tx) => {
    const renewal = await moveRenewal(tx, renewalId, ["submitted"], {
      status: "inAudit",
      evidenceRequestedAt: new Date(),
    });
    if (!renewal) return null;
    const credential = await findCredential(tx, renewal.credentialId);
    if (credential) await mailHolder(deps, tx, "evidence", renewal, credential);
    return renewal;
  });
}

export type DecisionOutcome =
  { ok: true; renewal: Renewal } | { ok: false; reason: "state" | "auditFirst" | "revoked" };

/**
 * Approves a renewal in ONE transaction: the renewal is decided, the credential gets its next cycle
 * (renewedValidity), status active, no reason, `updated_at` bumped (a new signature with the new
 * dates; the status lists carry no bit for it), and the holder is mailed. An audited renewal is
 * approved only once its evidence is ready.
 */
export async function approveRenewal(
  deps: RenewalDeps,
  renewalId: string,
  adminId: string,
  today: string = isoToday(),
): Promise<DecisionOutcome> {
  return deps.db.transaction(async (tx): Promise<DecisionOutcome> => {
    // Both rows locked: a revocation committed meanwhile is read here, never overwritten below.
    const locked = await lockRenewalAndCredential(tx, renewalId);
    if (!locked) return { ok: false, reason: "state" };
    const { renewal: current, credential } = locked;
    if (isOpenRenewal(current.status) && !isApprovable(current)) return { ok: false, reason: "auditFirst" };
    if (credential.status === "revoked") return { ok: false, reason: "revoked" };
    const validity = renewedValidity(credential, today);
    const renewal = await moveRenewal(tx, renewalId, approvableStatuses(current), {
      status: "approved",
      decidedAt: new Date(),
      decidedBy: adminId,
      newIssuedOn: validity.issuedOn,
      newExpiresOn: validity.expiresOn,
    });
    if (!renewal) return { ok: false, reason: "state" };
    await renewCredential(tx, credential.id, validity, today, credential.status === "active");
    await mailHolder(deps, tx, "approved", renewal, { ...credential, expiresOn: validity.expiresOn }, { fee: true });
    return { ok: true, renewal };
  });
}

/** Declines an open renewal with a reason (mailed to the holder); the credential leaves grace. */
export async function declineRenewal(
  deps: RenewalDeps,
  renewalId: string,
  adminId: string,
  reason: string,
): Promise<DecisionOutcome> {
  return deps.db.transaction(async (tx): Promise<DecisionOutcome> => {
    const renewal = await moveRenewal(tx, renewalId, [...openRenewalStatuses], {
      status: "declined",
      decidedAt: new Date(),
      decidedBy: adminId,
      declineReason: reason,
    });
    if (!renewal) return { ok: false, reason: "state" };
    await endRenewalGrace(tx, renewal.credentialId);
    const credential = await findCredential(tx, renewal.credentialId);
    if (credential) await mailHolder(deps, tx, "declined", renewal, credential, { reason });
    return { ok: true, renewal };
  });
}

// ---------------------------------------------------------------------------------------------
// The pages' intents

/** The holder's credential, or a 404 for anyone else (the page's existence is not revealed). */
export async function heldCredentialOr404(
  context: Context,
  user: SessionUser,
  credentialId: string,
): Promise<Credential & { userId: string }> {
  const credential = await findCredential(getAppContext(context).db, credentialId);
  if (!credential || credential.userId === null || credential.userId !== user.id) throw data(null, { status: 404 });
  return credential as Credential & { userId: string };
}

export async function submitRenewalFor(context: Context, credential: Credential & { userId: string }, form: FormData) {
  const outcome = await submitRenewal(getAppContext(context).db, credential);
  if (!outcome.ok)
    return refuseForm(form, outcome.reason === "notMet" ? "errors.notMet" : "errors.phase", { status: 409 });
  throw redirectWithFlash(context, `/account/renewal/${credential.id}`, {
    ns: "renewal",
    key: "done.submitted",
    form: "submit",
  });
}

export async function evidenceReadyFor(
  context: Context,
  user: SessionUser,
  credentialId: string,
  renewalId: string,
  form: FormData,
) {
  const moved = await evidenceReady(getAppContext(context).db, renewalId, user.id);
  if (!moved || moved.credentialId !== credentialId) return refuseForm(form, "errors.state", { status: 409 });
  throw redirectWithFlash(context, `/account/renewal/${credentialId}`, {
    ns: "renewal",
    key: "done.evidenceReady",
    form: "evidenceReady",
  });
}

export async function requestEvidenceFor(context: Context, renewalId: string, form: FormData) {
  if (!(await requestEvidence(depsOf(context), renewalId))) return refuseForm(form, "errors.state", { status: 409 });
  throw redirectWithFlash(context, `/admin/renewals/${renewalId}`, {
    ns: "renewal",
    key: "done.evidenceRequested",
    form: "review",
  });
}

export async function approveRenewalFor(context: Context, admin: SessionUser, renewalId: string, form: FormData) {
  const outcome = await approveRenewal(depsOf(context), renewalId, admin.id);
  if (!outcome.ok) return refuseForm(form, `errors.${outcome.reason}`, { status: 409 });
  throw redirectWithFlash(context, `/admin/renewals/${renewalId}`, {
    ns: "renewal",
    key: "done.approved",
    form: "review",
  });
}

export async function declineRenewalFor(
  context: Context,
  admin: SessionUser,
  renewalId: string,
  reason: string,
  form: FormData,
) {
  const outcome = await declineRenewal(depsOf(context), renewalId, admin.id, reason);
  if (!outcome.ok) return refuseForm(form, `errors.${outcome.reason}`, { status: 409 });
  throw redirectWithFlash(context, `/admin/renewals/${renewalId}`, {
    ns: "renewal",
    key: "done.declined",
    form: "review",
  });
}
