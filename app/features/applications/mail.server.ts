/**
 * The referee's mail (decision 041), in the referee's language, through the outbox in the transaction that makes
 * or reminds the request. It echoes only what the referee needs to recognise the request: their own name, the
 * applicant's account name and the position (employer, role, dates). Nothing else the applicant typed.
 * The address is unproven (the applicant typed it): the mail says so and asks nothing but the answer.
 */
import { createElement } from "react";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import { getNamespace } from "~/locales/index.server";

export function mailLanguage(code: string | null | undefined): LanguageCode {
  return code && isLanguageCode(code) ? code : "en";
}

export async function refereeMail(
  kind: "request" | "reminder",
  language: LanguageCode,
  siteUrl: string,
  mail: {
    to: string;
    refereeName: string;
    applicantName: string;
    employer: string;
    role: string;
    startOn: string;
    endOn: string | null;
    link: string;
    expiresAt: Date;
  },
): Promise<MailMessage> {
  const text = getNamespace(language, "applications").mail;
  const words = dateWordsOf(language);
  const values: Record<string, string> = {
    name: mail.refereeName,
    applicant: mail.applicantName,
    employer: mail.employer,
    role: mail.role,
    start: formatDate(mail.startOn, words),
    end: mail.endOn ? formatDate(mail.endOn, words) : getNamespace(language, "applications").referee.ongoing,
    date: formatDate(mail.expiresAt.toISOString().slice(0, 10), words),
    link: mail.link,
  };
  const subject = fillTemplate(kind === "request" ? text.requestSubject : text.reminderSubject, values);
  const body = [text.greeting, text.request, text.ask, "{{link}}", text.expires, text.notYou].join("\n\n");
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template: body,
      values,
      buttons: { link: text.link },
      reason: getNamespace(language, "mail").reasons.form,
    }),
    { language, subject, siteUrl, text: fillTemplate(body, values) },
  );
  return { to: mail.to, ...rendered, language, category: "transactional" };
}
