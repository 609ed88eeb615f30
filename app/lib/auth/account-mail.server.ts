import type { LanguageCode } from "~/lib/i18n/languages";
import type { MailMessage } from "~/lib/mail/mail.server";
import { getNamespace } from "~/locales/index.server";

/** Fills `{{name}}` placeholders (plain text mail: no escaping needed). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * Account mail in the recipient's language: the confirmation link ("verify"), a password reset link
 * ("reset"), and the notice to an address's owner that someone tried to sign up with it ("existing").
 * Only our own text and our own links: nothing a requester typed (a name) reaches an address that
 * has not been proven theirs, so the site cannot relay anyone's words (docs/decisions/012).
 */
export function accountMail(
  kind: "verify" | "reset" | "existing",
  language: LanguageCode,
  values: { to: string; link: string; signIn?: string },
): MailMessage {
  const text = getNamespace(language, "auth").mail;
  const { subject, body } = {
    verify: { subject: text.verifySubject, body: text.verifyBody },
    reset: { subject: text.resetSubject, body: text.resetBody },
    existing: { subject: text.existingSubject, body: text.existingBody },
  }[kind];
  return {
    to: values.to,
    subject,
    text: fillTemplate(body, { link: values.link, signIn: values.signIn ?? "" }),
    language,
  };
}
