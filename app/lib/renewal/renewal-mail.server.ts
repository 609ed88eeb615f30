import { createElement } from "react";
import { fillTemplate } from "~/lib/auth/account-mail.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import type { CredentialLevel } from "~/lib/registry/registry";
import { getNamespace } from "~/locales/index.server";
import type { ReminderThreshold } from "./renewal";

/**
 * Renewal mail (issue 20, docs/decisions/033), each in the holder's language (users.language, else
 * English) and queued through the outbox by its caller, in the transaction of its cause. All go to
 * the holder's own verified account address: service messages about their credential, sent as
 * transactional mail (no unsubscribe; a member cannot opt out of being told their credential lapses).
 */
export type RenewalMailKind = "reminder" | "lapse" | "evidence" | "approved" | "declined";

export function mailLanguage(code: string | null | undefined): LanguageCode {
  return code && isLanguageCode(code) ? code : "en";
}

/** The page of a credential's renewal, absolute. */
export function renewalUrl(siteUrl: string, credentialId: string): string {
  return `${siteUrl}/account/renewal/${credentialId}`;
}

export async function renewalMail(
  kind: RenewalMailKind,
  language: LanguageCode,
  siteUrl: string,
  mail: {
    to: string;
    credentialId: string;
    level: CredentialLevel;
    expiresOn: string;
    threshold?: ReminderThreshold;
    reason?: string;
    fee?: string;
  },
): Promise<MailMessage> {
  const text = getNamespace(language, "renewal").mail;
  const words = dateWordsOf(language);
  const certification = getNamespace(language, "home").careers.levels[mail.level].certification;
  const values: Record<string, string> = {
    certification,
    id: mail.credentialId,
    date: formatDate(mail.expiresOn, words),
    days: mail.threshold && mail.threshold !== "lapse" ? mail.threshold : "",
    link: renewalUrl(siteUrl, mail.credentialId),
    ledger: `${siteUrl}/account/cpd`,
    reason: mail.reason ?? "",
    fee: mail.fee ?? "",
  };
  const { subject: subjectTemplate, body } = text[kind];
  const subject = fillTemplate(subjectTemplate, values);
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template: body,
      values,
      buttons: { link: text.button },
      quotes: kind === "declined" ? ["reason"] : [],
      links: ["ledger"],
      reason: getNamespace(language, "mail").reasons.account,
    }),
    { language, subject, siteUrl, text: fillTemplate(body, values) },
  );
  return { to: mail.to, ...rendered, language, category: "transactional" };
}
