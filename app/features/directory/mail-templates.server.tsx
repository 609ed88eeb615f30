import { fillTemplate } from "~/lib/mail/fill-template";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates/body-mail";
import { getNamespace } from "~/locales/index.server";

/** A member's message to a listed member through the directory; replies go to the sender. */
export async function directoryMessageMail(
  language: LanguageCode,
  siteUrl: string,
  input: { to: string; replyTo: string; values: { name: string; recipient: string; message: string; link: string } },
): Promise<MailMessage> {
  const text = getNamespace(language, "directory").mail;
  const words = getNamespace(language, "mail");
  const subject = fillTemplate(text.contactSubject, input.values);
  const rendered = await renderMail(
    <BodyMail
      heading={subject}
      template={text.contactBody}
      values={input.values}
      quotes={["message"]}
      links={["link"]}
      reason={words.reasons.member}
    />,
    { language, siteUrl, subject, text: fillTemplate(text.contactBody, input.values) },
  );
  return { to: input.to, replyTo: input.replyTo, ...rendered, language };
}
