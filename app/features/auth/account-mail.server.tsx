import { fillTemplate } from "~/lib/mail/fill-template";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates/body-mail";
import { getNamespace } from "~/locales/index.server";

/** Fills `{{name}}` placeholders (plain text mail: no escaping needed). */

/**
 * Account mail in the recipient's language: the confirmation link ("verify"), a password reset link
 * ("reset"), and the notice to an address's owner that someone tried to sign up with it ("existing").
 * Only our own text and our own links: nothing a requester typed (a name) reaches an address that
 * has not been proven theirs, so the site cannot relay anyone's words (docs/decisions/012).
 * HTML in the site's frame (decision 028) and the plain-text part as it has always been worded.
 */
export async function accountMail(
  kind: "verify" | "reset" | "existing",
  language: LanguageCode,
  values: { to: string; link: string; signIn?: string; siteUrl: string },
): Promise<MailMessage> {
  const text = getNamespace(language, "auth").mail;
  const words = getNamespace(language, "mail");
  const { subject, body, button } = {
    verify: { subject: text.verifySubject, body: text.verifyBody, button: words.actions.confirmAddress },
    reset: { subject: text.resetSubject, body: text.resetBody, button: words.actions.choosePassword },
    existing: { subject: text.existingSubject, body: text.existingBody, button: words.actions.choosePassword },
  }[kind];
  const filled = { link: values.link, signIn: values.signIn ?? "" };
  const rendered = await renderMail(
    <BodyMail
      heading={subject}
      template={body}
      values={filled}
      buttons={{ link: button }}
      links={["signIn"]}
      reason={words.reasons.account}
    />,
    { language, subject, siteUrl: values.siteUrl, text: fillTemplate(body, filled) },
  );
  return { to: values.to, ...rendered, language };
}
