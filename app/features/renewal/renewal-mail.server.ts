import { createElement } from "react";
import { fillTemplate } from "~/lib/mail/fill-template";
import { cpdRule, reinstatementEndsOn } from "~/content/cpd-rule";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { createTranslator } from "~/lib/i18n/translator";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import type { CredentialLevel } from "~/features/registry";
import { getNamespace } from "~/locales/index.server";
import type { ReminderThreshold } from "./renewal";
import { levelTextsIn } from "~/lib/levels/level-texts.server";

/**
 * Renewal mail (docs/decisions/033), each in the holder's language (users.language, else
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

/**
 * A mail's body template in `language`, with the rule's figure as `{{count}}` in the plural form the
 * language needs (as the pages pick it); the other placeholders are left for the mail to fill.
 */
export function renewalMailBody(language: LanguageCode, kind: RenewalMailKind): string {
  const translator = createTranslator(language, getNamespace(language, "common"));
  translator.addNamespace("renewal", getNamespace(language, "renewal"));
  const count = kind === "lapse" ? { count: cpdRule.reinstatementMonths } : {};
  return String(translator.t("renewal", `mail.${kind}.body`, count));
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
    /** The lapse: the first day whose CPD entries count toward reinstatement (countingWindow's start). */
    countingFrom?: string;
  },
): Promise<MailMessage> {
  const text = getNamespace(language, "renewal").mail;
  const words = dateWordsOf(language);
  const certification = levelTextsIn(language)[mail.level].certification;
  const values: Record<string, string> = {
    certification,
    id: mail.credentialId,
    date: formatDate(mail.expiresOn, words),
    until: formatDate(reinstatementEndsOn(mail.expiresOn), words),
    start: mail.countingFrom ? formatDate(mail.countingFrom, words) : "",
    days: mail.threshold && mail.threshold !== "lapse" ? mail.threshold : "",
    link: renewalUrl(siteUrl, mail.credentialId),
    ledger: `${siteUrl}/account/cpd`,
    reason: mail.reason ?? "",
    fee: mail.fee ?? "",
  };
  const subject = fillTemplate(text[kind].subject, values);
  const body = renewalMailBody(language, kind);
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
