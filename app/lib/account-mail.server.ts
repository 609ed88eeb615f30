import type { LanguageCode } from "~/lib/i18n/languages";
import type { MailMessage } from "~/lib/mail.server";
import { getNamespace } from "~/locales/index.server";

/** Fills `{{name}}` placeholders (plain text mail: no escaping needed). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}

/** Account mail (confirmation, password reset) in the recipient's language. */
export function accountMail(
  kind: "verify" | "reset",
  language: LanguageCode,
  values: { name: string; to: string; link: string },
): MailMessage {
  const text = getNamespace(language, "auth").mail;
  return {
    to: values.to,
    subject: kind === "verify" ? text.verifySubject : text.resetSubject,
    text: fillTemplate(kind === "verify" ? text.verifyBody : text.resetBody, values),
    language,
  };
}
