import type { Database } from "~/db/client.server";
import {
  claimDecision,
  closeInvitation,
  confirmedAccountAt,
  createInvitation,
  decisionOf,
  grantPartnerRole,
  invitationWithOutcome,
  renewInvitation,
  setDecisionOutcome,
} from "~/features/partners/queries.server";
import { getApplication } from "~/features/registry/index.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer } from "~/lib/mail/mail.server";
import { referenceOf } from "~/lib/mail/site-mail.server";
import { partnershipDecisionMail } from "./decision-mail.server";

/** Where a partner's tools are (the partner-only pages, app/routes/partners-area.tsx). */
export const PARTNER_AREA_PATH = "/partners/bulk-verify";
export const INVITATION_PATH = "/partners/invitation";

type Deps = { db: Database; mailer: Mailer; siteUrl: string };

export type DecideResult =
  | { ok: true; outcome: "granted" | "invited" | "declined"; first: boolean }
  | { ok: false; error: "notFound" | "decided" };

/**
 * Approves an application (docs/decisions/034-partnership-decisions.md), in one transaction: a
 * confirmed account at its address gets the partner role and a mail "your partner area is ready";
 * otherwise an invitation is stored and its link mailed. The decision's row is the claim: approving
 * twice (a double click, two admins) grants and mails once. A declined application stays declined.
 */
export async function approveApplication(deps: Deps, input: { applicationId: string; adminId: string }) {
  return decide(deps, { ...input, decision: "approved" });
}

/** Declines an application and mails the applicant the staff's reason (once, like approving). */
export async function declineApplication(
  deps: Deps,
  input: { applicationId: string; adminId: string; reason: string },
) {
  return decide(deps, { ...input, decision: "declined" });
}

async function decide(
  deps: Deps,
  input: { applicationId: string; adminId: string; decision: "approved" | "declined"; reason?: string },
): Promise<DecideResult> {
  return deps.db.transaction(async (tx): Promise<DecideResult> => {
    const application = await getApplication(tx, input.applicationId);
    if (!application) return { ok: false, error: "notFound" };
    const earlier = await decisionOf(tx, application.id);
    if (earlier) return repeated(earlier, input.decision);
    const language: LanguageCode = isLanguageCode(application.language) ? application.language : "en";
    const reference = referenceOf("P", application.id);
    // Read once and used for the role below: read again after the claim, it could be disabled or gone
    // by then (another transaction's commit between the two statements) and the approval fail half way.
    const account = input.decision === "approved" ? await confirmedAccountAt(tx, application.email) : null;
    const outcome = input.decision === "declined" ? "declined" : account ? "granted" : "invited";
    const claimed = await claimDecision(tx, {
      applicationId: application.id,
      decision: input.decision,
      outcome,
      reason: input.decision === "declined" ? (input.reason ?? "") : null,
      decidedBy: input.adminId,
    });
    if (!claimed) {
      // Another admin decided in between (their transaction committed first).
      const other = await decisionOf(tx, application.id);
      return other ? repeated(other, input.decision) : { ok: false, error: "decided" };
    }
    const mailTo = { to: application.email, reference };
    if (account) {
      await grantPartnerRole(tx, account.id);
      await mailGranted(deps, tx, language, mailTo);
    } else if (outcome === "invited") {
      const invitation = await createInvitation(tx, { applicationId: application.id, email: application.email });
      await mailInvitation(deps, tx, language, mailTo, invitation);
    } else {
      const mail = await partnershipDecisionMail("declined", language, deps.siteUrl, {
        ...mailTo,
        link: `${deps.siteUrl}/contact`,
        reason: input.reason ?? "",
      });
      await deps.mailer.send(mail, { db: tx });
    }
    return { ok: true, outcome, first: true };
  });
}

/** A second approval of an approved application is the same answer; a contrary one is refused. */
function repeated(
  earlier: { decision: "approved" | "declined"; outcome: "granted" | "invited" | "declined" },
  decision: "approved" | "declined",
): DecideResult {
  if (earlier.decision !== decision) return { ok: false, error: "decided" };
  return { ok: true, outcome: earlier.outcome, first: false };
}

type MailTo = { to: string; reference: string };

