import type { Database } from "~/db/client.server";
import { mailContact } from "~/db/mentorship.server";
import { fillTemplate } from "~/lib/auth/account-mail.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer } from "~/lib/mail/mail.server";
import { getNamespace } from "~/locales/index.server";
import type { Namespaces } from "~/locales/types";

type MailKind = "request" | "accepted" | "acceptedMentor" | "declined" | "ended";
type MailTexts = Namespaces["mentorship"]["mail"];

/**
 * Queues one mentorship mail to a member, in the member's own language (users.language). Values
 * may hold a `date` (a Date), formatted in that language. Pass the transaction of the change as
 * `db`: the mail is stored with it (and an error rolls both back).
 */
export async function sendMentorshipMail(
  options: { db: Database; mailer: Mailer; siteUrl: string },
  input: {
    kind: MailKind;
    to: string;
    replyToUserId?: string;
    values: Record<string, string>;
    date?: Date | null;
  },
) {
  const recipient = await mailContact(options.db, input.to);
  if (!recipient) return;
  const language: LanguageCode = isLanguageCode(recipient.language) ? recipient.language : "en";
  const texts = getNamespace(language, "mentorship").mail;
  const replyTo = input.replyToUserId ? (await mailContact(options.db, input.replyToUserId))?.email : undefined;
  const values = {
    ...input.values,
    mentor: recipient.name,
    mentee: recipient.name,
    recipient: recipient.name,
    link: `${options.siteUrl}/community/mentorship#mine`,
    date: input.date ? formatDate(input.date.toISOString().slice(0, 10), dateWordsOf(language)) : "",
  };
  const subject = texts[`${input.kind}Subject` as keyof MailTexts];
  const body = texts[`${input.kind}Body` as keyof MailTexts];
  await options.mailer.send(
    {
      to: recipient.email,
      replyTo,
      subject: fillTemplate(subject, values),
      text: fillTemplate(body, values).replace(/\n{3,}/g, "\n\n"),
      language,
    },
    { db: options.db },
  );
}
