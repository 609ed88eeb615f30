import type { Database } from "~/db/client.server";
import {
  claimDecision,
  confirmedAccountAt,
  createInvitation,
  decisionOf,
  grantPartnerRole,
} from "~/db/partners.server";
import { getApplication } from "~/db/registry.server";
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
    let outcome: "granted" | "invited" | "declined" = "declined";
    if (input.decision === "approved") {
      const account = await confirmedAccountAt(tx, application.email);
      outcome = account ? "granted" : "invited";
    }
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
    if (outcome === "granted") {
      const account = (await confirmedAccountAt(tx, application.email))!;
      await grantPartnerRole(tx, account.id);
      const mail = await partnershipDecisionMail("granted", language, deps.siteUrl, {
        ...mailTo,
        link: `${deps.siteUrl}${PARTNER_AREA_PATH}`,
      });
      await deps.mailer.send(mail, { db: tx });
    } else if (outcome === "invited") {
      const { token, expiresAt } = await createInvitation(tx, {
        applicationId: application.id,
        email: application.email,
      });
      const mail = await partnershipDecisionMail("invited", language, deps.siteUrl, {
        ...mailTo,
        link: `${deps.siteUrl}${INVITATION_PATH}?token=${token}`,
        date: formatDate(expiresAt.toISOString().slice(0, 10), dateWordsOf(language)),
      });
      await deps.mailer.send(mail, { db: tx });
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
