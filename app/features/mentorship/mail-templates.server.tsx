import { fillTemplate } from "~/lib/mail/fill-template";
import type { LanguageCode } from "~/lib/i18n/languages";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates/body-mail";
import { getNamespace } from "~/locales/index.server";
import type { Namespaces } from "~/locales/types";

/** The mentorship mails outside the notifications (decision 027): the mentor's confirmation, the end. */
export type MentorshipMailKind = "acceptedMentor" | "ended";
type MailTexts = Namespaces["mentorship"]["mail"];

/**
 * A mentorship mail to a member (both ends are signed-in members with confirmed addresses, so the
 * other member's message is quoted), in the member's language. `values` fill the translated body.
 */
export async function mentorshipMail(
  kind: MentorshipMailKind,
  language: LanguageCode,
  siteUrl: string,
  input: { to: string; replyTo?: string; values: Record<string, string> },
): Promise<MailMessage> {
  const texts = getNamespace(language, "mentorship").mail;
  const words = getNamespace(language, "mail");
  const subject = fillTemplate(texts[`${kind}Subject` as keyof MailTexts], input.values);
  const body = texts[`${kind}Body` as keyof MailTexts];
  const rendered = await renderMail(
    <BodyMail
      heading={subject}
      template={body}
      values={input.values}
      buttons={{ link: words.actions.mentorships }}
      quotes={["message"]}
      reason={words.reasons.member}
    />,
    { language, siteUrl, subject, text: fillTemplate(body, input.values).replace(/\n{3,}/g, "\n\n") },
  );
  return { to: input.to, replyTo: input.replyTo, ...rendered, language };
}
