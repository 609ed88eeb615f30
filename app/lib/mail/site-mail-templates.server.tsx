import type { LanguageCode } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { MailMessage } from "./mail.server";
import { renderMail } from "./render.server";
import { BodyMail } from "./templates/body-mail";
import { StaffMail } from "./templates/staff-mail";

/**
 * The mails of the public forms (contact, partnership application), as pure functions of their
 * data: site-mail.server.ts queues them and the template preview shows them with sample data.
 * The visitor's confirmation names nothing the visitor typed (their address is not proven).
 */

/** The contact form's confirmation to the visitor: the chosen topic, the date and the reference. */
export async function contactConfirmationMail(
  language: LanguageCode,
  siteUrl: string,
  input: { to: string; topic: string; date: string; reference: string },
): Promise<MailMessage> {
  const text = getNamespace(language, "contact").mail;
  const values = { topic: input.topic, date: input.date, reference: input.reference };
  const rendered = await renderMail(
    <BodyMail
      heading={text.confirmationSubject}
      template={text.confirmationBody}
      values={values}
      reason={getNamespace(language, "mail").reasons.form}
    />,
    { language, siteUrl, subject: text.confirmationSubject, text: fillTemplate(text.confirmationBody, values) },
  );
  return { to: input.to, ...rendered, language };
}

/** A notice to staff (English): its facts, the visitor's words, and where to act. */
export async function staffNoticeMail(
  siteUrl: string,
  input: {
    to: string;
    replyTo: string;
    subject: string;
    facts: ReadonlyArray<readonly [string, string]>;
    words: string;
    action?: { href: string; label: string };
    /** The plain-text part as staff have always received it. */
    text: string;
  },
): Promise<MailMessage> {
  const rendered = await renderMail(
    <StaffMail heading={input.subject} facts={input.facts} words={input.words} action={input.action} />,
    { language: "en", siteUrl, subject: input.subject, text: input.text },
  );
  return { to: input.to, replyTo: input.replyTo, ...rendered };
}

/** The partnership application's confirmation to the applicant: tier, type, date and reference. */
export async function partnerConfirmationMail(
  language: LanguageCode,
  siteUrl: string,
  input: { to: string; tier: string; type: string; date: string; reference: string },
): Promise<MailMessage> {
  const text = getNamespace(language, "partnerApply").mail;
  const values = { tier: input.tier, type: input.type, date: input.date, reference: input.reference };
  const rendered = await renderMail(
    <BodyMail
      heading={text.subject}
      template={text.body}
      values={values}
      reason={getNamespace(language, "mail").reasons.form}
    />,
    { language, siteUrl, subject: text.subject, text: fillTemplate(text.body, values) },
  );
  return { to: input.to, ...rendered, language };
}
