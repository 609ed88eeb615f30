import type { Database } from "~/db/client.server";
import { mailContact } from "~/features/mentorship/queries.server";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { isLanguageCode, type LanguageCode } from "~/lib/i18n/languages";
import type { Mailer } from "~/lib/mail/mail.server";
import { mentorshipMail, type MentorshipMailKind } from "./mail-templates.server";

type MailKind = MentorshipMailKind;

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
  const replyTo = input.replyToUserId ? (await mailContact(options.db, input.replyToUserId))?.email : undefined;
  const values = {
    ...input.values,
    mentor: recipient.name,
    mentee: recipient.name,
    recipient: recipient.name,
    link: `${options.siteUrl}/community/mentorship#mine`,
    date: input.date ? formatDate(input.date.toISOString().slice(0, 10), dateWordsOf(language)) : "",
  };
  await options.mailer.send(
    await mentorshipMail(input.kind, language, options.siteUrl, { to: recipient.email, replyTo, values }),
    { db: options.db },
  );
}
