/**
 * The candidate's mails of the staff review (decision 044), in the candidate's language, through the outbox in the
 * move's transaction. They go to the account's own address (proven at sign-up), so staff's reason is quoted: it is
 * what the candidate needs to act (what to send, why declined, the appeal's outcome).
 */
import { createElement } from "react";
import type { CareerLevelKey } from "~/content/home";
import { dateWordsOf } from "~/lib/format/date-words.server";
import { formatDate } from "~/lib/format/dates";
import { fillTemplate } from "~/lib/mail/fill-template";
import type { MailMessage } from "~/lib/mail/mail.server";
import { renderMail } from "~/lib/mail/render.server";
import { BodyMail } from "~/lib/mail/templates";
import { getNamespace } from "~/locales/index.server";
import { levelNamesIn } from "./level-names.server";
import { mailLanguage } from "./mail.server";
import type { ReviewMove } from "./review-forms";

export async function reviewMail(
  move: ReviewMove,
  languageCode: string,
  siteUrl: string,
  mail: {
    to: string;
    name: string;
    level: CareerLevelKey;
    reason: string;
    dueOn: string | null;
    eligibleUntil: string | null;
    appealUntil: string | null;
  },
): Promise<MailMessage> {
  const language = mailLanguage(languageCode);
  const texts = getNamespace(language, "review");
  const words = dateWordsOf(language);
  const values: Record<string, string> = {
    name: mail.name,
    level: levelNamesIn(language)[mail.level],
    reason: mail.reason,
    due: mail.dueOn ? formatDate(mail.dueOn, words) : "",
    until: mail.eligibleUntil ? formatDate(mail.eligibleUntil, words) : "",
    appealUntil: mail.appealUntil ? formatDate(mail.appealUntil, words) : "",
    link: `${siteUrl}/account/certification`,
  };
  const subject = fillTemplate(texts.mail[`${move}Subject`], values);
  const body = [texts.mail.greeting, texts.mail[move], "{{link}}"].join("\n\n");
  const rendered = await renderMail(
    createElement(BodyMail, {
      heading: subject,
      template: body,
      values,
      buttons: { link: texts.mail.link },
      quotes: ["reason"],
      reason: getNamespace(language, "mail").reasons.form,
    }),
    { language, subject, siteUrl, text: fillTemplate(body, values) },
  );
  return { to: mail.to, ...rendered, language, category: "transactional" };
}