/** "Approved, your partner area is ready": the approval's mail, and sending again's when an account exists. */
async function mailGranted(deps: Deps, tx: Database, language: LanguageCode, mailTo: MailTo) {
  const mail = await partnershipDecisionMail("granted", language, deps.siteUrl, {
    ...mailTo,
    link: `${deps.siteUrl}${PARTNER_AREA_PATH}`,
  });
  await deps.mailer.send(mail, { db: tx });
}

/** The invitation's link and expiry: the approval's mail, and the same one when sent again. */
async function mailInvitation(
  deps: Deps,
  tx: Database,
  language: LanguageCode,
  mailTo: MailTo,
  invitation: { token: string; expiresAt: Date },
) {
  const mail = await partnershipDecisionMail("invited", language, deps.siteUrl, {
    ...mailTo,
    link: `${deps.siteUrl}${INVITATION_PATH}?token=${invitation.token}`,
    date: formatDate(invitation.expiresAt.toISOString().slice(0, 10), dateWordsOf(language)),
  });
  await deps.mailer.send(mail, { db: tx });
}

export type ResendResult =
  | { ok: true; outcome: "resent" | "granted"; first: boolean }
  | { ok: false; error: "notFound" | "notInvited" | "accepted" };

/**
 * Sends an approved application's invitation again (docs/decisions/034), expired or not, until it is
 * accepted. `sends` is the count the admin's page showed: the update requires it, so a double click
 * or two admins send once and the others get the same answer. A confirmed account at the address by
 * now gets the role directly with the approval's "granted" mail (the invitation is closed); otherwise
 * a new token for 14 days replaces the old one (whose link then fails) and the first invitation's
 * mail carries it.
 */
export async function resendInvitation(
  deps: Deps,
  input: { applicationId: string; sends: number; now?: Date },
): Promise<ResendResult> {
  return deps.db.transaction(async (tx): Promise<ResendResult> => {
    const application = await getApplication(tx, input.applicationId);
    if (!application) return { ok: false, error: "notFound" };
    const current = await resendState(tx, application.id);
    if (current.state === "notInvited") return { ok: false, error: "notInvited" };
    if (current.sends !== input.sends) return repeatedResend(current);
    if (current.state === "accepted") return { ok: false, error: "accepted" };
    const language: LanguageCode = isLanguageCode(application.language) ? application.language : "en";
    const mailTo = { to: application.email, reference: referenceOf("P", application.id) };
    const seen = { applicationId: application.id, sends: input.sends, now: input.now };
    const account = await confirmedAccountAt(tx, application.email);
    if (account) {
      if (!(await closeInvitation(tx, { ...seen, userId: account.id }))) {
        return repeatedResend(await resendState(tx, application.id));
      }
      await grantPartnerRole(tx, account.id);
      await setDecisionOutcome(tx, application.id, "granted");
      await mailGranted(deps, tx, language, mailTo);
      return { ok: true, outcome: "granted", first: true };
    }
    const renewed = await renewInvitation(tx, seen);
    // Sent again (or accepted) by another request in between: its answer, no second mail.
    if (!renewed) return repeatedResend(await resendState(tx, application.id));
    await mailInvitation(deps, tx, language, mailTo, renewed);
    return { ok: true, outcome: "resent", first: true };
  });
}

type ResendState = { state: "notInvited"; sends: 0 } | { state: "open" | "accepted" | "granted"; sends: number };

/** Where an application's invitation stands: open, accepted through its link, or closed by a grant. */
async function resendState(tx: Database, applicationId: string): Promise<ResendState> {
  const invitation = await invitationWithOutcome(tx, applicationId);
  if (!invitation) return { state: "notInvited", sends: 0 };
  if (!invitation.acceptedAt) return { state: "open", sends: invitation.sends };
  return { state: invitation.outcome === "granted" ? "granted" : "accepted", sends: invitation.sends };
}

/** The answer to a send that another one beat: what that one did. */
function repeatedResend(current: ResendState): ResendResult {
  if (current.state === "notInvited") return { ok: false, error: "notInvited" };
  if (current.state === "accepted") return { ok: false, error: "accepted" };
  return { ok: true, outcome: current.state === "granted" ? "granted" : "resent", first: false };
}
